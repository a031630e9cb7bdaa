import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loading } from '../components/Loading';
import { keepOfflineData, mayHoldOfflineData } from './offlineData';
import { registerBackOfficeWorker } from './serviceWorker';

/**
 * Shows the back office once what the device kept for offline reading is back in the query cache
 * (a moment: one IndexedDB read; at once when nothing can be kept), so no screen asks the API first
 * or sends the owner to sign in while offline; then registers the back office's service worker.
 */
export function OfflineData({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [restored, setRestored] = useState(() => !mayHoldOfflineData());
  useEffect(() => keepOfflineData(client, () => setRestored(true)), [client]);
  useEffect(() => {
    if (restored) registerBackOfficeWorker();
  }, [restored]);
  return restored ? children : <Loading />;
}
