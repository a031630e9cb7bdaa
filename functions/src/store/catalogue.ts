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
 * while other requests wrote the catalogue). So after a few lost races a write takes this
 * instance's lane: it waits for the write holding it, the instance's new writes wait for it, and
 * it retries with only the writes already under way (and other instances') to race.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Timestamp, type CollectionReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { DAY_MS } from '@catalogue/domain';
import { Mutex } from 'async-mutex';
import { firestore } from '../firebase';
import { lostRace, retryLostRaces } from './retry';
import { num } from './util';

const versionRef = () => firestore().collection('meta').doc('catalogue');
const changesCol = () => firestore().collection('catalogueChanges');

/** Writes a transaction makes once its reads are done; what they return is the transaction's result. */
export type CatalogueWrites<T> = (tx: Transaction) => T;

/** Lost races after which a catalogue write takes the lane (see above). */
export const RACES_BEFORE_THE_LANE = 3;
const lane = new Mutex();
const inLane = new AsyncLocalStorage<boolean>();

/**
 * Runs `read` (every read of the transaction: it returns the writes to make) and commits those
 * writes together with the next catalogue version, retrying from the start when a concurrent
 * catalogue write committed first: in the lane once it lost RACES_BEFORE_THE_LANE times.
 */
export async function catalogueTransaction<T>(read: (tx: Transaction) => Promise<CatalogueWrites<T>>): Promise<T> {
  // A write made while this one holds the lane (a cache repair in its reads) must not wait for it.
  if (inLane.getStore()) return retryLostRaces(() => commitNextVersion(read));
  try {
    return await retryLostRaces(
      async () => {
        await lane.waitForUnlock();
        return commitNextVersion(read);
      },
      lostRace,
      RACES_BEFORE_THE_LANE - 1,
    );
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
  return lane.runExclusive(() => inLane.run(true, () => retryLostRaces(() => commitNextVersion(read))));
}

/** One attempt: the version read, then `read` and the writes it returns, committed with version n+1. */
async function commitNextVersion<T>(read: (tx: Transaction) => Promise<CatalogueWrites<T>>): Promise<T> {
  const version = num((await versionRef().get()).get('version'), 0);
  return firestore().runTransaction(async (tx) => {
    const write = await read(tx);
    const now = Timestamp.now();
    tx.create(changesCol().doc(String(version + 1)), { committedAt: now, expiresAt: Timestamp.fromMillis(now.toMillis() + DAY_MS) });
    tx.set(versionRef(), { version: version + 1, updatedAt: now });
    return write(tx);
  });
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
