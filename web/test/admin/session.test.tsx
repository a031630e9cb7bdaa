// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminProviders } from '../../src/admin/AdminProviders';
import { SessionProvider } from '../../src/admin/session/SessionProvider';
import { LoginPage } from '../../src/admin/session/LoginPage';
import { AdminLayout } from '../../src/admin/layout/AdminLayout';
import { toast, toaster } from '../../src/admin/components/toast';

vi.mock('../../src/api/session', () => ({
  login: vi.fn(),
  getCurrentUser: vi.fn(),
  logout: vi.fn(),
  sessionPing: vi.fn(),
  updatePassword: vi.fn(),
  requestPasswordReset: vi.fn(),
}));
import * as session from '../../src/api/session';
const api = vi.mocked(session);

function app(path: string) {
  return render(
    <AdminProviders>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path="/admin/login" element={<LoginPage />} />
            <Route path="/admin" element={<AdminLayout />}>
              <Route index element={<p>Dashboard body</p>} />
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </AdminProviders>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('session', () => {
  it('sends a signed-out visitor to the login page', async () => {
    app('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: '← Return to website' })).toHaveAttribute('href', '/');
  });

  it('checks a stored token with /auth/me and removes it when refused', async () => {
    localStorage.setItem('token', 'stale');
    api.getCurrentUser.mockResolvedValue({ data: null, error: { status: 401, message: 'Session expired' } });
    app('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(api.getCurrentUser).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a stored token when the session check is lost, and asks again', async () => {
    localStorage.setItem('token', 'good');
    api.getCurrentUser
      .mockResolvedValueOnce({ data: null, error: { status: 0, message: 'Network error' } })
      .mockResolvedValue({ data: { uid: 'u1', name: 'Owner', email: 'owner@example.com', role: 'admin' }, error: null });
    app('/admin');
    expect(await screen.findByText('Dashboard body', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.getCurrentUser).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('keeps a valid session and shows the name/role fallbacks', async () => {
    localStorage.setItem('token', 'good');
    api.getCurrentUser.mockResolvedValue({ data: { uid: 'u', name: '', email: 'o@e.com', role: 'admin' }, error: null });
    app('/admin');
    expect(await screen.findByText('Dashboard body')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Admin')).toBeInTheDocument();
    expect(screen.getByText('Admin User')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('signs in with remember-me, stores the token, and shows server errors', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValueOnce({ data: null, error: { status: 401, message: 'Invalid email or password' } });
    app('/admin/login');
    await user.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    api.login.mockResolvedValueOnce({
      data: { success: true, token: 'tok', user: { uid: 'u', name: 'Owner', email: 'owner@example.com', role: 'admin' }, deviceToken: 'device-tok' },
      error: null,
    });
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Welcome, Owner')).toBeInTheDocument();
    expect(api.login).toHaveBeenLastCalledWith('owner@example.com', 'wrong', true);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('deviceToken')).toBe('device-tok');
  });

  it('forgot password sends a reset request and answers neutrally', async () => {
    const user = userEvent.setup();
    api.requestPasswordReset.mockResolvedValue({ data: null, error: null });
    app('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that address');
    expect(api.requestPasswordReset).toHaveBeenCalledWith('someone@example.com');
  });

  it('signing out leaves no toast of the session to show after the next sign-in', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'good');
    api.getCurrentUser.mockResolvedValue({ data: { uid: 'u', name: 'Owner', email: 'o@e.com', role: 'admin' }, error: null });
    app('/admin');
    expect(await screen.findByText('Dashboard body')).toBeInTheDocument();
    toast.error('Failed to save the product');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(toaster.list()).toEqual([]);
  });

  it('the change-password dialog opens empty again after a cancel', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'good');
    api.getCurrentUser.mockResolvedValue({ data: { uid: 'u', name: 'Owner', email: 'o@e.com', role: 'admin' }, error: null });
    app('/admin');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'half-typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
