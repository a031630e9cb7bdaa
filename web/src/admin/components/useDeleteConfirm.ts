import { useState } from 'react';

/**
 * The delete confirmation flow: `ask(item)` opens the dialog, confirming calls `remove`, then
 * `done(item, failed)`; spread `dialog` into ConfirmDialog.
 */
export function useDeleteConfirm<T>(remove: (item: T) => Promise<{ error?: unknown }>, done: (item: T, failed: boolean) => void) {
  const [pending, setPending] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setDeleting(true);
    const { error } = await remove(pending);
    setDeleting(false);
    setPending(null);
    done(pending, Boolean(error));
  };
  return {
    ask: (item: T) => setPending(item),
    dialog: {
      open: Boolean(pending),
      busy: deleting,
      onConfirm: () => void confirm(),
      onCancel: () => setPending(null),
    },
  };
}
