import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The confirm button's text while busy. */
  busyLabel?: string;
  /** Where focus goes when the dialog closes, when not back to what opened it (it may be gone). */
  finalFocusEl?: () => HTMLElement | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible confirmation (a modal dialog in the alertdialog role): the page behind is inert, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel = 'Deleting...',
  finalFocusEl,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} role="alertdialog" className="bo-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`} finalFocus={finalFocusEl}>
      <div className="bo-dialog-content">
        <h2 id={`${id}-title`} className="bo-h2">
          {title}
        </h2>
        <div id={`${id}-message`}>{message}</div>
        <div className="bo-dialog-actions">
          <button type="button" className="bo-button outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="bo-button danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
