/**
 * The last order lists this browser sent (newest first, at most MAX_SENT_LISTS), for "Order again":
 * each keeps its lines as the list held them, so putting them back flags what changed since.
 */
import { useSyncExternalStore } from 'react';
import { storedLines, type OrderListLine } from './orderListStore';
import { storedValue } from './storedValue';

export interface SentOrderList {
  /** The order number the shop gave it; null when the order could not be recorded. */
  number: string | null;
  /** When it was sent (ISO 8601). */
  sentAt: string;
  lines: readonly OrderListLine[];
}

const MAX_SENT_LISTS = 3;
const EMPTY: readonly SentOrderList[] = Object.freeze([]);

function storedLists(stored: unknown): readonly SentOrderList[] {
  if (!Array.isArray(stored)) return EMPTY;
  return stored
    .flatMap((item: Partial<Record<keyof SentOrderList, unknown>> | null) => {
      if (!item || typeof item.sentAt !== 'string' || Number.isNaN(Date.parse(item.sentAt))) return [];
      const lines = storedLines(item.lines);
      return lines.length ? [{ number: typeof item.number === 'string' ? item.number : null, sentAt: item.sentAt, lines }] : [];
    })
    .slice(0, MAX_SENT_LISTS);
}

const stored = storedValue('sentOrderLists', storedLists, EMPTY);

/** Keeps a list just sent; a browser that keeps nothing (storage off or full) offers no "Order again". */
export function rememberSentList(lines: readonly OrderListLine[], number: string | null, sentAt = new Date()) {
  stored.write([{ number, sentAt: sentAt.toISOString(), lines }, ...stored.read()].slice(0, MAX_SENT_LISTS));
}

/** The lists this browser sent, newest first; none on the server and while the page hydrates. */
export const useSentOrderLists = () => useSyncExternalStore(stored.subscribe, stored.read, () => EMPTY);
