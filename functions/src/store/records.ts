/**
 * The reads and writes every catalogue collection (products, categories, gallery) shares. Each
 * document becomes a record `{ id, ...fields, createdAt, updatedAt }`; a missing document is a
 * NotFoundError carrying the collection's message ('Product not found'). Reads come from the
 * instance's cached catalogue; writes are catalogue transactions (store/catalogue.ts) that read
 * the document they change, so of two concurrent deletes one finds it gone. A delete moves the
 * document to the trash (store/trash.ts). A collection with a slug index (products, categories)
 * claims a slug in the transaction that creates a record or changes its slug; its slugs stay
 * reserved while it is in the trash and are released when it is purged (store/slugs.ts).
 */
import { Timestamp, type CollectionReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { CHANGED_SINCE_READ, type TrashKind } from '@catalogue/domain';
import { cachedCollection, catalogueTransaction } from './catalogue';
import { ConflictError, NotFoundError, StaleRevisionError, staleMessage } from './errors';
import { claimKey, type Idempotency } from './idempotency';
import type { SlugIndex, SluggedRecord } from './slugs';
import { moveToTrash } from './trash';
import { millis, safeDocId, toIso } from './util';

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

/** The revision an edit read names (http/etag.ts): the record's updatedAt, which every write moves on. */
export const revisionOf = (record: StoredRecord) => `r${millis(record.updatedAt)}`;

/** A write's check of what the client read: `unchangedSince` its updatedAt (409), `ifMatch` the revisions its If-Match accepts (412). */
export interface ReadChecks {
  unchangedSince?: string;
  ifMatch?: readonly string[];
}

/** Whether the slug index applies: only records with a name and a slug are given an index. */
type SlugIndexFor<R> = R extends SluggedRecord ? SlugIndex : never;

export function recordCollection<R extends StoredRecord>(
  kind: TrashKind,
  col: () => CollectionReference,
  toRecord: (snap: DocumentSnapshot) => R,
  notFoundMessage: string,
  slugs?: SlugIndexFor<R>,
) {
  const entity = notFoundMessage.replace(/ not found$/, '');
  const changedMessage = `${entity} ${CHANGED_SINCE_READ}`;
  const notFound = () => new NotFoundError(notFoundMessage);
  /** The document for an id from a URL; ids Firestore would reject are missing documents. */
  const docOf = (id: unknown) => {
    const docId = safeDocId(id);
    if (!docId) throw notFound();
    return col().doc(docId);
  };
  const cached = cachedCollection(col, toRecord, slugs && ((records) => slugs.backfill(col, records as unknown as SluggedRecord[])));
  /** The current document, read in the transaction. */
  const readSnapshot = async (tx: Transaction, id: unknown) => {
    const snap = await tx.get(docOf(id));
    if (!snap.exists) throw notFound();
    return snap;
  };
  /** The current record, read in the transaction. */
  const read = async (tx: Transaction, id: unknown) => toRecord(await readSnapshot(tx, id));
  const noDependencies: Dependencies<R> = () => Promise.resolve();
  const sluggedFields = (fields: Partial<Fields<R>>) => fields as Partial<SluggedRecord>;

  /**
   * The slug a change claims: the requested one when it differs from the current one, a generated
   * one when the record has none yet; null when the slug stays (a rename keeps it).
   */
  const slugChange = (tx: Transaction, current: R, requested: Partial<Fields<R>>) => {
    const { slug: wanted, name } = sluggedFields(requested);
    const { slug: currentSlug, name: currentName } = current as unknown as SluggedRecord;
    if (!slugs || (wanted ? wanted === currentSlug : currentSlug)) return null;
    return slugs.claim(tx, current.id, { requested: wanted, name: name ?? currentName });
  };

  /**
   * Reads the record and its dependencies, then writes `changes(current)` and a new updatedAt, later
   * than the one read (so the revision moves on even for two writes in one millisecond). A record
   * changed since the client read it (`checks`) is a ConflictError or a StaleRevisionError.
   */
  const change = (id: unknown, changes: (current: R) => Partial<Fields<R>>, dependencies: Dependencies<R>, { unchangedSince, ifMatch }: ReadChecks = {}) =>
    catalogueTransaction(async (tx) => {
      const current = await read(tx, id);
      if (unchangedSince !== undefined && toIso(current.updatedAt) !== unchangedSince) throw new ConflictError(changedMessage);
      if (ifMatch && !ifMatch.includes(revisionOf(current))) throw new StaleRevisionError(staleMessage(entity.toLowerCase()));
      const requested = changes(current);
      const fixed = await dependencies(tx, requested);
      const claim = await slugChange(tx, current, requested);
      const updatedAt = Timestamp.fromMillis(Math.max(Date.now(), millis(current.updatedAt) + 1));
      const update: Record<string, unknown> = { ...requested, ...fixed, ...(slugs ? { slug: claim?.slug ?? (current as unknown as SluggedRecord).slug } : {}), updatedAt };
      return (writer) => {
        writer.update(docOf(current.id), update);
        claim?.write(writer);
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
    readSnapshot,

    /** Creates the record; with an idempotency key, stores the answer in the same transaction. */
    create: (id: string, fields: Fields<R>, options: { dependencies?: Dependencies<R>; idempotency?: Idempotency<R> } = {}): Promise<R> =>
      catalogueTransaction(async (tx) => {
        const storeAnswer = await claimKey(tx, options.idempotency);
        const fixed = await (options.dependencies ?? noDependencies)(tx, fields);
        const claim = slugs && (await slugs.claim(tx, id, { requested: sluggedFields(fields).slug, name: sluggedFields(fields).name ?? '' }));
        const now = Timestamp.now();
        const doc = { ...fields, ...fixed, ...(claim ? { slug: claim.slug } : {}), createdAt: now, updatedAt: now };
        return (writer) => {
          writer.create(col().doc(id), doc);
          claim?.write(writer);
          const record = { id, ...doc } as unknown as R;
          storeAnswer(writer, record);
          return record;
        };
      }),

    /**
     * Writes `changes` (and a new updatedAt) over the record as it is now, or what `changes` makes
     * of the record as read in the write's transaction; returns the record as written.
     */
    update: (
      id: string,
      changes: Partial<Fields<R>> | ((current: R) => Partial<Fields<R>>),
      { dependencies = noDependencies, ...checks }: { dependencies?: Dependencies<R> } & ReadChecks = {},
    ): Promise<R> => change(id, typeof changes === 'function' ? changes : () => changes, dependencies, checks),

    /** Reads the record and writes `patch(current)` (and a new updatedAt) in one transaction. */
    patch: (id: unknown, patch: (current: R) => Partial<Fields<R>>, checks: ReadChecks = {}): Promise<R> => change(id, patch, noDependencies, checks),

    /** Moves the record to the trash; returns it as it was. NotFoundError when it is already gone. */
    remove: (id: unknown): Promise<R> =>
      catalogueTransaction(async (tx) => {
        const snap = await readSnapshot(tx, id);
        const trash = await moveToTrash(tx, kind, [snap]);
        return (writer) => {
          trash(writer);
          return toRecord(snap);
        };
      }),
  };
}
