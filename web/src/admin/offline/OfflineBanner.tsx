import { useCallback, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { serverReached } from '../../api/client';
import { offlineBannerText } from './offlineText';

const subscribeToConnection = (listener: () => void) => {
  const stopOnline = onlineManager.subscribe(listener);
  const stopReached = serverReached.subscribe(listener);
  return () => {
    stopOnline();
    stopReached();
  };
};

/** Offline: the browser says so, or the last request could not reach the server. */
const isOffline = () => !onlineManager.isOnline() || !serverReached.get();

/** When the oldest data on screen was loaded (the queries a screen observes, the account's left out); null when none is shown. */
function shownDataLoadedAt(client: QueryClient): number | null {
  const times = client
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((query) => query.queryKey[0] !== 'auth' && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return times.length ? Math.min(...times) : null;
}

/**
 * The banner atop the back office while offline: "Offline: showing what was loaded at 14:05". Its
 * status region is always there (empty online), so screen readers announce it when it fills.
 */
export function OfflineBanner() {
  const client = useQueryClient();
  const offline = useSyncExternalStore(subscribeToConnection, isOffline);
  const subscribeToCache = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  const loadedAt = useSyncExternalStore(subscribeToCache, () => shownDataLoadedAt(client));
  return (
    <div role="status" data-testid="offline-banner" className={offline ? 'bo-offline' : undefined}>
      {offline ? offlineBannerText(loadedAt) : null}
    </div>
  );
}
