/**
 * The public service worker (/sw.js, web/sw) seen from the page: registered once the page is up,
 * a new version announced when it waits (the page then offers "Update"), and the pages the
 * visitor sees saved for offline use.
 */
const WORKER = '/sw.js';
/** How often an open page asks whether a new version was deployed (also when it becomes visible again). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

let updating = false;

/** Registers the worker; `onWaiting` hears of each new version that waits to take over (never of the first one). */
export async function registerWorker(onWaiting: (worker: ServiceWorker) => void): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER, { scope: '/' });
  const announce = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  };
  announce();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce();
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return registration;
}

/** Lets the waiting version take over; the page reloads with it. */
export function applyUpdate(worker: ServiceWorker) {
  updating = true;
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** Asks the worker to save the public page at `path` for offline use (a page drawn in the browser was never fetched as a page). */
export async function keepPage(path: string) {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'KEEP_PAGE', url: path });
}
