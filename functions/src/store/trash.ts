/**
 * `trash/{id}`: a deleted product, category (with its subcategories), gallery item or testimonial,
 * named by the entity's id (the main category's for a category tree): { kind, name, docs: [{ id, data }]
 * (the documents as they were stored, the entity first), galleryLinks (the category references a
 * category's delete cleared on gallery items), deletedAt, purgeAt }. Moving to the trash, restoring
 * and purging are catalogue transactions (store/catalogue.ts), so an entity is always in exactly
 * one place, and of a restore and a purge of one entry one finds it gone. Slugs stay in their index
 * (store/slugs.ts) while the entity is in the trash, so nobody else takes them; a purge releases
 * them. The photos' files stay in the image store until the purge (the caller deletes them).
 */
import { Timestamp, type CollectionReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { DAY_MS, SITE_LIMITS, TRASH_DAYS, TRASH_KINDS, type TrashEntry, type TrashKind } from '@catalogue/domain';
import { firestore } from '../firebase';
import { catalogueTransaction } from './catalogue';
import { categoriesCol, galleryCol, productsCol, testimonialsCol } from './collections';
import { ConflictError, NotFoundError } from './errors';
import { categorySlugs, productSlugs, type SlugIndex } from './slugs';
import { idOrNull, prop, safeDocId, str, toIso } from './util';

const trashCol = () => firestore().collection('trash');
/** The error of a transaction that lost a race (gRPC ABORTED): store/retry.ts runs it again. */
const lostRace = () => Object.assign(new Error('Changed by a concurrent write'), { code: 10 });
const NOT_FOUND = 'Not in the trash (restored or deleted for good already)';

export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

/** A gallery item's category references as they were before a category's delete cleared them. */
export interface GalleryLink {
  id: string;
  categoryId: string | null;
  subcategoryId: string | null;
}

export interface TrashRecord {
  id: string;
  kind: TrashKind;
  name: string;
  docs: StoredDoc[];
  galleryLinks: GalleryLink[];
  deletedAt: unknown;
  purgeAt: unknown;
}

const collectionOf: Record<TrashKind, () => CollectionReference> = {
  product: productsCol,
  category: categoriesCol,
  gallery: galleryCol,
  testimonial: testimonialsCol,
};
const slugsOf: Partial<Record<TrashKind, SlugIndex>> = { product: productSlugs, category: categorySlugs };
const nounOf: Record<TrashKind, string> = { product: 'product', category: 'category', gallery: 'gallery item', testimonial: 'testimonial' };

const isKind = (value: unknown): value is TrashKind => TRASH_KINDS.includes(value as TrashKind);
const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function toRecord(snap: DocumentSnapshot): TrashRecord {
  const d = asObject(snap.data());
  return {
    id: snap.id,
    kind: isKind(d.kind) ? d.kind : 'product',
    name: str(d.name),
    docs: list(d.docs).map((doc) => ({ id: str(prop(doc, 'id')), data: asObject(prop(doc, 'data')) })).filter((doc) => safeDocId(doc.id)),
    galleryLinks: list(d.galleryLinks).map((link) => ({ id: str(prop(link, 'id')), categoryId: idOrNull(prop(link, 'categoryId')), subcategoryId: idOrNull(prop(link, 'subcategoryId')) })),
    deletedAt: d.deletedAt,
    purgeAt: d.purgeAt,
  };
}

const coverOf = (data: Record<string, unknown>) => str(data.image, str(prop(list(data.images)[0], 'src')));

export function toApi(r: TrashRecord): TrashEntry {
  const [entity, ...rest] = r.docs;
  return {
    _id: r.id,
    kind: r.kind,
    name: r.name,
    subcategories: r.kind === 'category' ? rest.map((doc) => str(doc.data.name)) : [],
    image: entity ? coverOf(entity.data) : '',
    deletedAt: toIso(r.deletedAt),
    purgeAt: toIso(r.purgeAt),
  };
}

/**
 * Entries are named by entity ids: letters, digits, '-' and '_' (never a name every object has, which the
 * in-process emulator mishandles, nor a `__x__` name, which Firestore reserves and refuses).
 */
const ENTRY_ID = /^[A-Za-z0-9_-]{1,200}$/;
const entryRef = (id: unknown) => {
  if (typeof id !== 'string' || !ENTRY_ID.test(id) || safeDocId(id) !== id || id in Object.prototype) throw new NotFoundError(NOT_FOUND);
  return trashCol().doc(id);
};

async function readEntry(tx: Transaction, id: unknown): Promise<TrashRecord> {
  const snap = await tx.get(entryRef(id));
  if (!snap.exists) throw new NotFoundError(NOT_FOUND);
  return toRecord(snap);
}

/**
 * In a catalogue transaction's read phase: the writes moving `snaps` (the entity first, then what
 * is deleted with it) to one trash entry named by the entity's id.
 */
export async function moveToTrash(tx: Transaction, kind: TrashKind, snaps: DocumentSnapshot[], galleryLinks: GalleryLink[] = []): Promise<(writer: Transaction) => void> {
  const [entity] = snaps;
  const ref = trashCol().doc(entity.id);
  if ((await tx.get(ref)).exists) {
    // The in-process emulator does not isolate transactions: a concurrent delete of the same entity
    // may have committed between the two reads. Then this one lost a race and runs again (finding it gone).
    if (!(await tx.get(entity.ref)).exists) throw lostRace();
    throw new ConflictError(`An entry with this id is already in the trash: delete it forever first`);
  }
  const data = asObject(entity.data());
  return (writer) => {
    const deletedAt = Timestamp.now();
    // The entry is written first: the in-process emulator applies a commit's writes in order until one fails.
    writer.create(ref, {
      kind,
      name: str(data.name, str(data.title)),
      docs: snaps.map((snap) => ({ id: snap.id, data: snap.data() ?? {} })),
      galleryLinks,
      deletedAt,
      purgeAt: Timestamp.fromMillis(deletedAt.toMillis() + TRASH_DAYS * DAY_MS),
    });
    for (const snap of snaps) writer.delete(snap.ref);
  };
}

/** Whether the entry's 30 days are not over: one past them is gone for the owner before the purge deletes it. */
const isLive = (entry: TrashRecord, now = Date.now()) => !(entry.purgeAt instanceof Timestamp) || entry.purgeAt.toMillis() > now;

/** Every live entry, the most recently deleted first. */
export async function listTrash(): Promise<TrashRecord[]> {
  const records = (await trashCol().get()).docs.map(toRecord).filter((entry) => isLive(entry));
  return records.sort((a, b) => toIso(b.deletedAt).localeCompare(toIso(a.deletedAt)) || a.id.localeCompare(b.id));
}

/** The ids of entries whose 30 days are over. */
export async function expiredTrashIds(now = new Date()): Promise<string[]> {
  return (await trashCol().where('purgeAt', '<=', Timestamp.fromDate(now)).get()).docs.map((doc) => doc.id);
}

/** Writes a restore makes besides re-creating the documents. */
type RestoreWrites = (writer: Transaction) => void;
const noWrites: RestoreWrites = () => undefined;
/** What a restore changes: fields of the entity's document as it is re-created, and other writes. */
interface RestoreFixes {
  fields?: Record<string, unknown>;
  writes?: RestoreWrites;
}

/** The message for a category a restored entity needs that is not in the catalogue. */
async function missingCategory(tx: Transaction, id: string, what: string, noun: string): Promise<ConflictError> {
  const inTrash = await tx.get(trashCol().doc(id));
  return new ConflictError(
    inTrash.exists
      ? `Its ${what} '${str(inTrash.get('name'))}' is in the trash: restore it first, then this ${noun}.`
      : `Its ${what} is no longer in the catalogue: restore the category from the trash first (if it was deleted for good, create this ${noun} again).`,
  );
}

const existing = async (tx: Transaction, col: () => CollectionReference, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id && !!safeDocId(id)))];
  const snaps = wanted.length ? await tx.getAll(...wanted.map((id) => col().doc(id))) : [];
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
};

/** What a restore checks and fixes besides the documents themselves, per kind; throws ConflictError to refuse. */
const restoreChecks: Record<TrashKind, (tx: Transaction, entry: TrashRecord) => Promise<RestoreFixes>> = {
  async product(tx, { docs: [{ data }] }) {
    const categoryId = idOrNull(data.categoryId);
    const subcategoryId = idOrNull(data.subcategoryId);
    const present = await existing(tx, categoriesCol, [categoryId, subcategoryId]);
    if (categoryId && !present.has(categoryId)) throw await missingCategory(tx, categoryId, 'category', 'product');
    if (subcategoryId && !present.has(subcategoryId)) throw await missingCategory(tx, subcategoryId, 'subcategory', 'product');
    return {};
  },

  async category(tx, { docs, galleryLinks }) {
    const parentId = idOrNull(docs[0].data.parentId ?? docs[0].data.parent);
    if (parentId && !(await existing(tx, categoriesCol, [parentId])).has(parentId)) throw await missingCategory(tx, parentId, 'main category', 'subcategory');
    const restored = new Set(docs.map((doc) => doc.id));
    const leftByDelete = (id: string | null) => (id && restored.has(id) ? null : id);
    const items = galleryLinks.length ? await tx.getAll(...galleryLinks.map((link) => galleryCol().doc(link.id))) : [];
    // Only items still as the delete left them get their references back: one filed elsewhere meanwhile stays there.
    const relinks = galleryLinks.filter((link, i) => {
      const item = items[i];
      return item.exists && idOrNull(item.get('categoryId')) === leftByDelete(link.categoryId) && idOrNull(item.get('subcategoryId')) === leftByDelete(link.subcategoryId);
    });
    return {
      writes: (writer) => relinks.forEach(({ id, categoryId, subcategoryId }) => writer.update(galleryCol().doc(id), { categoryId, subcategoryId })),
    };
  },

  async gallery(tx, { docs: [{ data }] }) {
    const present = await existing(tx, categoriesCol, [idOrNull(data.categoryId), idOrNull(data.subcategoryId)]);
    // As for a gallery item written while its category is deleted: the label stays, the reference goes.
    const keep = (id: unknown) => (typeof id === 'string' && present.has(id) ? id : null);
    return { fields: { categoryId: keep(data.categoryId), subcategoryId: keep(data.subcategoryId) } };
  },

  async testimonial(tx) {
    if ((await tx.get(testimonialsCol())).size >= SITE_LIMITS.testimonials) {
      throw new ConflictError(`At most ${SITE_LIMITS.testimonials} testimonials: delete one first, then restore this one.`);
    }
    return {};
  },
};

/** Gives the entity its slugs back (they stayed reserved; one missing from the index is claimed again). */
async function slugWrites(tx: Transaction, entry: TrashRecord): Promise<RestoreWrites> {
  const slugs = slugsOf[entry.kind];
  if (!slugs) return noWrites;
  const noun = nounOf[entry.kind];
  const claims: Awaited<ReturnType<SlugIndex['claim']>>[] = [];
  for (const { id, data } of entry.docs) {
    const slug = str(data.slug);
    if (!slug) continue;
    claims.push(
      await slugs.claim(tx, id, { requested: slug, name: str(data.name) }).catch((error: unknown) => {
        throw error instanceof ConflictError ? new ConflictError(`Its address '${slug}' is now used by another ${noun}: give that ${noun} another slug, then restore this one.`) : error;
      }),
    );
  }
  return (writer) => claims.forEach((claim) => claim.write(writer));
}

/**
 * Puts the entry's documents back with their ids, slugs and photos, and removes the entry.
 * NotFoundError when it is not in the trash; ConflictError (with what to do) when it cannot be.
 */
export function restoreFromTrash(id: unknown): Promise<TrashRecord> {
  return catalogueTransaction(async (tx) => {
    const entry = await readEntry(tx, id);
    if (!isLive(entry)) throw new NotFoundError(NOT_FOUND);
    const col = collectionOf[entry.kind];
    const noun = nounOf[entry.kind];
    if (!entry.docs.length) throw new ConflictError(`This entry holds nothing to restore: delete it forever.`);
    const taken = await existing(tx, col, entry.docs.map((doc) => doc.id));
    if (taken.size) {
      // As in moveToTrash: a concurrent restore of this entry may have committed between the reads.
      if (!(await tx.get(trashCol().doc(entry.id))).exists) throw lostRace();
      throw new ConflictError(`A ${noun} with this id is in the catalogue again, so this one cannot be restored: delete it forever.`);
    }
    const fixes = await restoreChecks[entry.kind](tx, entry);
    const slugs = await slugWrites(tx, entry);
    return (writer) => {
      const updatedAt = Timestamp.now();
      entry.docs.forEach(({ id: docId, data }, i) => writer.create(col().doc(docId), { ...data, ...(i === 0 ? fixes.fields : {}), updatedAt }));
      slugs(writer);
      fixes.writes?.(writer);
      // Last: the in-process emulator applies a commit's writes in order until one fails.
      writer.delete(trashCol().doc(entry.id));
      return entry;
    };
  });
}

/** Deletes the entry for good and releases its slugs; returns it (the caller deletes its photos' files). */
export function purgeFromTrash(id: unknown): Promise<TrashRecord> {
  return catalogueTransaction(async (tx) => {
    const entry = await readEntry(tx, id);
    const release = await slugsOf[entry.kind]?.release(tx, entry.docs.map((doc) => doc.id));
    return (writer) => {
      writer.delete(trashCol().doc(entry.id));
      release?.(writer);
      return entry;
    };
  });
}
