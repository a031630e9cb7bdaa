import { describe, expect, it } from 'vitest';
import { fitNavItems } from '../../src/public/layout/useNavigation';

const widths = [80, 100, 90, 110, 120, 95, 105, 85, 100];

describe('how many header items fit in the row', () => {
  it('shows every item up to the owner\u2019s maximum when there is room', () => {
    expect(fitNavItems({ widths, moreWidth: 70, gap: 4, available: 2000, max: 9 })).toBe(9);
    expect(fitNavItems({ widths, moreWidth: 70, gap: 4, available: 2000, max: 5 })).toBe(5);
  });

  it('moves what does not fit into the dropdown, keeping room for its button', () => {
    // 80 + 100 + 90 and two gaps = 278, then a gap and More (70) = 352.
    expect(fitNavItems({ widths, moreWidth: 70, gap: 4, available: 352, max: 9 })).toBe(3);
    expect(fitNavItems({ widths, moreWidth: 70, gap: 4, available: 351, max: 9 })).toBe(2);
  });

  it('needs no room for the button when every item fits', () => {
    const three = [80, 100, 90];
    expect(fitNavItems({ widths: three, moreWidth: 70, gap: 4, available: 278, max: 9 })).toBe(3);
    expect(fitNavItems({ widths: three, moreWidth: 70, gap: 4, available: 277, max: 9 })).toBe(2);
  });

  it('shows none (only the dropdown) when not even one item fits beside it', () => {
    expect(fitNavItems({ widths, moreWidth: 70, gap: 4, available: 100, max: 9 })).toBe(0);
    expect(fitNavItems({ widths: [], moreWidth: 70, gap: 4, available: 100, max: 9 })).toBe(0);
  });
});
