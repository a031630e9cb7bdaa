import { MutationCache, QueryClient } from '@tanstack/react-query';
import { OFFLINE_REFUSAL } from '../api/client';
import { ApiQueryError, isClientError } from '../api/queryResult';
import { toaster } from './components/toast';

/** A change refused offline (api/client.ts): the screen says what failed, this says why and that nothing changed. */
const isOfflineRefusal = (error: unknown) => error instanceof ApiQueryError && error.message === OFFLINE_REFUSAL;

/**
 * The back office's query client: data stays fresh for 30 s, no refetch storm when the window
 * regains focus, and a 4xx is never retried (the same request gets the same answer); other failures twice.
 * A change is sent even offline (networkMode 'always'), where the client refuses it at once: TanStack's
 * default would hold it and send it on reconnection, unseen.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isOfflineRefusal(error)) toaster.create({ id: 'offline-refusal', type: 'error', title: OFFLINE_REFUSAL, closable: true });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isClientError(error) && failures < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
