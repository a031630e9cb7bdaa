/** The shared formats' start-up cost: an Intl object made as the module loads would load its ICU data on every page's start (one long task). */
import { expect, test, vi } from 'vitest';

test('the business clock is made when a time is first formatted, not as the module loads, and once', async () => {
  const DateTimeFormat = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made += 1;
    }
  } as typeof Intl.DateTimeFormat;
  try {
    vi.resetModules();
    const { formatTime } = await import('../../src/components/format');
    expect(made).toBe(0);
    expect(formatTime(new Date('2026-11-28T08:35:00Z'))).toBe('14:05');
    expect(formatTime(new Date('2026-11-28T18:29:00Z'))).toBe('23:59');
    expect(made).toBe(1);
  } finally {
    Intl.DateTimeFormat = DateTimeFormat;
  }
});
