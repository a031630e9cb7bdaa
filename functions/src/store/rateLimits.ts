/**
 * The rate limits' attempt counters, in the `loginAttempts/{key}` collection (its name from when it
 * counted sign-ins only): sign-ins, password-reset mails and the public writes (orders, order-link
 * counts, waitlist numbers).
 * Document: { kind, count, firstFailureAt: ms, lastFailureAt: ms }; a counter restarts when its
 * window has passed. Keys are hashes, so any email or address gives a valid document id and none
 * is stored in clear.
 *
 * An attempt is counted BEFORE it is answered (`countAttempt` returns the count with it), so a burst
 * of concurrent requests cannot all slip past a limit that was checked before any of them was counted.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import { lostRace, retryLostRaces } from './retry';

export type AttemptKind = 'pair' | 'ip' | 'email' | 'device' | 'reset-ip' | 'reset-pair' | 'reset-device' | 'order-ip' | 'link-open-ip' | 'waitlist-ip' | 'order-page-ip';

export interface AttemptKey {
  key: string;
  kind: AttemptKind;
}

const col = () => firestore().collection('loginAttempts');
const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);

/** The counter of `kind` for these values (an email, an address, or both for a pair). */
export function attemptKey(kind: AttemptKind, ...values: string[]): AttemptKey {
  // JSON keeps ('a|b', 'c') and ('a', 'b|c') apart.
  return { key: `${kind}_${hash(JSON.stringify(values.map((v) => v.trim().toLowerCase())))}`, kind };
}

/**
 * Errors of a count that lost to a concurrent write and is simply made again: those of `lostRace`
 * (another attempt created the counter first; a successful sign-in deleted it meanwhile: counting
 * again starts it afresh) and FAILED_PRECONDITION (another attempt restarted its window first).
 */
const FAILED_PRECONDITION = 9;
const lostToAnotherCount = (error: unknown) => lostRace(error) || Number((error as { code?: unknown } | null)?.code) === FAILED_PRECONDITION;

/**
 * Counts one attempt on each counter; returns each counter's count inside its window, in order,
 * read after this attempt's increment: of N concurrent callers, the k-th increment to commit reads
 * at least k, so no more than `limit` callers can ever see a count within `limit`.
 *
 * No transaction: a burst of attempts on one counter would all wait for the lock its reads take
 * (Google's Firestore locks what a transaction reads; 12 concurrent failures took over a minute on its
 * emulator). A counter is created with create(), restarted with a precondition on the version read,
 * and otherwise raised with increment(), which is atomic.
 */
export async function countAttempt(keys: AttemptKey[], windowMs: number): Promise<number[]> {
  const now = Date.now();
  return Promise.all(
    keys.map(async ({ key, kind }) => {
      const ref = col().doc(key);
      const first = { kind, count: 1, firstFailureAt: now, lastFailureAt: now };
      await retryLostRaces(async () => {
        const snap = await ref.get();
        if (!snap.exists) await ref.create(first);
        else if (now - Number(snap.get('firstFailureAt')) >= windowMs) await ref.update(first, { lastUpdateTime: snap.updateTime });
        else await ref.update({ count: FieldValue.increment(1), lastFailureAt: now });
      }, lostToAnotherCount);
      return Number((await ref.get()).get('count')) || 1;
    }),
  );
}

/** Takes back one counted attempt (one that turned out not to be a failure). */
export async function uncountAttempt(key: AttemptKey): Promise<void> {
  await col()
    .doc(key.key)
    .update({ count: FieldValue.increment(-1) })
    .catch(() => undefined);
}

export async function resetAttempts(keys: AttemptKey[]): Promise<void> {
  await Promise.all(keys.map(({ key }) => col().doc(key).delete()));
}
