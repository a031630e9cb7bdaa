/** The login screen's building blocks, without the kit (their look: LoginPage.css). */
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A message box: an error (its lines kept) or a success; nothing when there is no message. */
export function LoginAlert({ message, status = 'error' }: { message: ReactNode; status?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p role={status === 'error' ? 'alert' : 'status'} className={`login-alert ${status}`}>
      {message}
    </p>
  );
}

interface LoginFieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
  /** Beside the input (the password's Show button). */
  aside?: ReactNode;
}

/** A labelled input with its error tied to it for screen readers. */
export function LoginField({ label, type, autoComplete, registration, error, placeholder, aside }: LoginFieldProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      type={type}
      autoComplete={autoComplete}
      required
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...registration}
    />
  );
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      {aside ? (
        <div className="login-password">
          {input}
          {aside}
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={`${id}-error`} className="login-field-error">
          {error}
        </p>
      )}
    </div>
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
