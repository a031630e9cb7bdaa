import { Timestamp } from 'firebase-admin/firestore';
import { notFound } from '../http/errors';
import { firestore } from './firebase';

/** Firestore rejects ids with '/', '.' / '..', `__x__` names and over-long ids: treat them as unknown. */
export function safeDocId(id: unknown): string | null {
  if (typeof id !== 'string') return null;
  const value = id.trim();
  if (!value || value.length > 700 || value.includes('/') || value === '.' || value === '..' || /^__.*__$/.test(value)) return null;
  return value;
}

/** Timestamps as ISO strings, whatever form they were stored in. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return new Date(0).toISOString();
}

export const millis = (value: unknown) => new Date(toIso(value)).getTime();

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
export const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : Number.isFinite(Number(value)) && value !== null && value !== '' ? Number(value) : fallback);
export const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : fallback);

/** Firestore's NOT_FOUND status code (an update of a missing document). */
const NOT_FOUND_CODE = 5;

/** Updates a document; a missing one is a 404 with `notFoundMessage`. `onError` runs first on any failure. */
export async function updateOrNotFound(
  ref: FirebaseFirestore.DocumentReference,
  update: FirebaseFirestore.UpdateData<FirebaseFirestore.DocumentData>,
  notFoundMessage: string,
  onError?: () => Promise<void>,
): Promise<void> {
  try {
    await ref.update(update);
  } catch (error) {
    await onError?.();
    if ((error as { code?: number }).code === NOT_FOUND_CODE) throw notFound(notFoundMessage);
    throw error;
  }
}

/**
 * Reads a document and writes `patch(current)` with a new updatedAt in one transaction;
 * a missing document is a 404 with `notFoundMessage`. Returns the record as written.
 */
export async function patchInTransaction<R extends object, P extends Partial<R>>(
  ref: FirebaseFirestore.DocumentReference,
  read: (snap: FirebaseFirestore.DocumentSnapshot) => R,
  notFoundMessage: string,
  patch: (current: R) => P,
): Promise<R & P & { updatedAt: Timestamp }> {
  return firestore().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(notFoundMessage);
    const current = read(snap);
    const changes = { ...patch(current), updatedAt: Timestamp.now() };
    tx.update(ref, changes);
    return { ...current, ...changes };
  });
}
