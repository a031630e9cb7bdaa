import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loading } from '../components/Loading';
import { keepOfflineData, mayRestoreOfflineData } from './offlineData';
import { registerBackOfficeWorker } from './serviceWorker';

/**
 * Offline, shows the back office once what the device kept is back in the query cache (a moment:
 * one IndexedDB read), so no screen shows nothing or sends the owner to sign in; online, at once.
 * Then registers the back office's service worker.
 */
export function OfflineData({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [restored, setRestored] = useState(() => !mayRestoreOfflineData());
  useEffect(() => keepOfflineData(client, () => setRestored(true)), [client]);
  useEffect(() => {
    if (restored) registerBackOfficeWorker();
  }, [restored]);
  return restored ? children : <Loading />;
}
