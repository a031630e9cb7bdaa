import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/queryResult';

/**
 * The back office's query client: data stays fresh for 30 s, no refetch storm when the window
 * regains focus, and a 4xx is never retried (the same request gets the same answer); other failures twice.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isClientError(error) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
