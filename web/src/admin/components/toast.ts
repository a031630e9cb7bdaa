/**
 * The back office's notifications: `toast.success(message)` / `toast.error(message)` (Chakra's toaster),
 * and `toast.deleted(message, undo)`: a success with an Undo button, shown longer to leave time for it.
 */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

const show = (type: 'success' | 'error') => (message: string) => toaster.create({ title: message, type, closable: true });

const UNDO_MS = 10_000;

const deleted = (message: string, undo: () => void) =>
  toaster.create({ title: message, type: 'success', closable: true, duration: UNDO_MS, action: { label: 'Undo', onClick: undo } });

export const toast = { success: show('success'), error: show('error'), deleted };
