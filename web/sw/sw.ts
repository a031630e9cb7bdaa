/**
 * The public site's service worker (/sw.js, scope /; built by vite.config.ts's serviceWorker plugin).
 * - Precaches the JavaScript the public pages load (never the back office's: build/publicChunks.ts).
 * - Pages and /api reads: network first, the saved copy after 3 s without an answer or when offline;
 *   a page never saved gets the offline page (offlinePage.ts). Photos: from the cache first, at most
 *   PHOTO_ENTRIES of them. Only public answers are kept (cachePolicy.ts); the back office is left alone.
 * - A page the visitor sees is saved even when it was drawn in the browser (the page sends KEEP_PAGE),
 *   and the order list's page in both languages is saved at install, so it opens offline.
 * - A new version waits until the visitor chooses "Update" (the page sends SKIP_WAITING).
 */
import { localizedPath, LANGUAGES } from '@catalogue/domain';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ORDER_LIST_PATH } from '../src/public/orderList/paths';
import { API_CACHE, ASSETS_CACHE, PAGES_CACHE, PHOTOS_CACHE, handledByPublicWorker, publicAnswersOnly } from './cachePolicy';
import { offlinePage } from './offlinePage';

declare const self: ServiceWorkerGlobalScope;
/** The public pages' scripts, by their hashed paths (put in at build time). */
declare const __PRECACHE__: string[];

const NETWORK_TIMEOUT_S = 3;
const DAY_S = 24 * 60 * 60;
const PAGE_ENTRIES = 60;
const API_ENTRIES = 120;
const PHOTO_ENTRIES = 80;
const ASSET_ENTRIES = 30;
// Answers vary by compression and host, which the browser handles: one saved copy per address.
const matchOptions = { ignoreVary: true };

precacheAndRoute(__PRECACHE__.map((file) => ({ url: `/${file}`, revision: null })));
cleanupOutdatedCaches();
clientsClaim();

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  matchOptions,
  plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: PAGE_ENTRIES, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
});

const handled = (request: Request) => handledByPublicWorker(request, self.location.origin);
const under = (prefix: string) => ({ request, url }: { request: Request; url: URL }) => handled(request) && url.pathname.startsWith(prefix);

registerRoute(({ request }) => request.mode === 'navigate' && handled(request), pages);
registerRoute(
  under('/api/'),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    matchOptions,
    plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: API_ENTRIES, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  under('/uploads/'),
  new CacheFirst({
    cacheName: PHOTOS_CACHE,
    matchOptions,
    plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: PHOTO_ENTRIES, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);
// Hashed files a public page loads that are not precached (the Tamil font's files, which English pages never need).
registerRoute(
  under('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, matchOptions, plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: ASSET_ENTRIES, purgeOnQuotaError: true })] }),
);

setCatchHandler(({ request, url }) => (request.mode === 'navigate' ? offlinePage(url) : Promise.resolve(Response.error())));

/** Saves the public page at `address` (same origin only) as a navigation would. */
function keepPage(event: ExtendableEvent, address: string) {
  const url = new URL(address, self.location.origin);
  const request = new Request(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (url.origin !== self.location.origin || !handled(request)) return Promise.resolve();
  return pages.handle({ event, request }).then(
    () => undefined,
    () => undefined,
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(LANGUAGES.map((language) => keepPage(event, localizedPath(language, ORDER_LIST_PATH)))));
});

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (typeof message !== 'object' || message === null) return;
  const { type, url } = message as { type?: unknown; url?: unknown };
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'KEEP_PAGE' && typeof url === 'string') event.waitUntil(keepPage(event, url));
});
