/**
 * Chrome's offer to install the site (`beforeinstallprompt`). It may come before the app is up, and
 * left alone it shows Chrome's own banner on a first visit: the page's first script (main.tsx) holds
 * it in `window.heldInstallPrompt` (a global rather than a module of its own, so that it costs the
 * page's start no extra request). The install button (AppPrompts.tsx) uses it from the second visit on.
 */

/** The event Chromium sends when the site can be installed (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The install offer main.tsx held, until it is used or the site is installed. */
    heldInstallPrompt?: InstallPromptEvent | null;
  }
}

export const heldInstallPrompt = () => window.heldInstallPrompt ?? null;

/** Calls `listener` when an offer comes (main.tsx has held it already: its listener came first) or goes. */
export function onInstallPromptChange(listener: () => void) {
  const installed = () => {
    window.heldInstallPrompt = null;
    listener();
  };
  window.addEventListener('beforeinstallprompt', listener);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', listener);
    window.removeEventListener('appinstalled', installed);
  };
}

/** Asks the browser to install the site; true when the visitor accepted. An offer can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = heldInstallPrompt();
  if (!event) return false;
  window.heldInstallPrompt = null;
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
