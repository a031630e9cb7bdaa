import type { DeviceSession, FirebaseClientConfig, LoginResponse, SignInMethods, User } from '@catalogue/domain';
import { deviceTokenStore, request } from './client';

export const login = (email: string, password: string, rememberMe: boolean) =>
  request<LoginResponse>('/auth/login', {
    method: 'POST',
    json: { email, password, rememberMe, deviceToken: deviceTokenStore.get() },
    unwrap: (body) => body as unknown as LoginResponse,
  });

/** Exchanges the ID token of a Google sign-in (Firebase Auth in the browser) for a session, as a password sign-in gets. */
export const loginWithIdToken = (idToken: string, rememberMe: boolean) =>
  request<LoginResponse>('/auth/login', {
    method: 'POST',
    json: { idToken, rememberMe, deviceToken: deviceTokenStore.get() },
    unwrap: (body) => body as unknown as LoginResponse,
  });

/** The project's public Firebase settings for Google sign-in (and the Auth emulator's address on the local stack). */
export const getFirebaseConfig = () => request<FirebaseClientConfig>('/auth/firebase-config');

/** How the signed-in account can sign in: its password, Google. */
export const getSignInMethods = () => request<SignInMethods>('/auth/sign-in-methods');

export const getCurrentUser = () =>
  request<User>('/auth/me', { unwrap: (body) => (body as { user: User }).user });

export const updatePassword = (currentPassword: string, newPassword: string) =>
  request<{ token: string }>('/auth/updatepassword', {
    method: 'PUT',
    json: { currentPassword, newPassword },
    unwrap: (body) => body as unknown as { token: string },
  });

export const sessionPing = () => request<{ ok: boolean }>('/auth/session-ping');

/** Ends this device's session. */
export const logout = () => request<null>('/auth/logout', { method: 'POST' });

/** The account's signed-in devices, most recently seen first. */
export const listSessions = () => request<DeviceSession[]>('/auth/sessions');

/** Ends the session of one device. */
export const endSession = (id: string) => request<null>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', unwrap: () => null });

/** 'Sign out everywhere': ends every session of the account, this one included. */
export const logoutEverywhere = () => request<null>('/auth/logout-all', { method: 'POST', unwrap: () => null });

/** Starts a Firebase Auth password reset; the answer never says whether the address exists. */
export const requestPasswordReset = (email: string) =>
  request<null>('/auth/password-reset', { method: 'POST', json: { email, deviceToken: deviceTokenStore.get() }, unwrap: () => null });
