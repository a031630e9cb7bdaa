/**
 * Where AppPrompts comes in: fetched only once the page has hydrated and the browser is idle, so it is
 * never on a page's critical path (none of it is rendered by the server), and only in the built site
 * (the development server has no service worker).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { pageHydrated } from '../layout/PageHydrated';

const AppPrompts = lazy(() => import('./AppPrompts'));

/** Longest wait for an idle moment after hydration. */
const IDLE_TIMEOUT_MS = 3000;

export function AppPromptsSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void pageHydrated.then(() => {
      const show = () => !cancelled && setShown(true);
      if ('requestIdleCallback' in window) requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(show, IDLE_TIMEOUT_MS);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <AppPrompts />
    </Suspense>
  ) : null;
}
