/**
 * What the back office keeps on the device to be read offline: the answers of the dashboard, the
 * order book and the product list (and the signed-in account and settings they need), from TanStack
 * Query's cache, in IndexedDB. They belong to the signed-in account: stored under its id, restored only
 * while its session token is on the device, and deleted at sign-out, when the session ends (any 401)
 * and when another account signs in. Changes are never kept (nothing is queued to send later).
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
  queryKeys.site.current(),
  queryKeys.stock.list(true),
  queryKeys.stock.batches,
  queryKeys.waitlist.list(),
];

interface Saved {
  savedAt: number;
  state: DehydratedState;
}

const store = createStore('back-office', 'offline-data');

export const isKept = (query: Query) => query.state.data !== undefined && KEPT_QUERIES.some((queryKey) => matchQuery({ queryKey }, query));

/** The kept queries with their data, as loaded: a failed refresh since is not kept (the data still is). */
function keptState(client: QueryClient): DehydratedState {
  const { queries } = dehydrate(client, { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false });
  return {
    mutations: [],
    queries: queries.map((query) => ({ ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } })),
  };
}

/** Writes run one after the other: a deletion never comes before a write started earlier. */
let writes = Promise.resolve();
const queueWrite = (write: () => Promise<void>) => {
  writes = writes.then(write).catch(() => undefined);
  return writes;
};

const forget = () =>
  queueWrite(async () => {
    localStorage.removeItem(OWNER_STORAGE_KEY);
    await clear(store);
  });

const signedInUser = (client: QueryClient) => (tokenStore.get() ? (client.getQueryData<User | null>(queryKeys.auth.me()) ?? null) : null);

function save(client: QueryClient) {
  return queueWrite(async () => {
    const user = signedInUser(client);
    if (!user) return;
    if (localStorage.getItem(OWNER_STORAGE_KEY) !== user.uid) {
      await clear(store);
      localStorage.setItem(OWNER_STORAGE_KEY, user.uid);
    }
    await set(user.uid, { savedAt: Date.now(), state: keptState(client) } satisfies Saved, store);
  });
}

/** Whether the device may hold data to restore: an account's, whose session token is still here. */
export const mayHoldOfflineData = () => Boolean(localStorage.getItem(OWNER_STORAGE_KEY) && tokenStore.get());

/**
 * Puts back what the signed-in account's session last kept, if it is recent. All of it counts as
 * stale: once online, each screen reads its data again (and the account is checked again), however
 * recently it was kept.
 */
async function restore(client: QueryClient) {
  const owner = localStorage.getItem(OWNER_STORAGE_KEY);
  if (!owner || !tokenStore.get()) return forget();
  const saved = await get<Saved>(owner, store);
  if (!saved || Date.now() - saved.savedAt > KEPT_FOR_MS) return;
  hydrate(client, saved.state);
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
      unsubscribe = client.getQueryCache().subscribe(() => {
        // Signed out or the session ended: what was kept goes at once.
        if (!signedInUser(client)) {
          window.clearTimeout(timer);
          timer = undefined;
          if (localStorage.getItem(OWNER_STORAGE_KEY)) void forget();
          return;
        }
        timer ??= window.setTimeout(() => {
          timer = undefined;
          void save(client);
        }, SAVE_DELAY_MS);
      });
      ready();
    });
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    unsubscribe();
  };
}
