import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestore } from '../src/firebase';
import { endAllSessions, endSession, openSessionOwner, recordSession, sessionsOf } from '../src/store/sessions';
import { unique } from './fixtures';

const HOUR_MS = 60 * 60 * 1000;
const sessionDoc = (id: string) => firestore().collection('sessions').doc(id);
const open = (uid: string, cookie = unique('cookie'), device = 'Chrome on Windows') => recordSession(uid, cookie, device, Date.now() + HOUR_MS);
/** Makes the session look last seen `ms` ago. */
const seenAgo = (id: string, ms: number) => sessionDoc(id).update({ lastSeenAt: Timestamp.fromMillis(Date.now() - ms) });
const lastSeenMs = async (id: string) => ((await sessionDoc(id).get()).get('lastSeenAt') as Timestamp).toMillis();

describe('sessions', () => {
  it('a recorded session is open with its cookie only; the record keeps the cookie\'s hash, never the cookie', async () => {
    const uid = unique('uid');
    const cookie = unique('cookie');
    const id = await recordSession(uid, cookie, 'Safari on iPhone', Date.now() + HOUR_MS);
    expect(await openSessionOwner(id, cookie)).toBe(uid);
    expect(await openSessionOwner(id, `${cookie}x`)).toBeNull();
    expect(await openSessionOwner(unique('no-such-session'), cookie)).toBeNull();
    const stored = (await sessionDoc(id).get()).data()!;
    expect(stored).toMatchObject({ uid, device: 'Safari on iPhone', cookieHash: createHash('sha256').update(cookie).digest('hex') });
    expect(JSON.stringify(stored)).not.toContain(cookie);
  });

  it('two sign-ins in one instant are two sessions', async () => {
    const uid = unique('uid');
    const cookie = unique('cookie');
    const ids = await Promise.all([open(uid, cookie), open(uid, cookie)]);
    expect(new Set(ids).size).toBe(2);
    expect((await sessionsOf(uid)).map((s) => s._id).sort()).toEqual([...ids].sort());
  });

  it('notes when a session was seen, at most once a minute', async () => {
    const cookie = unique('cookie');
    const id = await open(unique('uid'), cookie);
    await seenAgo(id, 10_000);
    const recent = await lastSeenMs(id);
    await openSessionOwner(id, cookie);
    expect(await lastSeenMs(id)).toBe(recent);

    await seenAgo(id, 5 * 60_000);
    const before = Date.now();
    await openSessionOwner(id, cookie);
    expect(await lastSeenMs(id)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a session ended while a request notes it seen stays ended', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const uid = unique('uid');
      const cookie = unique('cookie');
      const id = await open(uid, cookie);
      await seenAgo(id, 5 * 60_000);
      const [owner, ended] = await Promise.all([openSessionOwner(id, cookie), endSession(id, uid)]);
      expect([uid, null]).toContain(owner);
      expect(ended).toBe(true);
      expect((await sessionDoc(id).get()).exists).toBe(false);
      expect(await openSessionOwner(id, cookie)).toBeNull();
    }
  });

  it("lists an account's unexpired sessions only, most recently seen first", async () => {
    const uid = unique('uid');
    const older = await open(uid, unique('cookie'), 'Firefox on Linux');
    const newer = await open(uid, unique('cookie'), 'Chrome on Android');
    const expired = await recordSession(uid, unique('cookie'), 'Edge on Windows', Date.now() - 1000);
    await open(unique('someone-else'));
    await seenAgo(older, 3 * 60_000);
    await seenAgo(newer, 60_000);
    const sessions = await sessionsOf(uid);
    expect(sessions.map((s) => [s._id, s.device])).toEqual([
      [newer, 'Chrome on Android'],
      [older, 'Firefox on Linux'],
    ]);
    expect(sessions.map((s) => s._id)).not.toContain(expired);
    for (const session of sessions) {
      expect(session.uid).toBe(uid);
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt) + 3 * 60_000);
    }
    expect(await sessionsOf(unique('nobody'))).toEqual([]);
  });

  it('reads a session whose sign-in time was stored as text', async () => {
    const uid = unique('uid');
    const id = await open(uid);
    await sessionDoc(id).update({ createdAt: '2024-05-01T10:00:00.000Z', device: 42 });
    expect(await sessionsOf(uid)).toEqual([expect.objectContaining({ _id: id, signedInAt: '2024-05-01T10:00:00.000Z', device: '42' })]);
  });

  it('ends a session of its own account only, also when two ends race', async () => {
    const uid = unique('uid');
    const id = await open(uid);
    expect(await endSession(id, unique('other-uid'))).toBe(false);
    expect((await sessionDoc(id).get()).exists).toBe(true);
    expect(await endSession(unique('no-such-session'), uid)).toBe(false);

    // Real Firestore answers the later of two racing ends false; the in-process emulator, which does
    // not isolate transactions, may let both delete the record. Either way it is ended once and for all.
    const results = await Promise.all([endSession(id, uid), endSession(id, uid)]);
    expect(results).toContain(true);
    expect(await sessionsOf(uid)).toEqual([]);
    expect(await endSession(id, uid)).toBe(false);
  });

  it("ending all sessions of an account removes its records and nobody else's", async () => {
    const uid = unique('uid');
    const other = unique('uid');
    const cookie = unique('cookie');
    const mine = await Promise.all([open(uid, cookie), open(uid), open(uid)]);
    const theirs = await open(other);
    await endAllSessions(uid);
    expect(await sessionsOf(uid)).toEqual([]);
    expect(await openSessionOwner(mine[0], cookie)).toBeNull();
    expect((await sessionsOf(other)).map((s) => s._id)).toEqual([theirs]);
    await expect(endAllSessions(unique('nobody'))).resolves.toBeUndefined();
  });
});
