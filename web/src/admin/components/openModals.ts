/**
 * The modal dialogs open (ModalDialog.tsx), in the order shown. The rest of the page is under the top
 * one's backdrop and inert, so the toasts are drawn in it (Toaster.tsx).
 */
let modals: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const set = (list: readonly HTMLDialogElement[]) => {
  modals = list;
  for (const listener of listeners) listener();
};

export const openModals = {
  shown: (dialog: HTMLDialogElement) => set([...modals, dialog]),
  closed: (dialog: HTMLDialogElement) => set(modals.filter((shown) => shown !== dialog)),
  /** The modal dialog shown last (on top of the others), or null. */
  top: () => modals.at(-1) ?? null,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
