/**
 * What the back office keeps on the device to be read offline: the answers of the dashboard, the
 * order book and the product list (and the signed-in account), from TanStack Query's cache, in
 * IndexedDB, each for 7 days after it was read. They belong to the signed-in account: stored under
 * its id, restored only offline and while its session token is on the device, and deleted at
 * sign-out, when the session ends (any 401) and when another account signs in. Changes are never
 * kept (nothing is queued to send later).
 */
import { dehydrate, hydrate, matchQuery, onlineManager, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clear, createStore, get, set } from 'idb-keyval';
import type { User } from '@catalogue/domain';
import { tokenStore } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** How long what was read stays readable offline. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Every answer changes the cache: it is written at most this often. */
const SAVE_DELAY_MS = 1000;
/** localStorage: the id of the account whose data is stored. */
const OWNER_STORAGE_KEY = 'offlineDataOwner';

/** The queries kept (by key prefix; `{}` matches any filters): what the dashboard, the order book and the product list show. */
const KEPT_QUERIES: QueryKey[] = [
  queryKeys.auth.me(),
  queryKeys.orders.list(),
  queryKeys.orders.newCount(),
  queryKeys.orders.toCollect(),
  queryKeys.products.list(),
  queryKeys.categories.list(),
  queryKeys.gallery.list(),
  queryKeys.insights.all,
  queryKeys.stock.list(true),
  queryKeys.stock.batches,
  queryKeys.waitlist.list(),
];

type KeptQuery = DehydratedState['queries'][number];

const store = createStore('back-office', 'offline-data');

const isKept = (query: Query) => query.state.data !== undefined && KEPT_QUERIES.some((queryKey) => matchQuery({ queryKey }, query));

/**
 * What was kept before this visit and not read again since: carried over, so a visit that never
 * opens the order book does not forget the last one read.
 */
let carried: KeptQuery[] = [];

/** The kept queries with their data, as loaded (a failed refresh since is not kept: the data still is), and those carried over. */
function keptQueries(client: QueryClient): KeptQuery[] {
  const current = dehydrate(client, { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false }).queries.map((query) => ({
    ...query,
    state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null },
  }));
  const hashes = new Set(current.map((query) => query.queryHash));
  return [...carried.filter((query) => !hashes.has(query.queryHash)), ...current];
}

/** Writes run one after the other: a deletion never comes before a write started earlier. */
let writes = Promise.resolve();
const queueWrite = (write: () => Promise<void>) => {
  writes = writes.then(write).catch(() => undefined);
  return writes;
};

const forget = () =>
  queueWrite(async () => {
    carried = [];
    localStorage.removeItem(OWNER_STORAGE_KEY);
    await clear(store);
  });

/** The signed-in account: null once signed out (no token, or the session check refused it), undefined until the check answers. */
const account = (client: QueryClient) => (tokenStore.get() ? client.getQueryData<User | null>(queryKeys.auth.me()) : null);

function save(client: QueryClient) {
  return queueWrite(async () => {
    const user = account(client);
    if (!user) return;
    if (localStorage.getItem(OWNER_STORAGE_KEY) !== user.uid) {
      carried = [];
      await clear(store);
      localStorage.setItem(OWNER_STORAGE_KEY, user.uid);
    }
    await set(user.uid, keptQueries(client), store);
  });
}

/** Whether there may be data to restore: offline, with an account's data whose session token is still here. */
export const mayRestoreOfflineData = () => !navigator.onLine && Boolean(localStorage.getItem(OWNER_STORAGE_KEY) && tokenStore.get());

/**
 * Reads what the signed-in account's session kept (what is recent), to carry over; offline, also
 * puts it back in the cache (online, every screen reads the API as it always did: no form starts
 * from a kept copy). What is put back counts as stale: once back online, each screen reads its data
 * again and the account is checked again.
 */
async function restore(client: QueryClient) {
  const owner = localStorage.getItem(OWNER_STORAGE_KEY);
  if (!owner || !tokenStore.get()) return forget();
  const kept = await get<KeptQuery[]>(owner, store);
  carried = (kept ?? []).filter((query) => Date.now() - query.state.dataUpdatedAt <= KEPT_FOR_MS);
  if (navigator.onLine) return;
  hydrate(client, { mutations: [], queries: carried });
  await client.invalidateQueries();
}

/**
 * Restores what was kept, then keeps the cache: `ready` runs once the restore is done (or failed:
 * the back office then starts without it). Returns the stop.
 */
export function keepOfflineData(client: QueryClient, ready: () => void): () => void {
  // TanStack assumes it is online until told otherwise: a back office opened offline starts offline.
  onlineManager.setOnline(navigator.onLine);
  // Kept in memory as long as on the device: a screen left a while ago is still kept when the connection goes.
  for (const queryKey of KEPT_QUERIES) client.setQueryDefaults(queryKey, { gcTime: KEPT_FOR_MS });
  let stopped = false;
  let timer: number | undefined;
  let unsubscribe = () => {};
  restore(client)
    .catch(() => undefined)
    .finally(() => {
      if (stopped) return;
      const changed = () => {
        const user = account(client);
        // Signed out or the session ended: what was kept goes at once.
        if (user === null) {
          window.clearTimeout(timer);
          timer = undefined;
          if (localStorage.getItem(OWNER_STORAGE_KEY)) void forget();
        } else if (user) {
          timer ??= window.setTimeout(() => {
            timer = undefined;
            void save(client);
          }, SAVE_DELAY_MS);
        }
      };
      unsubscribe = client.getQueryCache().subscribe(changed);
      changed();
      ready();
    });
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    unsubscribe();
  };
}
