/**
 * The photos being prepared (shrunk in the browser, downscaleImage.ts) anywhere in the back office.
 * A form's Save waits for them and says so (FormPage.tsx, FormStatus.tsx), so a photo chosen just
 * before Save is saved with the form instead of being left behind.
 */
import { useSyncExternalStore } from 'react';

let preparing = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Marks a preparation as started; call the returned function once its result has been handed to
 * the form (a form waiting for it submits on the render that has the photo).
 */
export function startPreparation(): () => void {
  preparing += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    preparing -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether a chosen photo is still being prepared. */
export const usePreparingImages = (): boolean => useSyncExternalStore(subscribe, () => preparing > 0);
