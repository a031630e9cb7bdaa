import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toaster, type Toast } from './toast';
import { openModals } from './openModals';

/** Whether the page is hidden (another tab, the phone locked): a toast's time does not run out unseen then. */
function usePageHidden() {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.hidden,
    () => false,
  );
}

/** One toast: it closes itself when its time is up, its time held while pointed at, focused or unseen. */
function ToastItem({ toast, pageHidden }: { toast: Toast; pageHidden: boolean }) {
  const titleId = useId();
  const [held, setHeld] = useState(false);
  const remaining = useRef(toast.duration);
  const paused = held || pageHidden;

  useEffect(() => {
    remaining.current = toast.duration;
  }, [toast]);
  useEffect(() => {
    if (paused || remaining.current === Infinity) return;
    const started = Date.now();
    const timer = setTimeout(() => toaster.dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast]);

  return (
    <div
      role="status"
      aria-atomic="true"
      aria-labelledby={titleId}
      className={`bo-toast ${toast.type}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="bo-toast-indicator" aria-hidden="true">
        {toast.type === 'success' ? '✓' : toast.type === 'error' ? '!' : 'i'}
      </span>
      <div className="bo-toast-text">
        <p id={titleId} className="bo-toast-title">
          {toast.title}
        </p>
        {toast.description && <p>{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="bo-button outline small"
          onClick={() => {
            toast.action?.onClick();
            toaster.dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      {toast.closable && (
        <button type="button" className="bo-toast-close" aria-label="Close notification" onClick={() => toaster.dismiss(toast.id)}>
          ×
        </button>
      )}
    </div>
  );
}

/** The toasts' region, which Alt+T (its aria-keyshortcuts) focuses from wherever focus is. */
function useFocusShortcut() {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'KeyT' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return region;
}

/**
 * Where the toasts of `toast.success` / `toast.error` / `toast.deleted` appear (top right, each with a
 * close button, Undo when offered). While a modal dialog is open they are drawn in it: anywhere else
 * they would be under its backdrop, out of reach.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.list, toaster.list);
  const modal = useSyncExternalStore(openModals.subscribe, openModals.top, () => null);
  const pageHidden = usePageHidden();
  const region = useFocusShortcut();
  const toastsRegion = (
    <section ref={region} tabIndex={-1} aria-label="Notifications" aria-keyshortcuts="Alt+T" aria-live="polite" aria-relevant="additions text" className="bo-toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} pageHidden={pageHidden} />
      ))}
    </section>
  );
  return modal ? createPortal(toastsRegion, modal) : toastsRegion;
}
