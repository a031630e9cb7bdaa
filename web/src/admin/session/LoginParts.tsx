/** The login screen's building blocks, without the kit (their look: LoginPage.css). */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** A message box: an error (its lines kept) or a success; nothing when there is no message. */
export function LoginAlert({ message, status = 'error' }: { message: ReactNode; status?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p role={status === 'error' ? 'alert' : 'status'} className={`login-alert ${status}`}>
      {message}
    </p>
  );
}

/** "Sign in with Google": before its code has loaded (LoginPage.tsx), while it loads, and once it has (GoogleSignIn.tsx); `busy` while a sign-in is under way. */
export function GoogleSignInButton({ busy = false, disabled, ...handlers }: { busy?: boolean } & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'onFocus' | 'onPointerEnter'>) {
  return (
    <button type="button" className="login-button outline wide" disabled={busy || disabled} aria-busy={busy || undefined} {...handlers}>
      {busy ? 'Signing in with Google...' : 'Sign in with Google'}
    </button>
  );
}
