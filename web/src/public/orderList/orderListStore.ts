/**
 * The visitor's order list, kept in the browser (localStorage) across reloads and visits and shared
 * by every tab. Each line remembers what the product looked like when it was added (name, size,
 * price), so the order list can flag what changed since; the server prices the order anyway.
 * Small on purpose: the header and the add buttons of every page use it; the order list page
 * itself is its own chunk.
 */
import { useSyncExternalStore } from 'react';
import { LANGUAGES, MAX_LINE_QUANTITY, MAX_ORDER_LINES, type Language } from '@catalogue/domain';
import { storedValue } from './storedValue';

export interface OrderListLine {
  productId: string;
  variantKey: string;
  quantity: number;
  name: string;
  sizeLabel: string;
  /** The unit price when the line was added. */
  price: number;
  slug: string;
  /** A small rendition of the product's cover, or null. */
  image: string | null;
  /** The product's name in each language the page that added it knew (a list made on an English page reads in Tamil on a Tamil one). */
  names?: Partial<Record<Language, string>>;
}

/** Only the languages' names that are text: the stored list may be another version's or hand-edited. */
function cleanNames(names: unknown): Partial<Record<Language, string>> {
  if (!names || typeof names !== 'object') return {};
  return Object.fromEntries(LANGUAGES.flatMap((language) => {
    const name: unknown = (names as Record<string, unknown>)[language];
    return typeof name === 'string' && name !== '' ? [[language, name]] : [];
  }));
}

/** The line's product name in `language`, else the name it was added with. */
export const lineName = (line: Pick<OrderListLine, 'name' | 'names'>, language: Language) => line.names?.[language] ?? line.name;

const EMPTY: readonly OrderListLine[] = Object.freeze([]);

const isLine = (value: unknown): value is OrderListLine => {
  const line = value as Partial<OrderListLine> | null;
  return (
    !!line &&
    typeof line.productId === 'string' &&
    typeof line.variantKey === 'string' &&
    Number.isInteger(line.quantity) &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    typeof line.slug === 'string'
  );
};

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity) || 1));

/** Lines as stored (by this version, another one, or a hand edit): what is not a line is left out. */
export function storedLines(stored: unknown): readonly OrderListLine[] {
  if (!Array.isArray(stored)) return EMPTY;
  return stored
    .filter(isLine)
    .map((line) => ({ ...line, quantity: clampQuantity(line.quantity), sizeLabel: line.sizeLabel ?? '', image: line.image ?? null, names: cleanNames(line.names) }))
    .slice(0, MAX_ORDER_LINES);
}

const stored = storedValue('orderList', storedLines, EMPTY);
/** The list when storage refused the last write (full, or switched off): it lives until the page is left. */
let unsaved: readonly OrderListLine[] | null = null;

const read = () => unsaved ?? stored.read();

function write(lines: readonly OrderListLine[]) {
  stored.write(lines, (saved) => {
    unsaved = saved ? null : lines;
  });
}

const sameLine = (a: Pick<OrderListLine, 'productId' | 'variantKey'>, b: Pick<OrderListLine, 'productId' | 'variantKey'>) =>
  a.productId === b.productId && a.variantKey === b.variantKey;

export const orderList = {
  /** Adds the product in its size, or raises the quantity of its line; false when the list is full. */
  add(line: OrderListLine): boolean {
    const lines = read();
    const existing = lines.find((item) => sameLine(item, line));
    if (existing) {
      write(lines.map((item) => (item === existing ? { ...line, quantity: clampQuantity(item.quantity + line.quantity), price: item.price } : item)));
      return true;
    }
    if (lines.length >= MAX_ORDER_LINES) return false;
    write([...lines, { ...line, quantity: clampQuantity(line.quantity) }]);
    return true;
  },
  /** Puts lines back (an earlier order), each as `add` would; how many did not fit. */
  addAll(lines: readonly OrderListLine[]): number {
    return lines.filter((line) => !orderList.add(line)).length;
  },
  setQuantity(line: Pick<OrderListLine, 'productId' | 'variantKey'>, quantity: number) {
    write(read().map((item) => (sameLine(item, line) ? { ...item, quantity: clampQuantity(quantity) } : item)));
  },
  remove(line: Pick<OrderListLine, 'productId' | 'variantKey'>) {
    write(read().filter((item) => !sameLine(item, line)));
  },
  clear() {
    write(EMPTY);
  },
};

/** The order list's lines; empty on the server and in the first (hydrating) render. */
export const useOrderList = () => useSyncExternalStore(stored.subscribe, read, () => EMPTY);

const noChanges = () => () => undefined;
/** False on the server and while the page hydrates (the list is not known there), true after. */
export const useOrderListKnown = () => useSyncExternalStore(noChanges, () => true, () => false);

/** How many items (quantities added up) the order list holds. */
export const useOrderListCount = () => useOrderList().reduce((count, line) => count + line.quantity, 0);

// ---- What the header's live region says (one region for every add button of the page) ----------

let announcement = '';
const announcementListeners = new Set<() => void>();

/** Says `text` to screen readers through the header's status region (again, when it is the same text). */
export function announce(text: string) {
  // A region reads out a change: the same words twice differ by a trailing no-break space.
  announcement = announcement === text ? `${text}\u00a0` : text;
  for (const listener of announcementListeners) listener();
}

const subscribeAnnouncements = (listener: () => void) => {
  announcementListeners.add(listener);
  return () => {
    announcementListeners.delete(listener);
  };
};

export const useAnnouncement = () => useSyncExternalStore(subscribeAnnouncements, () => announcement, () => '');
