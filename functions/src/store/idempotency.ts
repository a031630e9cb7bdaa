/**
 * `idempotency/{sha256(scope + key)}` { response (JSON text of { status, body }), expiresAt }: the
 * answer a create gave, stored in the create's own transaction, so that a retry with the same
 * Idempotency-Key gets that answer instead of creating the entity twice. Records expire after
 * 24 h (`expiresAt`, also usable by a Firestore TTL policy).
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { DAY_MS } from '@catalogue/domain';
import { firestore } from '../firebase';

const IDEMPOTENCY_TTL_MS = DAY_MS;

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** What a create needs to store its answer under a key: the answer is built from the record written. */
export interface Idempotency<R> {
  key: string;
  response: (record: R) => StoredResponse;
}

/** A create found its key already used: the stored answer is to be sent again. */
export class ReplayedResponse extends Error {
  override name = 'ReplayedResponse';
  constructor(readonly response: StoredResponse) {
    super('Replayed an earlier response');
  }
}

const col = () => firestore().collection('idempotency');

/** The document id for a client's key on one route (keys of different routes never meet). */
export const idempotencyId = (scope: string, key: string) => createHash('sha256').update(`${scope}\n${key}`).digest('hex');

function unexpired(data: Record<string, unknown> | undefined): StoredResponse | null {
  if (!data || !(data.expiresAt instanceof Timestamp) || data.expiresAt.toMillis() <= Date.now() || typeof data.response !== 'string') return null;
  return JSON.parse(data.response) as StoredResponse;
}

/** The answer stored under the key, if any (a cheap check before the request's work). */
export async function storedResponse(id: string): Promise<StoredResponse | null> {
  return unexpired((await col().doc(id).get()).data());
}

/**
 * In a create's transaction: throws ReplayedResponse when the key has an answer, else returns
 * the write that stores the answer for the record created. A key never used is claimed with
 * create(), so that of two concurrent creates with one key only one commits (the in-process
 * emulator does not isolate transactions; the loser's commit fails and, run again, replays the
 * answer). The write is to come first in its commit: that emulator applies writes in order until one fails.
 */
export async function claimKey<R>(tx: Transaction, idempotency: Idempotency<R> | undefined): Promise<(tx: Transaction, record: R) => void> {
  if (!idempotency) return () => undefined;
  const ref = col().doc(idempotency.key);
  const snap = await tx.get(ref);
  const stored = unexpired(snap.data());
  if (stored) throw new ReplayedResponse(stored);
  return (writer, record) => {
    const answer = { response: JSON.stringify(idempotency.response(record)), expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS) };
    if (snap.exists) writer.set(ref, answer);
    else writer.create(ref, answer);
  };
}
