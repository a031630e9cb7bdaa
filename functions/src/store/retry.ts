/**
 * gRPC status codes of a write that lost a race with a concurrent one: ALREADY_EXISTS (a create()
 * of a document another write made first) and ABORTED (a transaction conflict). Writes that must
 * not overwrite each other use create() for new documents, so that the in-process emulator, which
 * does not isolate transactions, fails the loser too; real Firestore also aborts it.
 */
const LOST_RACE = new Set([6, 10]);
const MAX_RETRIES = 60;

/** Runs `write` again, after a short random pause, while it loses races with concurrent writes. */
export async function retryLostRaces<T>(write: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await write();
    } catch (error) {
      if (!LOST_RACE.has(Number((error as { code?: number }).code)) || retry >= MAX_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(retry + 1, 5)));
    }
  }
}
