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
 * while other requests wrote the catalogue). So after a few lost races a write takes a reservation:
 * it makes `catalogueReservations/{id}` { createdAt, expiresAt }, renewed at each of its attempts,
 * and every other catalogue write waits before its next attempt while a live reservation other than
 * its own is there (a reserving write, for those made before its own). Only the writes already under
 * way can still beat it. The holder deletes its reservation when it is done, committed or refused;
 * one whose holder died holds the others back until it expires. Reservations live in Firestore, so
 * they order the writes of every function instance and process alike. They are only about
 * fairness: integrity still comes from the change documents.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Timestamp, type CollectionReference, type DocumentReference, type DocumentSnapshot, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { DAY_MS } from '@catalogue/domain';
import { firestore } from '../firebase';
import { lostRace, retryLostRaces } from './retry';
import { num } from './util';

const versionRef = () => firestore().collection('meta').doc('catalogue');
const changesCol = () => firestore().collection('catalogueChanges');
const reservationsCol = () => firestore().collection('catalogueReservations');

/** Writes a transaction makes once its reads are done; what they return is the transaction's result. */
export type CatalogueWrites<T> = (tx: Transaction) => T;

/** Lost races after which a catalogue write takes a reservation (see above). */
export const RACES_BEFORE_RESERVING = 3;
/** How long a reservation holds the others back after its holder's last attempt began. */
const RESERVATION_MS = 10_000;
/** The reservation the current async context writes under (a holder's own writes, and those made in its reads). */
const reserving = new AsyncLocalStorage<string>();

/**
 * Runs `read` (every read of the transaction: it returns the writes to make) and commits those
 * writes together with the next catalogue version, retrying from the start when a concurrent
 * catalogue write committed first, under a reservation once it lost RACES_BEFORE_RESERVING times.
 */
export async function catalogueTransaction<T>(read: (tx: Transaction) => Promise<CatalogueWrites<T>>): Promise<T> {
  // A write made inside a holder's reads (a cache repair) goes under the holder's reservation.
  if (reserving.getStore()) return retryLostRaces(() => commitNextVersion(read));
  try {
    return await retryLostRaces(() => commitNextVersion(read), lostRace, RACES_BEFORE_RESERVING - 1);
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
  const reservation = reservationsCol().doc();
  const createdAt = Timestamp.now();
  try {
    return await reserving.run(reservation.id, () =>
      retryLostRaces(async () => {
        await reservation.set({ createdAt, expiresAt: Timestamp.fromMillis(Date.now() + RESERVATION_MS) });
        return commitNextVersion(read);
      }),
    );
  } finally {
    await releaseReservation(reservation);
  }
}

/**
 * Deletes a holder's reservation, best effort: the write it held is already committed or refused,
 * and a failed delete must not turn that answer into an error (the client would retry a committed
 * write). A reservation left behind holds the other writes back until it expires (RESERVATION_MS).
 */
export async function releaseReservation(reservation: Pick<DocumentReference, 'id' | 'delete'>): Promise<void> {
  try {
    await reservation.delete();
  } catch (error) {
    console.warn(`Could not delete catalogue reservation ${reservation.id} (it expires within ${RESERVATION_MS} ms):`, error);
  }
}

/** One attempt, once it is this write's turn: the version read, then `read` and its writes, committed with version n+1. */
async function commitNextVersion<T>(read: (tx: Transaction) => Promise<CatalogueWrites<T>>): Promise<T> {
  await waitForTurn();
  const version = num((await versionRef().get()).get('version'), 0);
  return firestore().runTransaction(async (tx) => {
    const write = await read(tx);
    const now = Timestamp.now();
    tx.create(changesCol().doc(String(version + 1)), { committedAt: now, expiresAt: Timestamp.fromMillis(now.toMillis() + DAY_MS) });
    tx.set(versionRef(), { version: version + 1, updatedAt: now });
    return write(tx);
  });
}

/** Waits while a live reservation holds this write back: any other one, or for a holder, one made before its own. */
async function waitForTurn(): Promise<void> {
  const own = reserving.getStore();
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    // The whole collection, not a query on expiresAt: that field has no index (its TTL policy exempts it),
    // and the collection holds only the reservations of writes under way, or left by a holder that died.
    const live = (await reservationsCol().get()).docs.filter(isLive);
    const mine = live.find((reservation) => reservation.id === own);
    if (!live.some((reservation) => reservation.id !== own && (!mine || madeBefore(reservation, mine)))) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

function isLive(reservation: QueryDocumentSnapshot): boolean {
  const expiresAt: unknown = reservation.get('expiresAt');
  return expiresAt instanceof Timestamp && expiresAt.toMillis() > Date.now();
}

function madeBefore(one: QueryDocumentSnapshot, other: QueryDocumentSnapshot): boolean {
  const time = (reservation: QueryDocumentSnapshot) => (reservation.get('createdAt') as Timestamp | undefined)?.toMillis() ?? 0;
  return time(one) < time(other) || (time(one) === time(other) && one.id < other.id);
}

let nextVersionRead: Promise<number> | null = null;

/**
 * The committed catalogue version, read after this call: the callers that arrive together share one
 * read, sent once they are all there. A read sent before a caller arrived is never shared with it: it
 * could predate a write the caller has seen committed (the owner's list read right after a save, or
 * the sitemap after a product was made, then missed what was saved).
 */
function currentVersion(): Promise<number> {
  nextVersionRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    nextVersionRead = null;
    return num((await versionRef().get()).get('version'), 0);
  });
  return nextVersionRead;
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
