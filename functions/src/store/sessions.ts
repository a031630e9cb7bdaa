/**
 * One record per sign-in (`sessions/{id}`), so that every device has a session of its own. A
 * Firebase session cookie is determined by the account and the second of the sign-in, so two
 * sign-ins in one second would otherwise be one session. The token a client holds is
 * `{id}.{session cookie}` (auth/sessionToken.ts); the record keeps the cookie's hash, never the cookie.
 * Document: { uid, device, cookieHash, createdAt, lastSeenAt, expiresAt } (Timestamps; a Firestore
 * TTL policy on `expiresAt` deletes the record once the cookie has expired anyway).
 * Ending a session deletes its record; every request checks that the record exists.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { auth, firestore } from '../firebase';
import { toIso } from './util';

const col = () => firestore().collection('sessions');
const hashOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

/** How often `lastSeenAt` is written at most: a write per request would be wasted. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionRecord {
  _id: string;
  uid: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

function recordOf(id: string, data: FirebaseFirestore.DocumentData): SessionRecord {
  return {
    _id: id,
    uid: String(data.uid),
    device: String(data.device),
    signedInAt: toIso(data.createdAt),
    lastSeenAt: toIso(data.lastSeenAt),
    expiresAt: toIso(data.expiresAt),
  };
}

/** Records a new session; answers its id. */
export async function recordSession(uid: string, cookie: string, device: string, expiresAtMs: number): Promise<string> {
  const ref = col().doc();
  const now = Timestamp.now();
  await ref.create({ uid, device, cookieHash: hashOf(cookie), createdAt: now, lastSeenAt: now, expiresAt: Timestamp.fromMillis(expiresAtMs) });
  return ref.id;
}

/**
 * The account whose session `id` is still open with this cookie, or null; notes that it was seen now.
 */
export async function openSessionOwner(id: string, cookie: string): Promise<string | null> {
  const snap = await col().doc(id).get();
  if (!snap.exists || snap.get('cookieHash') !== hashOf(cookie)) return null;
  const lastSeen = (snap.get('lastSeenAt') as Timestamp).toMillis();
  if (Date.now() - lastSeen > LAST_SEEN_RESOLUTION_MS) {
    // Ended meanwhile: update() fails on a deleted record, and nothing needs doing.
    await snap.ref.update({ lastSeenAt: Timestamp.now() }).catch(() => undefined);
  }
  return String(snap.get('uid'));
}

/** The account's open sessions, most recently seen first. */
export async function sessionsOf(uid: string): Promise<SessionRecord[]> {
  const snap = await col().where('uid', '==', uid).get();
  const now = Date.now();
  return snap.docs
    .filter((doc) => (doc.get('expiresAt') as Timestamp).toMillis() > now)
    .map((doc) => recordOf(doc.id, doc.data()))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends session `id` of `uid`; answers false when the account has no such session. */
export async function endSession(id: string, uid: string): Promise<boolean> {
  return firestore().runTransaction(async (tx) => {
    const ref = col().doc(id);
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('uid') !== uid) return false;
    tx.delete(ref);
    return true;
  });
}

/** Removes the records of every session of the account (their cookies are revoked by Firebase). */
export async function endAllSessions(uid: string): Promise<void> {
  const snap = await col().where('uid', '==', uid).get();
  await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
}

/**
 * Ends every session of a user at once: Firebase revokes its cookies, and their records go. Firebase
 * compares whole seconds (a session is revoked when its auth_time < tokensValidAfterTime), so a
 * session signed in during the current second would survive: wait for the next second first (at most 1 s).
 */
export async function revokeAllSessions(uid: string) {
  const msIntoSecond = Date.now() % 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000 - msIntoSecond + 5));
  await auth().revokeRefreshTokens(uid);
  await endAllSessions(uid);
}
