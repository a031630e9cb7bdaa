/**
 * admin.html holds the login screen drawn at build time (build/prerenderedLogin.ts): shown, and
 * hydrated by main.tsx, when the page opens at the login screen; any other screen clears it first.
 * Its fields are read-only and its buttons disabled until the app has hydrated them, so nothing
 * typed or pressed before is lost (the form's own values would overwrite what was typed).
 */

/** The login screen's address (a trailing slash allowed). */
export const LOGIN_PATH = /^\/admin\/login\/?$/;
/** On <html>, set by the page's first script when it opens at LOGIN_PATH, until the app has hydrated the screen. */
export const LOGIN_DRAWN = 'data-login-drawn';
/** On the app's root element while it holds the drawn login screen (hidden unless LOGIN_DRAWN is set). */
export const HOLDS_LOGIN = 'data-holds-login';
/** On the drawn screen's fields and buttons held (read-only or disabled) until the app has hydrated them. */
export const HELD = 'data-held';

/** Once the app has hydrated the drawn screen (or rendered another): its fields and buttons are the app's, and it shows whatever screen it draws. */
export function releaseDrawnLogin() {
  for (const element of document.querySelectorAll(`[${HELD}]`)) {
    element.removeAttribute(HELD);
    element.removeAttribute('readonly');
    element.removeAttribute('disabled');
  }
  document.documentElement.removeAttribute(LOGIN_DRAWN);
  document.getElementById('root')?.removeAttribute(HOLDS_LOGIN);
}
