/**
 * A warning before leaving a form with unsaved changes: in-app links and the browser's Back and
 * Forward (React Router's blocker, the app runs on a data router) ask first; closing or reloading
 * the tab gets the browser's own prompt (beforeunload). Returns the dialog to render.
 */
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { SAVED_STATE } from './useSaveFlow';

/** Whether a navigation leaves the page (not only its hash), and is not the one away from a form just saved. */
const leaves = (current: Location, next: Location) =>
  (current.pathname !== next.pathname || current.search !== next.search) && (next.state as typeof SAVED_STATE | null)?.saved !== true;

export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leaves(currentLocation, nextLocation));

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message="You have unsaved changes on this page. If you leave now, they will be lost."
      confirmLabel="Leave page"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
