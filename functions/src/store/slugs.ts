/**
 * Slug indexes: `productSlugs/{slug}` and `categorySlugs/{slug}` { id } map every slug an entity has
 * had (its current one and the ones it had before) to the entity, so a slug is unique per kind and
 * an old one still finds the entity, whose current `slug` the page redirects to. Claims are read and
 * written in the entity's catalogue transaction (store/catalogue.ts): two concurrent creates of the
 * same name both read `rose-soap` free, both try to commit, and the one retried reads it taken and
 * gets `rose-soap-2`. An entity's slugs are released when it is deleted. When products are merged
 * (store/products.ts mergeProducts), the slugs of the one merged in point at the other with the
 * size it became: `{ id, size }`.
 */
import type { CollectionReference, DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { isReservedSlug, slugCandidate, slugify } from '@catalogue/domain';
import { firestore } from '../firebase';
import { cachedCollection, catalogueTransaction } from './catalogue';
import { ConflictError } from './errors';
import { chunk, str } from './util';

export type SlugKind = 'product' | 'category';

/** Index writes a claim or release makes once the transaction's reads are done. */
type IndexWrites = (writer: Transaction) => void;

/** Candidates read per round while looking for a free slug. */
const CANDIDATES_PER_READ = 10;
/** Entities given a slug per backfill transaction (two writes each, well under Firestore's 500). */
const BACKFILL_BATCH = 100;

export interface SluggedRecord {
  id: string;
  name: string;
  slug: string;
}

function slugIndex(kind: SlugKind) {
  const col = () => firestore().collection(`${kind}Slugs`);
  const cached = cachedCollection(col, (snap: DocumentSnapshot) => ({ id: snap.id, entityId: str(snap.get('id')), size: str(snap.get('size')) || null }));
  const ownedByOther = (snap: DocumentSnapshot, id: string) => snap.exists && snap.get('id') !== id;

  /** The first free candidate from the name (or, for a name with no latin letter or digit, the id). */
  async function generate(tx: Transaction, id: string, name: string, pending: ReadonlySet<string>): Promise<string> {
    const base = slugify(name) || slugify(id) || kind;
    for (let first = 1; ; first += CANDIDATES_PER_READ) {
      const candidates = Array.from({ length: CANDIDATES_PER_READ }, (_, i) => slugCandidate(base, first + i));
      const snaps = await tx.getAll(...candidates.map((slug) => col().doc(slug)));
      const free = snaps.find((snap) => !ownedByOther(snap, id) && !pending.has(snap.id) && !isReservedSlug(snap.id));
      if (free) return free.id;
    }
  }

  /**
   * In a transaction's read phase: the slug the entity gets, `requested` (409 when another entity
   * has it now or had it) or else one generated from `name`, and the index write claiming it.
   * `pending` holds slugs claimed earlier in the same transaction.
   */
  async function claim(tx: Transaction, id: string, { requested, name, pending = new Set() }: { requested?: string | null; name: string; pending?: ReadonlySet<string> }) {
    let slug: string;
    if (requested) {
      if (ownedByOther(await tx.get(col().doc(requested)), id) || pending.has(requested)) {
        throw new ConflictError(`The slug '${requested}' is already used by another ${kind}. Choose another one.`);
      }
      slug = requested;
    } else {
      slug = await generate(tx, id, name, pending);
    }
    const write: IndexWrites = (writer) => writer.set(col().doc(slug), { id });
    return { slug, write };
  }

  async function slugRefs(tx: Transaction, ids: string[]): Promise<DocumentReference[]> {
    const refs: DocumentReference[] = [];
    for (const part of chunk(ids, 30)) refs.push(...(await tx.get(col().where('id', 'in', part))).docs.map((doc) => doc.ref));
    return refs;
  }

  return {
    claim,

    /** In a transaction's read phase: the index writes removing every slug of these entities. */
    async release(tx: Transaction, ids: string[]): Promise<IndexWrites> {
      const refs = await slugRefs(tx, ids);
      return (writer) => refs.forEach((ref) => writer.delete(ref));
    },

    /** In a transaction's read phase: the index writes pointing every slug of `fromId` at `toId`, at its `size`. */
    async move(tx: Transaction, fromId: string, toId: string, size: string): Promise<IndexWrites> {
      const refs = await slugRefs(tx, [fromId]);
      return (writer) => refs.forEach((ref) => writer.set(ref, { id: toId, size }));
    },

    /** The entity that has or had `slug` (and the size it was, for a product merged into another), from the instance's cached catalogue. */
    async find(slug: string): Promise<{ entityId: string; size: string | null } | null> {
      const entry = (await cached()).byId.get(slug);
      return entry?.entityId ? { entityId: entry.entityId, size: entry.size } : null;
    },

    /**
     * Gives every record without a slug one (data stored before slugs existed), in catalogue
     * transactions that read each document again and skip it when a concurrent backfill or edit
     * gave it a slug meanwhile. Returns whether anything was missing.
     */
    async backfill(collection: () => CollectionReference, records: readonly SluggedRecord[]): Promise<boolean> {
      const missing = records.filter((r) => !r.slug);
      for (const part of chunk(missing, BACKFILL_BATCH)) {
        await catalogueTransaction(async (tx) => {
          const snaps = await tx.getAll(...part.map((r) => collection().doc(r.id)));
          const claimed = new Set<string>();
          const claims: { snap: DocumentSnapshot; slug: string; write: IndexWrites }[] = [];
          for (const snap of snaps.filter((s) => s.exists && !str(s.get('slug')))) {
            const given = await claim(tx, snap.id, { name: str(snap.get('name')), pending: claimed });
            claimed.add(given.slug);
            claims.push({ snap, ...given });
          }
          return (writer) => {
            for (const { snap, slug, write } of claims) {
              writer.update(snap.ref, { slug });
              write(writer);
            }
          };
        });
      }
      return missing.length > 0;
    },
  };
}

export type SlugIndex = ReturnType<typeof slugIndex>;
export const productSlugs = slugIndex('product');
export const categorySlugs = slugIndex('category');
