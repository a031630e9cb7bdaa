import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestore } from '../src/firebase';
import { isTrustedDevice, issueDeviceToken } from '../src/store/trustedDevices';
import { unique } from './fixtures';

const YEAR_MS = 365 * 86_400_000;
const deviceDoc = (token: string) => firestore().collection('trustedDevices').doc(createHash('sha256').update(token).digest('hex'));
const email = () => `${unique('owner')}@example.com`;

describe('trusted devices', () => {
  it('a token is trusted for its account (however the email is typed) for a year, and for no other account', async () => {
    const account = email();
    const before = Date.now();
    const token = await issueDeviceToken(account);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isTrustedDevice(token, account)).toBe(true);
    expect(await isTrustedDevice(token, ` ${account.toUpperCase()} `)).toBe(true);
    expect(await isTrustedDevice(token, email())).toBe(false);

    const stored = (await deviceDoc(token).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(account);
    const expiresAt = (stored.expiresAt as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + YEAR_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + YEAR_MS);
  });

  it('concurrent issues give distinct tokens, each trusted', async () => {
    const account = email();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => issueDeviceToken(account)));
    expect(new Set(tokens).size).toBe(5);
    expect(await Promise.all(tokens.map((token) => isTrustedDevice(token, account)))).toEqual([true, true, true, true, true]);
  });

  it('no token, a malformed one, an unknown one or an expired one is not trusted', async () => {
    const account = email();
    const token = await issueDeviceToken(account);
    for (const other of [undefined, '', 'short', `${token}x`, token.slice(0, 42) + '!', 'A'.repeat(43)]) {
      expect(await isTrustedDevice(other, account), String(other)).toBe(false);
    }
    await deviceDoc(token).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await isTrustedDevice(token, account)).toBe(false);
  });
});
