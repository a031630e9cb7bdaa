import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestore } from '../src/firebase';
import { claimIdToken } from '../src/store/usedIdTokens';
import { unique } from './fixtures';

const HOUR_MS = 60 * 60 * 1000;
const tokenDoc = (token: string) => firestore().collection('usedIdTokens').doc(createHash('sha256').update(token).digest('hex'));

describe('used ID tokens', () => {
  it('a token is claimed once; the record keeps its hash and expiry, never the token', async () => {
    const token = unique('id-token');
    const expiresAtMs = Date.now() + HOUR_MS;
    expect(await claimIdToken(token, expiresAtMs)).toBe(true);
    expect(await claimIdToken(token, expiresAtMs)).toBe(false);
    expect(await claimIdToken(unique('id-token'), expiresAtMs)).toBe(true);
    const stored = (await tokenDoc(token).get()).data()!;
    expect(Object.keys(stored)).toEqual(['expiresAt']);
    expect((stored.expiresAt as Timestamp).toMillis()).toBe(expiresAtMs);
  });

  it('of concurrent claims of one token, exactly one succeeds', async () => {
    const token = unique('id-token');
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimIdToken(token, Date.now() + HOUR_MS)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('a claim that fails for another reason is an error, not a used token, and claims nothing', async () => {
    const token = unique('id-token');
    await expect(claimIdToken(token, Number.NaN)).rejects.toThrow();
    expect((await tokenDoc(token).get()).exists).toBe(false);
    expect(await claimIdToken(token, Date.now() + HOUR_MS)).toBe(true);
  });
});
