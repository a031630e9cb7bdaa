/**
 * The back office's notifications, without the kit: `toast.success(message)` / `toast.error(message)`,
 * and `toast.deleted(message, undo)`: a success with an Undo button, shown longer to leave time for it.
 * `toaster` holds them; the signed-in shell draws them (Toaster.tsx). A toast raised on the login
 * screen (an update offered) shows once the shell is drawn.
 */

type ToastType = 'success' | 'error' | 'info';

interface ToastOptions {
  /** A toast raised again with the same id replaces the one on screen instead of adding another. */
  id?: string;
  type: ToastType;
  title: string;
  description?: string;
  /** How long it shows, in ms (Infinity: until closed); by default 2 s for a success, 5 s otherwise. */
  duration?: number;
  closable?: boolean;
  action?: { label: string; onClick: () => void };
  /** Kept when the owner signs out (the update offer: about the back office, not about what they did). */
  outlivesSession?: boolean;
}

export interface Toast extends ToastOptions {
  id: string;
  duration: number;
}

const DURATION: Record<ToastType, number> = { success: 2000, error: 5000, info: 5000 };
const UNDO_MS = 10_000;

type Listener = () => void;

function createToaster() {
  let toasts: readonly Toast[] = [];
  let next = 0;
  const listeners = new Set<Listener>();
  const set = (list: readonly Toast[]) => {
    toasts = list;
    for (const listener of listeners) listener();
  };
  return {
    create: (options: ToastOptions): string => {
      const id = options.id ?? `toast-${++next}`;
      const toast: Toast = { ...options, id, duration: options.duration ?? DURATION[options.type] };
      set([...toasts.filter((shown) => shown.id !== id), toast]);
      return id;
    },
    dismiss: (id: string) => {
      if (toasts.some((shown) => shown.id === id)) set(toasts.filter((shown) => shown.id !== id));
    },
    /** Shown again after the next sign-in, a toast of this session would be about the last one. */
    signedOut: () => set(toasts.filter((shown) => shown.outlivesSession)),
    list: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const toaster = createToaster();

const show = (type: 'success' | 'error') => (message: string) => toaster.create({ title: message, type, closable: true });

const deleted = (message: string, undo: () => void) =>
  toaster.create({ title: message, type: 'success', closable: true, duration: UNDO_MS, action: { label: 'Undo', onClick: undo } });

export const toast = { success: show('success'), error: show('error'), deleted };
