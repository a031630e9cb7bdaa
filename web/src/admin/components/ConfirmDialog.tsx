import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible confirmation (Radix Dialog): focus is trapped, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-dialog__overlay" />
        <Dialog.Content className="admin-dialog" role="alertdialog">
          <Dialog.Title className="admin-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="admin-dialog__text">{message}</Dialog.Description>
          <div className="admin-dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="admin-btn admin-btn--secondary">
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button type="button" className="admin-btn admin-btn--danger" onClick={onConfirm} disabled={busy}>
              {busy ? 'Deleting...' : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
