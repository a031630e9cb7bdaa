/**
 * The order's own page: every recorded order has an unguessable address, `/orders/{number}?key={key}`
 * (under `/ta/` for an order placed in Tamil), where the customer sees its lines, totals, status
 * history and payment. The key is random (STATUS_KEY_BYTES), never derived from the number; the page
 * and `GET /api/orders/{number}/status?key=` answer 404 alike for a wrong number or key.
 */
import { localizedPath, unlocalizedPath } from './languagePaths';
import type { Language } from './translations';
import type { OrderEvent, OrderPricing, OrderStatus } from './orders';
import type { PaymentMethod } from './payment';
import type { PaymentStatus } from './paymentStatuses';

/** 18 random bytes: 144 bits, written as 24 base64url characters. */
export const STATUS_KEY_BYTES = 18;
export const STATUS_KEY_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** The page's query parameter that carries the key. */
export const STATUS_KEY_PARAM = 'key';
/** An order number as orderNumber() makes them (PREFIX-YYMM-NNNN, the sequence may pass 9999). */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{2,3}-\d{4}-\d{4,6}$/;
export const ORDER_PAGE_NOT_FOUND = 'Order not found';

/** Order pages' paths (in any language): one customer's, never cached for others nor indexed. */
export const isOrderPagePath = (pathname: string) => unlocalizedPath(pathname).startsWith('/orders/');
/** Order page reads (page and API) per client network and hour: a family checking its orders stays far below. */
export const ORDER_PAGE_READS_PER_HOUR = 120;
export const TOO_MANY_ORDER_PAGE_READS = 'Too many requests for order pages from this connection. Please try again later.';

/** The page's site-relative address. */
export const orderPagePath = (number: string, key: string, language: Language) =>
  localizedPath(language, `/orders/${encodeURIComponent(number)}?${STATUS_KEY_PARAM}=${encodeURIComponent(key)}`);

/**
 * What the customer's page shows of the order: what they ordered and what the shop did with it, and
 * nothing else (not their name, phone or address: the link may be forwarded; nor the owner's records).
 */
export interface OrderPageData extends Omit<OrderPricing, 'delivery'> {
  number: string;
  createdAt: string;
  /** The language the order was placed in. */
  lang: Language;
  /** The delivery area's name when the pincode was in one. */
  area: string | null;
  status: OrderStatus;
  /** Oldest first, from `new` (placed). */
  history: OrderEvent[];
  payment: { status: PaymentStatus; method: PaymentMethod | null; paidOn: string | null };
}
