import { describe, expect, it } from 'vitest';
import { offlineBannerText } from '../../src/admin/offline/offlineText';

describe("the offline banner's words", () => {
  it('says the time of day the shown data was loaded, on India time', () => {
    expect(offlineBannerText(Date.parse('2026-11-27T08:35:00Z'), Date.parse('2026-11-27T10:00:00Z'))).toBe('Offline: showing what was loaded at 14:05');
  });

  it('adds the day when it was loaded on an earlier day of the business', () => {
    expect(offlineBannerText(Date.parse('2026-11-27T08:35:00Z'), Date.parse('2026-11-28T05:00:00Z'))).toBe('Offline: showing what was loaded at 14:05 on 27 Nov 2026');
  });

  it("counts days as India's calendar does, not UTC's", () => {
    // 00:10 on 28 Nov in India is still 27 Nov in UTC: the same business day as 10:30 on 28 Nov.
    expect(offlineBannerText(Date.parse('2026-11-27T18:40:00Z'), Date.parse('2026-11-28T05:00:00Z'))).toBe('Offline: showing what was loaded at 00:10');
  });

  it('says so when nothing on the screen was loaded', () => {
    expect(offlineBannerText(null)).toBe('Offline: nothing on this screen was loaded before the connection was lost.');
  });
});
