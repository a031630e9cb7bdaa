import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { openModals } from './openModals';

type Naming = Pick<DialogHTMLAttributes<HTMLDialogElement>, 'aria-label' | 'aria-labelledby' | 'aria-describedby'>;

interface ModalDialogProps extends Naming {
  open: boolean;
  onClose: () => void;
  className: string;
  /** 'alertdialog' for a confirmation. */
  role?: 'alertdialog';
  /** Where focus goes once it closes, when not back to what opened it (that may be gone). */
  finalFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A native <dialog>, without the kit, shown modal while `open` (the rest of the page inert, focus
 * back where it was after) and its contents drawn only then. Escape closes it, and so does a click
 * pressed and released on its backdrop: both call `onClose` (closing it because `open` turned false does not).
 */
export function ModalDialog({ open, onClose, className, role, finalFocus, children, ...naming }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);
  // The browser fires `close` a task after close(): one of ours, arriving once the dialog is open
  // again (Back pressed twice in a row on a form's leave prompt), must not close it for the owner.
  const closedByUs = useRef(false);
  // A click that started inside (selecting what was typed) and ended on the backdrop is not a click on the backdrop.
  const pressedOnBackdrop = useRef(false);
  // Callers pass a new function each render: read when the dialog closes, it need not rerun the effect.
  const latestFinalFocus = useRef(finalFocus);
  useEffect(() => {
    latestFinalFocus.current = finalFocus;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByUs.current = true;
      dialog.close();
    }
    if (!open && wasOpen.current) latestFinalFocus.current?.()?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    openModals.shown(dialog);
    return () => openModals.closed(dialog);
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; Escape is the keyboard's way, the browser's own
    <dialog
      ref={ref}
      role={role}
      className={className}
      onClose={() => {
        if (closedByUs.current) closedByUs.current = false;
        else onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      {...naming}
    >
      {open && children}
    </dialog>
  );
}
