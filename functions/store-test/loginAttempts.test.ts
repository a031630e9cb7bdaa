import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FAILURES, WINDOW_MS, attemptKey, isLocked, recordFailure, resetFailures } from '../src/store/loginAttempts';
import { unique } from './fixtures';

const emailKey = () => ({ key: attemptKey('email', `${unique('user')}@example.com`), kind: 'email' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loginAttempts', () => {
  it('keys are stable, case-insensitive and valid document ids', () => {
    expect(attemptKey('email', ' Owner@Example.com ')).toBe(attemptKey('email', 'owner@example.com'));
    expect(attemptKey('ip', '10.0.0.1')).toMatch(/^ip_[0-9a-f]{40}$/);
  });

  it('locks after the limit of failures, counting concurrent failures too', async () => {
    const key = emailKey();
    await Promise.all(Array.from({ length: MAX_FAILURES - 1 }, () => recordFailure([key])));
    expect(await isLocked([key.key])).toBe(false);
    await recordFailure([key]);
    expect(await isLocked([key.key])).toBe(true);
    expect(await isLocked([emailKey().key, key.key])).toBe(true);
  });

  it('a reset or the end of the window unlocks', async () => {
    const key = emailKey();
    for (let i = 0; i < MAX_FAILURES; i++) await recordFailure([key]);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + WINDOW_MS + 1);
    expect(await isLocked([key.key])).toBe(false);
    vi.restoreAllMocks();
    expect(await isLocked([key.key])).toBe(true);
    await resetFailures(key.key);
    expect(await isLocked([key.key])).toBe(false);
  });
});
