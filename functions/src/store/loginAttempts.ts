/**
 * Attempt counters (`loginAttempts/{key}`) for throttling sign-ins and password-reset mails.
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

export type AttemptKind = 'pair' | 'ip' | 'email' | 'reset-ip' | 'reset-email';

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
 * NOT_FOUND: the transaction's update of a counter that a successful sign-in deleted meanwhile
 * (resetAttempts). Google's emulator answers so instead of aborting the transaction (a 500 on
 * concurrent sign-ins of one account); counting again starts the counter afresh.
 */
const NOT_FOUND = 5;
const lostToReset = (error: unknown) => lostRace(error) || Number((error as { code?: unknown } | null)?.code) === NOT_FOUND;

/**
 * Counts one attempt on each counter; returns each counter's count inside its window, in order,
 * read after this attempt's increment: of N concurrent callers, the k-th increment to commit reads
 * at least k, so no more than `limit` callers can ever see a count within `limit`.
 */
export async function countAttempt(keys: AttemptKey[], windowMs: number): Promise<number[]> {
  const now = Date.now();
  return Promise.all(
    keys.map(async ({ key, kind }) => {
      const ref = col().doc(key);
      await retryLostRaces(() =>
        firestore().runTransaction(async (tx) => {
          const data = (await tx.get(ref)).data();
          const first = { kind, count: 1, firstFailureAt: now, lastFailureAt: now };
          // create(): of two concurrent first attempts, one commit fails and is retried as an increment.
          if (!data) tx.create(ref, first);
          else if (now - Number(data.firstFailureAt) >= windowMs) tx.set(ref, first);
          // increment() keeps concurrent attempts from overwriting each other.
          else tx.update(ref, { count: FieldValue.increment(1), lastFailureAt: now });
        }),
        lostToReset,
      );
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
