/**
 * Stock that counts itself: a size may keep a count (`count`, a whole number; none: "not counted",
 * when the owner's in-stock flag alone says whether it sells). Confirming an order takes its
 * quantities from the counts, cancelling it puts them back, and the owner or a helper adjusts a
 * count with a reason; each change is kept in the size's history. A count at zero is sold out, and a
 * count at or below the size's low-stock threshold is "only a few left": the public sees only that,
 * never the count.
 */
import * as yup from 'yup';
import { optionalText, safeText, wholeNumber } from './fields';
import { SIZE_KEY_PATTERN } from './productSizes';
import { MAX_SLUG_LENGTH } from './slug';
import type { Id } from './types';

/** The most a count may hold, and the most one adjustment may move it. */
export const MAX_STOCK = 1_000_000;
const MAX_STOCK_NOTE_LENGTH = 200;

/** Why a count changed: the owner's reasons, and an order's confirmation or cancellation. */
export const STOCK_REASONS = ['received', 'damaged', 'correction', 'stocktake'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export type StockChangeCause = StockReason | 'order' | 'orderReturned';

/** A size's count and threshold as stored in its product (`stock[variantKey]`). */
export interface SizeStock {
  count: number;
  /** At or below it (and above 0), the size is "only a few left"; null: never. */
  lowStock: number | null;
}

export type StockLevel = 'out' | 'low' | 'ok';

/** Where a counted size stands. */
export const stockLevel = ({ count, lowStock }: SizeStock): StockLevel => (count <= 0 ? 'out' : lowStock !== null && count <= lowStock ? 'low' : 'ok');

export const STOCK_MESSAGES = {
  saved: 'Stock saved',
  belowZero: (left: number) => `The count cannot go below zero: ${left} left`,
  notCounted: 'This size is not counted: count it first (stocktake)',
  unknownSize: 'This product has no such size',
  changeSign: { received: 'A batch received adds to the count', damaged: 'Damaged stock takes from the count' } as Partial<Record<string, string>>,
  short: 'Not enough stock to confirm this order',
} as const;

const CHANGE_MESSAGE = `Change must be a whole number between -${MAX_STOCK} and ${MAX_STOCK}, not 0`;
const COUNT_MESSAGE = `Count must be a whole number between 0 and ${MAX_STOCK}`;

/** Received stock adds, damaged stock takes away; a correction may do either. */
const rightSign = (reason: StockReason, change: number) => (reason === 'received' ? change > 0 : reason === 'damaged' ? change < 0 : true);

/** A count, null for none (sent as null: apart from one left out, which is undefined). */
const countOrNone = (label: string) =>
  wholeNumber(label, 0, MAX_STOCK)
    .transform((value: number | undefined, original: unknown) => (original === null ? null : value))
    .nullable()
    .optional();

/**
 * `POST /api/products/{id}/stock`: a stocktake sets the count (`count`; null stops counting), any
 * other reason moves it by `change` (received adds, damaged takes away, a correction either). The
 * threshold (`lowStock`, null for none) may come with either, or alone (no reason).
 */
export const stockChangeSchema = yup
  .object({
    variantKey: safeText(MAX_SLUG_LENGTH).default(''),
    reason: yup.string().oneOf(STOCK_REASONS, `Reason must be one of ${STOCK_REASONS.join(', ')}`).optional(),
    change: wholeNumber('Change', -MAX_STOCK, MAX_STOCK).notOneOf([0], CHANGE_MESSAGE).optional(),
    count: countOrNone('Count'),
    lowStock: countOrNone('Low-stock threshold'),
    note: optionalText(MAX_STOCK_NOTE_LENGTH),
  })
  .test('what-changes', function whatChanges({ reason, change, count, lowStock }) {
    const refuse = (path: string, message: string) => this.createError({ path, message });
    if (reason === 'stocktake') {
      if (change !== undefined) return refuse('change', 'A stocktake sets the count: send count, not change');
      return count !== undefined || refuse('count', COUNT_MESSAGE);
    }
    if (count !== undefined) return refuse('count', 'Only a stocktake sets the count');
    if (reason === undefined) return change === undefined && lowStock !== undefined ? true : refuse('reason', 'Choose a reason');
    if (change === undefined) return refuse('change', CHANGE_MESSAGE);
    return rightSign(reason, change) || refuse('change', STOCK_MESSAGES.changeSign[reason] ?? CHANGE_MESSAGE);
  });
export type StockChangeRequest = yup.InferType<typeof stockChangeSchema>;
/** What a client sends: numbers may be the text a form holds (the schema reads plain decimal text). */
export interface StockChangeBody {
  variantKey: string;
  reason?: StockReason;
  change?: number | string;
  count?: number | string | null;
  lowStock?: number | string | null;
  note?: string;
}

/** One change of a size's count, newest first in its history. */
export interface StockChange {
  _id: Id;
  variantKey: string;
  cause: StockChangeCause;
  /** What the count moved by (a stocktake: the difference from before; counting stopped: 0). */
  change: number;
  /** The count after it; null when counting stopped. */
  count: number | null;
  note: string;
  /** The order that took or returned it. */
  orderNumber?: string;
  by: string;
  at: string;
}

/** A size of a product as the stock screens show it. */
export interface SizeStockView {
  productId: Id;
  productName: string;
  variantKey: string;
  sizeLabel: string;
  /** Null: not counted. */
  count: number | null;
  lowStock: number | null;
  level: StockLevel | null;
}

/** `GET /api/products/{id}/stock`: each size, and its recent changes. */
export interface ProductStock {
  sizes: (SizeStockView & { history: StockChange[] })[];
}

/** What an order's confirmation could not take: each size short, with what is left and what was ordered. */
export interface StockShortage {
  productId: Id;
  variantKey: string;
  name: string;
  left: number;
  ordered: number;
}

export const shortageText = (short: StockShortage) => `${short.name}: ${short.left} left, ${short.ordered} ordered`;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_STOCK;

/** The counts stored in a product (`stock`), each read tolerantly: anything but a whole count under a size key is "not counted". */
export function readStockMap(stored: unknown): Record<string, SizeStock> {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const entries = Object.entries(stored as Record<string, unknown>).flatMap(([key, value]): [string, SizeStock][] => {
    const { count, lowStock } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    return isCount(count) && SIZE_KEY_PATTERN.test(key) ? [[key, { count, lowStock: isCount(lowStock) ? lowStock : null }]] : [];
  });
  return Object.fromEntries(entries);
}

/** The count of the size `key`, or null when it is not counted (own keys only: never `__proto__`). */
export const stockOf = (stock: Readonly<Record<string, SizeStock>>, key: string): SizeStock | null => (Object.hasOwn(stock, key) ? stock[key] : null);

/** The sizes as sold: a counted size is in stock while its count is above zero, whatever its flag says. */
export const withCounts = <S extends { key: string; inStock: boolean }>(sizes: readonly S[], stock: Readonly<Record<string, SizeStock>>): S[] =>
  sizes.map((size) => {
    const counted = stockOf(stock, size.key);
    return counted ? { ...size, inStock: counted.count > 0 } : size;
  });
