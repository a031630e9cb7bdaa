import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptKey, countAttempt, resetAttempts, uncountAttempt } from '../src/store/rateLimits';
import { unique } from './fixtures';

const WINDOW_MS = 15 * 60 * 1000;
const emailKey = () => attemptKey('email', `${unique('user')}@example.com`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rateLimits', () => {
  it('keys are stable, case-insensitive, valid document ids, and tell pairs apart', () => {
    expect(attemptKey('email', ' Owner@Example.com ')).toEqual(attemptKey('email', 'owner@example.com'));
    expect(attemptKey('ip', '10.0.0.1').key).toMatch(/^ip_[0-9a-f]{40}$/);
    expect(attemptKey('pair', 'a|b', 'c')).not.toEqual(attemptKey('pair', 'a', 'b|c'));
  });

  it('counts concurrent attempts: no more than k callers see a count within k', async () => {
    const key = emailKey();
    const counts = (await Promise.all(Array.from({ length: 8 }, () => countAttempt([key], WINDOW_MS)))).map(([n]) => n);
    for (let k = 1; k <= 8; k++) expect(counts.filter((n) => n <= k).length).toBeLessThanOrEqual(k);
    expect(await countAttempt([key], WINDOW_MS)).toEqual([9]);
  });

  it('a reset, an uncounted attempt or the end of the window lowers the count', async () => {
    const key = emailKey();
    for (let i = 0; i < 3; i++) await countAttempt([key], WINDOW_MS);
    await uncountAttempt(key);
    expect(await countAttempt([key], WINDOW_MS)).toEqual([3]);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + WINDOW_MS + 1);
    expect(await countAttempt([key], WINDOW_MS)).toEqual([1]);
    vi.restoreAllMocks();
    await resetAttempts([key]);
    expect(await countAttempt([key], WINDOW_MS)).toEqual([1]);
  });
});
