/**
 * gRPC status codes of a write that lost a race with a concurrent one: ALREADY_EXISTS (a create()
 * of a document another write made first), ABORTED (a transaction conflict) and NOT_FOUND (an
 * update() of a document the transaction read, deleted by another write before it committed).
 * Writes that must not overwrite each other use create() for new documents, so that the in-process
 * emulator, which does not isolate transactions, fails the loser too; real Firestore aborts it. Every
 * update() in a transaction here follows a read of its document, so a retry reads it again and sees
 * it gone (the slug backfill of a product the trash took meanwhile answered 500 before).
 */
const LOST_RACE = new Set([5, 6, 10]);
/**
 * INVALID_ARGUMENT about the transaction itself, not the data: a transaction killed by a concurrent
 * one ("Transaction is invalid or closed." from Google's emulator, which the SDK does not retry;
 * "transaction has expired" from Firestore once the SDK's own retries are spent). Nothing was committed.
 */
const INVALID_ARGUMENT = 3;
const LOST_TRANSACTION = /transaction (is invalid or closed|has expired)/i;
const MAX_RETRIES = 60;

export function lostRace(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (LOST_RACE.has(Number(code))) return true;
  return Number(code) === INVALID_ARGUMENT && typeof message === 'string' && LOST_TRANSACTION.test(message);
}

/**
 * Runs `write` again, after a short random pause, while it loses races with concurrent writes
 * (`lost` says which errors mean that), at most `retries` times.
 */
export async function retryLostRaces<T>(write: () => Promise<T>, lost: (error: unknown) => boolean = lostRace, retries = MAX_RETRIES): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await write();
    } catch (error) {
      if (!lost(error) || retry >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(retry + 1, 5)));
    }
  }
}
