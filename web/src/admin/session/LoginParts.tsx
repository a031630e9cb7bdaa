/** The login screen's building blocks, without the kit (their look: FieldStyle.css, LoginPage.css). */
import type { ButtonHTMLAttributes } from 'react';

/** "Sign in with Google": before its code has loaded (LoginPage.tsx), while it loads, and once it has (GoogleSignIn.tsx); `busy` while a sign-in is under way. */
export function GoogleSignInButton({ busy = false, disabled, ...handlers }: { busy?: boolean } & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'onFocus' | 'onPointerEnter'>) {
  return (
    <button type="button" className="bo-button outline wide" disabled={busy || disabled} aria-busy={busy || undefined} {...handlers}>
      {busy ? 'Signing in with Google...' : 'Sign in with Google'}
    </button>
  );
}
