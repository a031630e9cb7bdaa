/**
 * Which Firestore errors mean "this write lost a race, nothing was committed: run it again".
 * The messages are those of Google's Firestore emulator and of Firestore (through firebase-admin).
 */
import { describe, expect, test } from 'vitest';
import { lostRace } from '../src/store/retry';

const grpc = (code: number, details: string) => Object.assign(new Error(`${code} ${details}`), { code, details });

describe('lostRace', () => {
  test.each([
    ['ALREADY_EXISTS (a create() another write made first)', grpc(6, 'ALREADY_EXISTS: Document already exists')],
    ['ABORTED (a transaction conflict)', grpc(10, 'ABORTED: Transaction lock timeout.')],
    ["NOT_FOUND (a transaction's update of a document deleted before it committed)", grpc(5, 'NOT_FOUND: no entity to update')],
    ["Google's emulator: a transaction killed by a concurrent one", grpc(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.')],
    ['Firestore: an expired transaction', grpc(3, 'INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.')],
  ])('%s is retried', (_what, error) => {
    expect(lostRace(error)).toBe(true);
  });

  test.each([
    ['INVALID_ARGUMENT about the data', grpc(3, 'INVALID_ARGUMENT: Property name is too long')],
    ['PERMISSION_DENIED', grpc(7, 'PERMISSION_DENIED: Missing or insufficient permissions.')],
    ['an error without a code', new Error('Transaction is invalid or closed.')],
    ['not an error', null],
  ])('%s is not', (_what, error) => {
    expect(lostRace(error)).toBe(false);
  });
});
