/**
 * What the public service worker may touch and keep. The back office is never its business (its own
 * worker, /admin/sw.js, serves it): requests under /admin or made by an /admin page go to the network
 * untouched, as do every request with credentials and everything but GET. Of what it handles, it keeps
 * only answers that say they are for everyone (`Cache-Control: public`, not `private` or `no-store`):
 * a staff member's /api reads, a customer's own order page and any POST answer never reach a cache.
 */
import type { WorkboxPlugin } from 'workbox-core';

export const PAGES_CACHE = 'pages';
export const API_CACHE = 'api';
export const PHOTOS_CACHE = 'photos';
export const ASSETS_CACHE = 'assets';

const BACK_OFFICE = /^\/admin(\/|$)/;
/** The worker's own script: the browser fetches it itself; it must never come from a cache of ours. */
const WORKER_SCRIPT = '/sw.js';

const pathOf = (address: string) => {
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
};

/** True when the public worker may answer `request` (from its cache or the network). */
export function handledByPublicWorker(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || request.headers.has('Authorization')) return false;
  if (BACK_OFFICE.test(url.pathname) || url.pathname === WORKER_SCRIPT) return false;
  // A page's requests name it as their referrer (the pages' policy keeps the path on the same origin);
  // a public page opened from the back office is a public page.
  return request.mode === 'navigate' || !BACK_OFFICE.test(pathOf(request.referrer));
}

/** An answer that any visitor may be given: a complete same-origin 200 marked public, neither private nor no-store. */
export function isPublicAnswer(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return /\bpublic\b/i.test(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl);
}

/** Keeps only public answers (Workbox would keep any 200). */
export const publicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(isPublicAnswer(response) ? response : null),
};
