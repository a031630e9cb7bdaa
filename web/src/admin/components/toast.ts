/** The back office's notifications: `toast.success(message)` / `toast.error(message)` (Chakra's toaster). */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

const show = (type: 'success' | 'error') => (message: string) => toaster.create({ title: message, type, closable: true });

export const toast = { success: show('success'), error: show('error') };
