import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endSession, getCurrentUser, getFirebaseConfig, getSignInMethods, listSessions } from './session';
import { tokenStore } from './client';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

/** The session check failed for a reason other than the token (network, timeout, server): tried again. */
class SessionCheckFailed extends Error {}

/**
 * The signed-in user of the stored token (null when there is none). Only a token /auth/me refuses
 * (401/403) is removed, so the owner is shown the login page; a lost or failed answer keeps the
 * token and is asked again. The answer is kept until a sign-in or sign-out replaces it.
 */
export const useCurrentUser = () =>
  useQuery({
    queryKey: queryKeys.auth.me(),
    queryFn: async () => {
      const { data, error } = await getCurrentUser();
      if (error && error.status !== 401 && error.status !== 403) throw new SessionCheckFailed(error.message);
      if (error || !data) {
        tokenStore.clear();
        return null;
      }
      return data;
    },
    enabled: Boolean(tokenStore.get()),
    staleTime: Infinity,
    retry: (failures, error) => error instanceof SessionCheckFailed && failures < 4,
  });

/** The account's signed-in devices. */
export const useSessions = () => useQuery({ queryKey: queryKeys.sessions.all, queryFn: () => unwrap(listSessions()) });

/** Ends another device's session; the list is read again either way. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(endSession(id)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}

/** The project's public Firebase settings: read once per visit. */
export const useFirebaseConfig = () => useQuery({ queryKey: queryKeys.auth.firebaseConfig(), queryFn: () => unwrap(getFirebaseConfig()), staleTime: Infinity });

/** How the signed-in account can sign in (under `sessions`: a sign-in forgets the previous account's). */
export const useSignInMethods = () => useQuery({ queryKey: queryKeys.sessions.signInMethods(), queryFn: () => unwrap(getSignInMethods()) });
