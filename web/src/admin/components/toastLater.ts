import type { toaster } from './toast';

/**
 * A toast from code that also runs on the login screen, which loads no kit: the kit's toaster is
 * loaded when the first one is shown, and the toast appears where the signed-in shell draws them.
 */
export function toastLater(options: Parameters<typeof toaster.create>[0]) {
  void import('./toast').then((kit) => kit.toaster.create(options));
}
