/**
 * What the install offer remembers on this device: the visits so far (a visit is a browser tab's
 * session: counted once however many pages it opens) and the visitor's "Not now".
 */
import { storedValue } from '../orderList/storedValue';

const visits = storedValue('visits', (value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0), 0);
const notNow = storedValue('installNotNow', (value) => value === true, false);
const COUNTED = 'visitCounted';

/** Counts this visit (once per tab session) and answers how many visits this device made, this one included. */
export function countVisit(): number {
  try {
    if (sessionStorage.getItem(COUNTED)) return visits.read();
    sessionStorage.setItem(COUNTED, '1');
  } catch {
    // Without session storage every page counts: the offer may come on a first visit's second page.
  }
  visits.write(visits.read() + 1);
  return visits.read();
}

export const installDeclined = () => notNow.read();
export const declineInstall = () => notNow.write(true);
