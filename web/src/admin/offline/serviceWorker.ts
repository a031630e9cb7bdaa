/**
 * Registers the back office's service worker (web/build/adminServiceWorker.ts) for /admin. When a
 * newer build's worker is installed, the owner is offered to reload into it (a toast with Reload):
 * never while they may be typing, so nothing they typed is lost without their say. Offered on the
 * login screen, it shows once the owner has signed in (the toasts are the signed-in shell's).
 */
import { toaster } from '../components/toast';

const WORKER_URL = '/admin/sw.js';
const SCOPE = '/admin';

function offerUpdate(waiting: ServiceWorker) {
  toaster.create({
    id: 'back-office-update',
    type: 'info',
    title: 'A new version of the back office is ready.',
    description: 'Reload to use it (save what you are editing first).',
    duration: Infinity,
    closable: true,
    outlivesSession: true,
    action: {
      label: 'Reload',
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}

export function registerBackOfficeWorker() {
  // The dev server has no worker; the built app (npm run build) does.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(WORKER_URL, { scope: SCOPE })
    .then((registration) => {
      // A worker waits only behind this registration's active one: it is a newer build's. (The page's
      // controller can be the public site's worker, whose scope / covers /admin until this one's first install.)
      const offerWaiting = () => {
        if (registration.waiting && registration.active) offerUpdate(registration.waiting);
      };
      offerWaiting();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offerWaiting();
        });
      });
    })
    .catch(() => undefined);
}
