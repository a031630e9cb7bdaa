/**
 * The owner's session: token in local storage under `token`, checked with /auth/me at
 * start, a session ping every 5 minutes, any 401 → token cleared and back to /admin/login.
 */
import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { type LoginResponse, type User } from '@catalogue/domain';
import { login as apiLogin, loginWithIdToken as apiLoginWithIdToken, logout as apiLogout, logoutEverywhere as apiLogoutEverywhere, sessionPing } from '../../api/session';
import { deviceTokenStore, onUnauthorized, tokenStore, type ApiError, type ApiResult } from '../../api/client';
import { useCurrentUser } from '../../api/session.queries';
import { queryKeys } from '../../api/queryKeys';
import { toaster } from '../components/toast';

const SESSION_CHECK_INTERVAL_MS = 300_000;

export interface SessionValue {
  user: User | null;
  loading: boolean;
  isAuthenticated: boolean;
  /** What the login screen says after a sign-out sent the owner there ('Signed out on every device'); empty otherwise. */
  notice: string;
  login: (email: string, password: string, rememberMe: boolean) => Promise<{ error: ApiError | null }>;
  /** Signs in with the ID token of a Google sign-in (the same session a password sign-in gets). */
  loginWithIdToken: (idToken: string, rememberMe: boolean) => Promise<{ error: ApiError | null }>;
  /** Ends this device's session. */
  logout: () => Promise<void>;
  /** Ends every session of the account ('sign out everywhere'); on success, back to the login page, which says so. */
  logoutEverywhere: () => Promise<{ error: ApiError | null }>;
  /** Replaces the stored token (after a password change the server issues a new one). */
  replaceToken: (token: string, user?: User | null) => void;
}

const SessionContext = createContext<SessionValue | null>(null);


export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // At start, a stored token is checked with /auth/me.
  const me = useCurrentUser();
  const user = me.data ?? null;
  // When the check answers, the signed-in shell and its screen are drawn in a transition, which React
  // does in slices: drawn at once, they held a phone's main thread in one long task.
  const loading = useDeferredValue(me.isLoading);
  const [notice, setNotice] = useState('');
  const setUser = useCallback((next: User | null) => queryClient.setQueryData(queryKeys.auth.me(), next), [queryClient]);
  // Everything read with a session but the session itself (whose observer stays subscribed).
  const forgetSessionData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.auth.me()[0] }),
    [queryClient],
  );

  // Any 401 anywhere: the client has already removed the token; leave the admin area.
  useEffect(() => {
    onUnauthorized(() => {
      toaster.signedOut();
      setUser(null);
      if (!window.location.pathname.startsWith('/admin/login')) void navigate('/admin/login', { replace: true });
    });
  }, [navigate, setUser]);

  // While signed in, the session is checked every 5 minutes (a 401 signs out through the client).
  useEffect(() => {
    if (!user) return;
    const timer = window.setInterval(() => {
      void sessionPing();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [user]);

  const startSession = useCallback(
    async (signingIn: Promise<ApiResult<LoginResponse>>) => {
      const { data, error } = await signingIn;
      if (error || !data?.token) return { error: error ?? { status: 0, message: '' } };
      tokenStore.set(data.token);
      if (data.deviceToken) deviceTokenStore.set(data.deviceToken);
      // Nothing read with an earlier session is shown to this one.
      forgetSessionData();
      setUser(data.user ?? null);
      setNotice('');
      return { error: null };
    },
    [forgetSessionData, setUser],
  );

  const login = useCallback(
    (email: string, password: string, rememberMe: boolean) => startSession(apiLogin(email, password, rememberMe)),
    [startSession],
  );

  const loginWithIdToken = useCallback((idToken: string, rememberMe: boolean) => startSession(apiLoginWithIdToken(idToken, rememberMe)), [startSession]);

  const signedOut = useCallback(
    (why = '') => {
      tokenStore.clear();
      forgetSessionData();
      toaster.signedOut();
      setUser(null);
      setNotice(why);
      void navigate('/admin/login', { replace: true });
    },
    [forgetSessionData, navigate, setUser],
  );

  const logout = useCallback(async () => {
    if (tokenStore.get()) await apiLogout();
    signedOut();
  }, [signedOut]);

  const logoutEverywhere = useCallback(async () => {
    const { error } = await apiLogoutEverywhere();
    if (!error) signedOut('Signed out on every device');
    return { error };
  }, [signedOut]);

  const replaceToken = useCallback(
    (token: string, next?: User | null) => {
      tokenStore.set(token);
      if (next) setUser(next);
    },
    [setUser],
  );

  const value = useMemo<SessionValue>(
    () => ({ user, loading, isAuthenticated: Boolean(user), notice, login, loginWithIdToken, logout, logoutEverywhere, replaceToken }),
    [user, loading, notice, login, loginWithIdToken, logout, logoutEverywhere, replaceToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user's name and role as the back office shows them: 'Admin User' and 'Administrator' when missing. */
export function displayName(user: User | null | undefined, fallback = 'Admin User'): string {
  return user?.name?.trim() || fallback;
}
export function displayRole(user: User | null | undefined): string {
  if (!user?.role || user.role === 'admin') return 'Administrator';
  if (user.role === 'staff') return 'Helper';
  return user.role.charAt(0).toUpperCase() + user.role.slice(1);
}
