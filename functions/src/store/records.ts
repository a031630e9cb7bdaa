/**
 * The reads and writes every catalogue collection (products, categories, gallery) shares. Each
 * document becomes a record `{ id, ...fields, createdAt, updatedAt }`; a missing document is a
 * NotFoundError carrying the collection's message ('Product not found'). Reads come from the
 * instance's cached catalogue; writes are catalogue transactions (store/catalogue.ts) that read
 * the document they change, so of two concurrent deletes one finds it gone.
 */
import { Timestamp, type CollectionReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { cachedCollection, catalogueTransaction } from './catalogue';
import { NotFoundError } from './errors';
import { claimKey, type Idempotency } from './idempotency';
import { safeDocId } from './util';

export interface StoredRecord {
  id: string;
  createdAt: unknown;
  updatedAt: unknown;
}

/** A record's own fields: what create and update write. */
export type Fields<R extends StoredRecord> = Omit<R, keyof StoredRecord>;

/**
 * What a write depends on, read in its transaction: throws to refuse the write, or returns
 * fields to write instead of the given ones (e.g. a reference to a category that is gone).
 */
export type Dependencies<R extends StoredRecord> = (tx: Transaction, fields: Partial<Fields<R>>) => Promise<Partial<Fields<R>> | void>;

export function recordCollection<R extends StoredRecord>(col: () => CollectionReference, toRecord: (snap: DocumentSnapshot) => R, notFoundMessage: string) {
  const notFound = () => new NotFoundError(notFoundMessage);
  /** The document for an id from a URL; ids Firestore would reject are missing documents. */
  const docOf = (id: unknown) => {
    const docId = safeDocId(id);
    if (!docId) throw notFound();
    return col().doc(docId);
  };
  const cached = cachedCollection(col, toRecord);
  /** The current record, read in the transaction. */
  const read = async (tx: Transaction, id: unknown) => {
    const snap = await tx.get(docOf(id));
    if (!snap.exists) throw notFound();
    return toRecord(snap);
  };
  const noDependencies: Dependencies<R> = () => Promise.resolve();

  /** Reads the record and its dependencies, then writes `changes(current)` and a new updatedAt. */
  const change = (id: unknown, changes: (current: R) => Partial<Fields<R>>, dependencies: Dependencies<R>) =>
    catalogueTransaction(async (tx) => {
      const current = await read(tx, id);
      const requested = changes(current);
      const update: Record<string, unknown> = { ...requested, ...(await dependencies(tx, requested)), updatedAt: Timestamp.now() };
      return (writer) => {
        writer.update(docOf(current.id), update);
        return { ...current, ...update };
      };
    });

  return {
    /** A fresh document id (to name an entity's image files before the entity is written). */
    newId: () => col().doc().id,

    /** Every record (shared and frozen: copy before sorting). */
    all: async (): Promise<readonly R[]> => (await cached()).all,

    find: async (id: unknown): Promise<R | null> => {
      const docId = safeDocId(id);
      return (docId && (await cached()).byId.get(docId)) || null;
    },

    get: async (id: unknown): Promise<R> => {
      const docId = safeDocId(id);
      const record = docId ? (await cached()).byId.get(docId) : undefined;
      if (!record) throw notFound();
      return record;
    },

    read,

    /** Creates the record; with an idempotency key, stores the answer in the same transaction. */
    create: (id: string, fields: Fields<R>, options: { dependencies?: Dependencies<R>; idempotency?: Idempotency<R> } = {}): Promise<R> =>
      catalogueTransaction(async (tx) => {
        const storeAnswer = await claimKey(tx, options.idempotency);
        const now = Timestamp.now();
        const doc = { ...fields, ...(await (options.dependencies ?? noDependencies)(tx, fields)), createdAt: now, updatedAt: now };
        return (writer) => {
          writer.create(col().doc(id), doc);
          const record = { id, ...doc } as unknown as R;
          storeAnswer(writer, record);
          return record;
        };
      }),

    /** Writes `changes` (and a new updatedAt) over the record as it is now; returns the record as written. */
    update: (existing: R, changes: Partial<Fields<R>>, dependencies = noDependencies): Promise<R> => change(existing.id, () => changes, dependencies),

    /** Reads the record and writes `patch(current)` (and a new updatedAt) in one transaction. */
    patch: (id: unknown, patch: (current: R) => Partial<Fields<R>>): Promise<R> => change(id, patch, noDependencies),

    /** Deletes the record; returns it as it was. NotFoundError when it is already gone. */
    remove: (id: unknown): Promise<R> =>
      catalogueTransaction(async (tx) => {
        const current = await read(tx, id);
        return (writer) => {
          writer.delete(docOf(current.id));
          return current;
        };
      }),
  };
}
