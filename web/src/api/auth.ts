import type { LoginResponse, User } from '@catalogue/domain';
import { request } from './client';

export const login = (email: string, password: string, rememberMe: boolean) =>
  request<LoginResponse>('/auth/login', {
    method: 'POST',
    json: { email, password, rememberMe },
    unwrap: (body) => body as unknown as LoginResponse,
  });

export const getCurrentUser = () =>
  request<User>('/auth/me', { unwrap: (body) => (body as { user: User }).user });

export const updatePassword = (currentPassword: string, newPassword: string) =>
  request<{ token: string }>('/auth/updatepassword', {
    method: 'PUT',
    json: { currentPassword, newPassword },
    unwrap: (body) => body as unknown as { token: string },
  });

export const sessionPing = () => request<{ ok: boolean }>('/auth/session-ping');

export const logout = () => request<null>('/auth/logout', { method: 'POST' });

/** Starts a Firebase Auth password reset; the answer never says whether the address exists. */
export const requestPasswordReset = (email: string) =>
  request<null>('/auth/password-reset', { method: 'POST', json: { email }, unwrap: () => null });
