/**
 * The reads and writes every entity collection (products, categories, gallery) shares. Each
 * document becomes a record `{ id, ...fields, createdAt, updatedAt }`; a missing document is a
 * NotFoundError carrying the collection's message ('Product not found').
 */
import { Timestamp, type CollectionReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import { NotFoundError } from './errors';
import { safeDocId } from './util';

export interface StoredRecord {
  id: string;
  createdAt: unknown;
  updatedAt: unknown;
}

/** A record's own fields: what create and update write. */
export type Fields<R extends StoredRecord> = Omit<R, keyof StoredRecord>;

/** Firestore's NOT_FOUND status code (an update of a missing document). */
const NOT_FOUND_CODE = 5;

export function recordCollection<R extends StoredRecord>(col: () => CollectionReference, toRecord: (snap: DocumentSnapshot) => R, notFoundMessage: string) {
  const notFound = () => new NotFoundError(notFoundMessage);
  /** The document for an id from a URL; ids Firestore would reject are missing documents. */
  const docOf = (id: unknown) => {
    const docId = safeDocId(id);
    if (!docId) throw notFound();
    return col().doc(docId);
  };

  return {
    /** A fresh document id (to name an entity's image files before the entity is written). */
    newId: () => col().doc().id,

    find: async (id: unknown): Promise<R | null> => {
      const docId = safeDocId(id);
      if (!docId) return null;
      const snap = await col().doc(docId).get();
      return snap.exists ? toRecord(snap) : null;
    },

    get: async (id: unknown): Promise<R> => {
      const snap = await docOf(id).get();
      if (!snap.exists) throw notFound();
      return toRecord(snap);
    },

    create: async (id: string, fields: Fields<R>): Promise<R> => {
      const now = Timestamp.now();
      const doc = { ...fields, createdAt: now, updatedAt: now };
      await col().doc(id).create(doc);
      return { id, ...doc } as unknown as R;
    },

    /** Writes `changes` (and a new updatedAt) over an existing record; returns the record as written. */
    update: async (existing: R, changes: Partial<Fields<R>>): Promise<R> => {
      const update = { ...changes, updatedAt: Timestamp.now() };
      try {
        await docOf(existing.id).update(update);
      } catch (error) {
        if ((error as { code?: number }).code === NOT_FOUND_CODE) throw notFound();
        throw error;
      }
      return { ...existing, ...update };
    },

    /** Reads the record and writes `patch(current)` (and a new updatedAt) in one transaction. */
    patch: async (id: unknown, patch: (current: R) => Partial<Fields<R>>): Promise<R> => {
      const ref = docOf(id);
      return firestore().runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) throw notFound();
        const current = toRecord(snap);
        const changes = { ...patch(current), updatedAt: Timestamp.now() };
        tx.update(ref, changes);
        return { ...current, ...changes };
      });
    },

    remove: async (id: string): Promise<void> => {
      await docOf(id).delete();
    },
  };
}
