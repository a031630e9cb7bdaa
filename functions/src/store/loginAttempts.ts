/**
 * Failed sign-in counting (`loginAttempts/{key}`), per email and per client address.
 * Document: { kind: 'email' | 'ip', count, firstFailureAt: ms, lastFailureAt: ms }.
 * Keys are hashes, so any email or address gives a valid document id.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import { retryLostRaces } from './retry';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

const col = () => firestore().collection('loginAttempts');
export const attemptKey = (kind: 'email' | 'ip', value: string) =>
  `${kind}_${createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 40)}`;

/** True when any of the keys has reached the limit inside the window. */
export async function isLocked(keys: string[]): Promise<boolean> {
  const now = Date.now();
  const snaps = await firestore().getAll(...keys.map((key) => col().doc(key)));
  return snaps.some((snap) => {
    const data = snap.data();
    return !!data && data.count >= MAX_FAILURES && now - Number(data.firstFailureAt) < WINDOW_MS;
  });
}

export async function recordFailure(keys: { key: string; kind: string }[]): Promise<void> {
  const now = Date.now();
  await Promise.all(
    keys.map(({ key, kind }) =>
      retryLostRaces(() =>
        firestore().runTransaction(async (tx) => {
          const ref = col().doc(key);
          const data = (await tx.get(ref)).data();
          const first = { kind, count: 1, firstFailureAt: now, lastFailureAt: now };
          // create(): of two concurrent first failures, one commit fails and is retried as an increment.
          if (!data) tx.create(ref, first);
          else if (now - Number(data.firstFailureAt) >= WINDOW_MS) tx.set(ref, first);
          // increment() keeps concurrent failures from overwriting each other.
          else tx.update(ref, { count: FieldValue.increment(1), lastFailureAt: now });
        }),
      ),
    ),
  );
}

export async function resetFailures(key: string): Promise<void> {
  await col().doc(key).delete();
}
