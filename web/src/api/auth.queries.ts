import { useQuery } from '@tanstack/react-query';
import { getCurrentUser } from './auth';
import { tokenStore } from './client';
import { queryKeys } from './queryKeys';

/**
 * The signed-in user of the stored token (null when there is none). A token /auth/me refuses is
 * removed, so the owner is shown the login page; the answer is kept until a sign-in or sign-out replaces it.
 */
export const useCurrentUser = () =>
  useQuery({
    queryKey: queryKeys.auth.me(),
    queryFn: async () => {
      const { data, error } = await getCurrentUser();
      if (error || !data) {
        tokenStore.clear();
        return null;
      }
      return data;
    },
    enabled: Boolean(tokenStore.get()),
    staleTime: Infinity,
    retry: false,
  });
