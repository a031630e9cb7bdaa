/** siteTexts: the site settings' Tamil texts beside the English ones in the forms, by index when stored. */
import { describe, expect, test } from 'vitest';
import { joinTexts, rowWithTamil, splitTexts, tamilPathOf } from '../../src/admin/site/siteTexts';

const about = {
  lead: 'Our story',
  reasons: {
    heading: 'Why us',
    items: [
      { title: 'Wood', text: 'Slow' },
      { title: 'Pure', text: '' },
    ],
  },
};
const tamil = { reasons: { items: [{ title: 'மரம்' }, { title: 'தூய்மை', text: 'முழுமை' }] } };

describe('tamilPathOf', () => {
  test('puts `ta` before the text’s own name, after any list index', () => {
    expect(tamilPathOf('lead')).toBe('ta.lead');
    expect(tamilPathOf('hero.heading')).toBe('hero.ta.heading');
    expect(tamilPathOf('reasons.items.1.title')).toBe('reasons.items.1.ta.title');
    expect(tamilPathOf('address.2')).toBe('ta.address.2');
  });
});

describe('joinTexts and splitTexts', () => {
  test('each object gets its Tamil texts beside its own, every text present', () => {
    expect(joinTexts(about, tamil)).toEqual({
      lead: 'Our story',
      ta: { lead: '' },
      reasons: {
        heading: 'Why us',
        ta: { heading: '' },
        items: [
          { title: 'Wood', text: 'Slow', ta: { title: 'மரம்', text: '' } },
          { title: 'Pure', text: '', ta: { title: 'தூய்மை', text: 'முழுமை' } },
        ],
      },
    });
  });

  test('split gives back the English and the Tamil as stored (empty texts left out)', () => {
    expect(splitTexts(joinTexts(about, tamil))).toEqual({ english: about, tamil });
  });

  test('a row moved keeps its Tamil: the stored Tamil follows it, by index', () => {
    const joined = joinTexts(about, tamil) as typeof about;
    joined.reasons.items.reverse();
    const { english, tamil: stored } = splitTexts(joined);
    expect(english.reasons.items.map((item) => item.title)).toEqual(['Pure', 'Wood']);
    expect(stored).toEqual({ reasons: { items: [{ title: 'தூய்மை', text: 'முழுமை' }, { title: 'மரம்' }] } });
  });

  test('a row without Tamil before one with it stays in its place as an empty entry', () => {
    const joined = joinTexts(about, { reasons: { items: [{}, { title: 'தூய்மை' }] } }) as typeof about;
    expect(splitTexts(joined).tamil).toEqual({ reasons: { items: [{}, { title: 'தூய்மை' }] } });
  });

  test('lists of texts (address lines) keep their Tamil lines by index; other values pass through', () => {
    const business = { address: ['1 Main St', 'Coimbatore'], map: { label: 'Mill', lat: 11, lng: null } };
    const joined = joinTexts(business, { address: ['', 'கோயம்புத்தூர்'], map: { label: 'ஆலை' } });
    expect(joined).toEqual({ address: ['1 Main St', 'Coimbatore'], ta: { address: ['', 'கோயம்புத்தூர்'] }, map: { label: 'Mill', lat: 11, lng: null, ta: { label: 'ஆலை' } } });
    expect(splitTexts(joined)).toEqual({ english: business, tamil: { address: ['', 'கோயம்புத்தூர்'], map: { label: 'ஆலை' } } });
  });

  test('stored Tamil that is not text, or in places the English lacks, is not read', () => {
    const joined = joinTexts({ lead: 'Hi' }, { lead: 5, extra: 'x', __proto__: { lead: 'y' } });
    expect(joined).toEqual({ lead: 'Hi', ta: { lead: '' } });
  });

  test('a new row starts with empty Tamil texts', () => {
    expect(rowWithTamil({ title: '', text: '' })).toEqual({ title: '', text: '', ta: { title: '', text: '' } });
  });
});
