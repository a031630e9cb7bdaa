/**
 * A warning before leaving a form with unsaved changes. The app's router is a BrowserRouter, where
 * React Router's useBlocker does not work (data routers only), so in-app links are caught instead:
 * a click on a same-origin link to another page is held in the capture phase, before the router
 * sees it, and followed only if the owner confirms. Closing or reloading the tab gets the
 * browser's own prompt (beforeunload).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Where a click would take the app, when it is a same-origin link to another page. */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return null;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const destination = inAppDestination(event);
      if (!destination) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(destination);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title="Leave without saving?"
      message="You have unsaved changes on this page. If you leave now, they will be lost."
      confirmLabel="Leave page"
      cancelLabel="Stay on this page"
      onConfirm={() => {
        setPending(null);
        if (pending) void navigate(pending);
      }}
      onCancel={() => setPending(null)}
    />
  );
}
