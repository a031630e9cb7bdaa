/**
 * The catalogue (products, categories, gallery items): its version, the one transaction every
 * write of it goes through, and the per-instance cached copy public reads are served from.
 *
 * `meta/catalogue` { version } counts committed catalogue writes. A write reads the version first
 * (outside its transaction), then, in the transaction, what it depends on (the category documents
 * it points at, the products of a category it deletes), and commits version n+1: it creates
 * `catalogueChanges/{n+1}` as the first write of its commit and sets `meta/catalogue`. Of two
 * writes that overlap in time, or a write that started before another committed, one finds that
 * change document made already, so its commit fails and it runs again from the start, reading
 * what the other wrote: no interleaving can leave a product or subcategory pointing at a deleted
 * category. Real Firestore isolates transactions by itself; the in-process emulator does not, and
 * applies a commit's writes in order until one fails, which is why the create() comes first. The
 * version is not read in the transaction: a transactional read would lock the one document every
 * catalogue write reads, and Google's emulator resolves two transactions waiting on each other's
 * read lock only by timing one out (2 s), which piles up under concurrent writes.
 * Change documents carry `expiresAt` (one day later) for a Firestore TTL policy.
 *
 * Retrying alone is not fair: a write whose reads take longer than the others' loses every race
 * while quicker writes keep committing (a gallery update lost 60 times in a row and answered 504
 * while other requests wrote the catalogue). So after a few lost races a write reserves the next
 * version: it creates `catalogueReservations/{n+1}` { holder, expiresAt }, and every other write
 * that is about to try version n+1 waits until the version has moved on or the reservation has
 * expired (its holder crashed). Only the writes already under way can still beat it; then it
 * reserves the version after. Reservations live in Firestore, so they order the writes of every
 * function instance and process alike. They are only about fairness: integrity still comes from
 * the change documents, so a reservation that expires too early costs a retry, never a write.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Timestamp, type CollectionReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { DAY_MS } from '@catalogue/domain';
import { firestore } from '../firebase';
import { lostRace, retryLostRaces } from './retry';
import { num } from './util';

const versionRef = () => firestore().collection('meta').doc('catalogue');
const changesCol = () => firestore().collection('catalogueChanges');
const reservationRef = (version: number) => firestore().collection('catalogueReservations').doc(String(version));

/** Writes a transaction makes once its reads are done; what they return is the transaction's result. */
export type CatalogueWrites<T> = (tx: Transaction) => T;

/** Lost races after which a catalogue write reserves the next version (see above). */
export const RACES_BEFORE_RESERVING = 3;
/** How long a reservation holds the others back: far longer than one attempt, short enough if its holder died. */
export const RESERVATION_MS = 10_000;
const ALREADY_EXISTS = 6;
/** The reservation holder the current async context writes for: its own reservations do not hold it back. */
const reserving = new AsyncLocalStorage<string>();

/**
 * Runs `read` (every read of the transaction: it returns the writes to make) and commits those
 * writes together with the next catalogue version, retrying from the start when a concurrent
 * catalogue write committed first, and reserving each version it tries once it lost
 * RACES_BEFORE_RESERVING times.
 */
export async function catalogueTransaction<T>(read: (tx: Transaction) => Promise<CatalogueWrites<T>>): Promise<T> {
  try {
    return await retryLostRaces(() => commitNextVersion(read, false), lostRace, RACES_BEFORE_RESERVING - 1);
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
  // A write made inside this one's reads (a cache repair) runs in this context: it is not held back by this reservation.
  return reserving.run(reserving.getStore() ?? randomUUID(), () => retryLostRaces(() => commitNextVersion(read, true)));
}

/** One attempt: the version read (and, if `reserve`, reserved), then `read` and its writes, committed with version n+1. */
async function commitNextVersion<T>(read: (tx: Transaction) => Promise<CatalogueWrites<T>>, reserve: boolean): Promise<T> {
  const version = await versionFreeToTry(reserve);
  try {
    return await firestore().runTransaction(async (tx) => {
      const write = await read(tx);
      const now = Timestamp.now();
      tx.create(changesCol().doc(String(version + 1)), { committedAt: now, expiresAt: Timestamp.fromMillis(now.toMillis() + DAY_MS) });
      tx.set(versionRef(), { version: version + 1, updatedAt: now });
      return write(tx);
    });
  } catch (error) {
    // A write refused for its own reasons (a category gone, a bad reference) must not hold the others back.
    if (reserve && !lostRace(error)) await releaseReservation(version + 1);
    throw error;
  }
}

/**
 * The committed version n, once no other write holds a live reservation of n+1; if `reserve`,
 * with n+1 reserved for this context's holder (or found reserved by it already).
 */
async function versionFreeToTry(reserve: boolean): Promise<number> {
  const holder = reserving.getStore();
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const version = num((await versionRef().get()).get('version'), 0);
    if (reserve && holder && (await reserved(version + 1, holder))) return version;
    const reservation = await reservationRef(version + 1).get();
    if (!heldByAnother(reservation, holder)) return version;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** Reserves `version` for `holder`; true if it holds it now (made it, or had made it before). */
async function reserved(version: number, holder: string): Promise<boolean> {
  try {
    await reservationRef(version).create({ holder, expiresAt: Timestamp.fromMillis(Date.now() + RESERVATION_MS) });
    return true;
  } catch (error) {
    if (Number((error as { code?: unknown }).code) !== ALREADY_EXISTS) throw error;
    return (await reservationRef(version).get()).get('holder') === holder;
  }
}

async function releaseReservation(version: number): Promise<void> {
  const reservation = reservationRef(version);
  // Nobody else can make this document while it exists, so a reservation found ours is still ours.
  if ((await reservation.get()).get('holder') === reserving.getStore()) await reservation.delete();
}

function heldByAnother(reservation: DocumentSnapshot, holder: string | undefined): boolean {
  if (!reservation.exists || reservation.get('holder') === holder) return false;
  const expiresAt: unknown = reservation.get('expiresAt');
  return expiresAt instanceof Timestamp && expiresAt.toMillis() > Date.now();
}

let versionRead: Promise<number> | null = null;

/** The committed catalogue version; concurrent callers share one read. */
function currentVersion(): Promise<number> {
  versionRead ??= versionRef()
    .get()
    .then((snap) => num(snap.get('version'), 0))
    .finally(() => {
      versionRead = null;
    });
  return versionRead;
}

export interface CachedRecords<R> {
  all: readonly R[];
  byId: ReadonlyMap<string, R>;
}

/**
 * A collection's records cached in this function instance: each call reads only the version
 * document, and the whole collection again only after a catalogue write. The records are shared
 * between requests and frozen: copy before sorting. `repair` (optional) fixes records stored by
 * older versions (store/slugs.ts backfill) and says whether it wrote anything: then they are read again.
 */
export function cachedCollection<R extends { id: string }>(
  col: () => CollectionReference,
  toRecord: (snap: DocumentSnapshot) => R,
  repair?: (records: readonly R[]) => Promise<boolean>,
) {
  let cache: { version: number; records: Promise<CachedRecords<R>> } | null = null;
  const read = async () => (await col().get()).docs.map(toRecord);
  const load = async (): Promise<CachedRecords<R>> => {
    let records = await read();
    if (repair && (await repair(records))) records = await read();
    const all = Object.freeze(records.map((r) => Object.freeze(r)));
    return { all, byId: new Map(all.map((r) => [r.id, r])) };
  };
  return async (): Promise<CachedRecords<R>> => {
    // Loaded after the version was read, so a cache never holds less than its version says. Any
    // other version (also a lower one: the database was reset) means the cache is stale.
    const version = await currentVersion();
    if (!cache || cache.version !== version) {
      const records = load();
      const entry = { version, records };
      cache = entry;
      records.catch(() => {
        if (cache === entry) cache = null;
      });
    }
    return cache.records;
  };
}
