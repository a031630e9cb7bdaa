/**
 * Orders: a customer's order list, priced by the server and kept in the owner's order book, and the
 * one chat message that sends it. Kept free of the validation library (orderSchema.ts has the
 * schemas): the public order list builds the message with these helpers.
 */
import { deliveryFeeOf, deliveryFor, type DeliveryAreas, type DeliveryQuote } from './delivery';
import { DEFAULT_LANGUAGE, onFirstUse, perLanguage, textIn, type Language, type TextByLanguage } from './languages';
import { ORDER_CONTACT_FIELDS, ORDER_CONTACT_LABELS, type OrderContact, type OrderContactField } from './orderContact';
import type { OrderPayment } from './payment';
import type { Id } from './types';

export const ORDER_STATUSES = ['new', 'confirmed', 'outForDelivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
/** The statuses of an order the shop has accepted: it holds its stock (stock.ts) and has a bill number (bill.ts). */
export const ACCEPTED_STATUSES: readonly OrderStatus[] = ['confirmed', 'outForDelivery', 'delivered'];

export const MAX_ORDER_LINES = 30;
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_NOTE_LENGTH = 500;
export const MAX_ORDER_ADDRESS_LENGTH = 300;
/** The personal details (ORDER_PERSONAL_FIELDS) are deleted this long after the order; its lines stay for the figures. */
export const ORDER_PERSONAL_DAYS = 180;
/** Why a line of an order list cannot be ordered now (the API's `problems`; the order list translates them). */
export const ORDER_LINE_PROBLEMS = {
  productGone: 'This product is no longer available',
  sizeGone: 'This size is no longer available',
  chooseSize: 'Choose a size',
  soldOut: 'This size is sold out',
  stale: 'This size is not available: its batch is too close to its best-before date',
} as const;
/** `POST /api/orders`'s 409 when a line has one of those problems. */
export const CANNOT_ORDER_MESSAGE = 'Some items in your order list cannot be ordered now';
/** The business's time zone: order numbers and daily figures follow its calendar. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/**
 * One line of an order: a product in one size, priced by the server when the order was recorded,
 * its names in every language the catalogue had them in then (whoever shows it picks the language: `lineIn`).
 */
export interface OrderLine {
  productId: Id;
  variantKey: string;
  names: TextByLanguage;
  /** Empty for a product with one unnamed size. */
  sizeLabels: TextByLanguage;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** A line as one language shows it. */
export interface OrderLineText {
  name: string;
  sizeLabel: string;
  quantity: number;
  lineTotal: number;
}

/** The line's name and size label in `language` (else in English). */
export const lineIn = (line: OrderLine, language: Language): OrderLineText => ({
  name: textIn(line.names, language),
  sizeLabel: textIn(line.sizeLabels, language),
  quantity: line.quantity,
  lineTotal: line.lineTotal,
});

/** What `POST /api/orders` answers (and `POST /api/orders/quote` without `_id` and `number`). */
export interface OrderPricing {
  lines: OrderLine[];
  subtotal: number;
  /** Null when the delivery fee is not known: no areas named, no pincode, or outside the areas. */
  deliveryFee: number | null;
  total: number;
  delivery: DeliveryQuote;
}

export interface OrderReceipt extends OrderPricing {
  _id: Id;
  /** Short and readable, unique: PREFIX-YYMM-NNNN, e.g. VN-2611-0042. */
  number: string;
  createdAt: string;
  /** The order's own page, site-relative: `/orders/{number}?key={key}` (under `/ta/` for an order placed in Tamil). */
  statusUrl: string;
}

/** A status the order took, and when: its history starts with `new` when it was placed. */
export interface OrderEvent {
  status: OrderStatus;
  at: string;
}

/** An order in the owner's order book: its personal details are deleted (empty) ORDER_PERSONAL_DAYS after the order. */
export interface Order extends Omit<OrderReceipt, 'statusUrl'>, OrderContact {
  /** The delivery area's name when the pincode is in one. */
  area: string | null;
  status: OrderStatus;
  /** Oldest first. */
  history: OrderEvent[];
  /** Kept apart from the status (payment.ts). */
  payment: OrderPayment;
  /** The order's own page, site-relative (orderPage.ts); null for an order placed before orders had one, until its status or payment next changes. */
  statusUrl: string | null;
  /** The language the customer ordered in (lines recorded before every language was kept are named in it only). */
  lang: Language;
  /** The customer ticked "Remind me when it's time to reorder" (false on orders placed before it was asked). */
  remindMe: boolean;
  updatedAt: string;
}

/** `GET /api/insights?days=N`: the owner's figures (cancelled orders left out). */
export interface Insights {
  /** Oldest first, today last (the business's calendar); `revenue` what was ordered, `paid` the part of it paid. */
  days: { date: string; orders: number; revenue: number; paid: number; linkOpens: number }[];
  /** Every product ordered in the period, the most ordered first. */
  topProducts: { productId: Id; name: string; quantity: number; orders: number }[];
  topSizes: { productId: Id; variantKey: string; name: string; sizeLabel: string; quantity: number }[];
}
export const MAX_INSIGHT_DAYS = 366;

/** An order list's line as the customer's browser sends it: the server looks up the rest. */
export interface OrderLineRequest {
  productId: Id;
  variantKey: string;
  quantity: number;
}

// ---- Money --------------------------------------------------------------------------------------

const paise = (rupees: number) => Math.round(rupees * 100);
/** Price × quantity, exact to the paisa. */
export const lineTotalOf = (unitPrice: number, quantity: number) => (paise(unitPrice) * quantity) / 100;
/** A sum of rupee amounts, exact to the paisa. */
export const sumRupees = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + paise(amount), 0) / 100;

/** An order's totals from its line totals and the delivery to `pincode`: how the server prices an order, and the order list when it cannot reach the server. */
export function orderTotals(lineTotals: readonly number[], delivery: DeliveryAreas, pincode: string): Omit<OrderPricing, 'lines'> {
  const subtotal = sumRupees(lineTotals);
  const quote = deliveryFor(delivery, pincode, subtotal);
  const deliveryFee = deliveryFeeOf(quote);
  return { subtotal, deliveryFee, total: sumRupees([subtotal, deliveryFee ?? 0]), delivery: quote };
}

const wholeRupees = perLanguage((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
const rupeesWithPaise = perLanguage((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
/** Compact rupees for a chat message, in the language's digits and grouping: ₹1,250 or ₹349.50. */
export function formatRupees(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  return `₹${(Number.isInteger(amount) ? wholeRupees : rupeesWithPaise)(language).format(amount)}`;
}

// ---- The order number ----------------------------------------------------------------------------

/** The number's prefix: the initials of the business's name ("Vanam Naturals" → VN), OR when it has none in Latin letters. */
export function orderNumberPrefix(businessName: string): string {
  const initials = businessName
    .normalize('NFKD')
    .split(/\s+/)
    .map((word) => /[A-Za-z]/.exec(word)?.[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3);
  return initials.length >= 2 ? initials : 'OR';
}

/** "2611" for November 2026 in the business's calendar. */
export function orderMonth(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, year: '2-digit', month: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}`;
}

export const orderNumber = (prefix: string, month: string, sequence: number) => `${prefix}-${month}-${String(sequence).padStart(4, '0')}`;

/** India keeps one offset all year. */
const BUSINESS_UTC_OFFSET = '+05:30';
/** The instant a day (YYYY-MM-DD) of the business's calendar begins. */
export const businessDayStart = (day: string) => new Date(`${day}T00:00:00${BUSINESS_UTC_OFFSET}`);

const businessCalendar = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }));

/** The day (YYYY-MM-DD) of `date` in the business's calendar. */
export const businessDay = (date: Date) => businessCalendar().format(date);

// ---- The chat message ----------------------------------------------------------------------------

const ORDER_FIGURES = ['number', 'lines', 'subtotal', 'deliveryFee', 'total'] as const;
type OrderPlaceholder = (typeof ORDER_FIGURES)[number] | OrderContactField;
/** `{number}`, `{lines}`…, and one per detail of the customer (`{name}`…). */
export const ORDER_PLACEHOLDERS = Object.fromEntries([...ORDER_FIGURES, ...ORDER_CONTACT_FIELDS].map((key) => [key, `{${key}}`])) as Record<OrderPlaceholder, string>;

/** Every placeholder, matched in one pass (so a product named "{total}" stays as it is). */
const PLACEHOLDER = new RegExp(`\\{(${Object.keys(ORDER_PLACEHOLDERS).join('|')})\\}`, 'g');

export const DEFAULT_ORDER_LIST_MESSAGE = [
  'Hello! I would like to order:',
  'Order number: {number}',
  '{lines}',
  'Subtotal: {subtotal}',
  'Delivery: {deliveryFee}',
  'Total: {total}',
  ...ORDER_CONTACT_FIELDS.map((field) => `${ORDER_CONTACT_LABELS[field]}: ${ORDER_PLACEHOLDERS[field]}`),
].join('\n');

/** What the message says: the order as recorded (with its number) or, when recording failed, as the browser priced it. */
export interface OrderMessageValues extends Partial<OrderContact> {
  number?: string;
  /** In the message's language (`lineIn`). */
  lines: readonly OrderLineText[];
  subtotal: number;
  delivery: DeliveryQuote;
  /** The customer's language: the words the message adds to the owner's template (English when left out). */
  language?: Language;
  /** How to pay (`howToPayLine`, upi.ts): added after the template's lines when it says something. */
  howToPay?: string;
  /** The order's own page, a full address: the message's last line when the order was recorded. */
  pageUrl?: string;
}

/** The words the order message adds to the owner's template, in each language. */
const ORDER_MESSAGE_WORDS: Record<Language, { free: (area: string) => string; toBeConfirmed: string; orderPage: string }> = {
  en: { free: (area) => `Free (${area})`, toBeConfirmed: 'to be confirmed', orderPage: 'Order page' },
  ta: { free: (area) => `இலவசம் (${area})`, toBeConfirmed: 'பின்னர் உறுதிசெய்யப்படும்', orderPage: 'ஆர்டர் பக்கம்' },
};

/** One line of the message: "• Groundnut Oil (500 ml) x 2 = ₹580". */
const itemLine = (line: OrderLineText, name: string, language: Language) =>
  `• ${line.sizeLabel ? `${name} (${line.sizeLabel})` : name} x ${line.quantity} = ${formatRupees(line.lineTotal, language)}`;

function deliveryText(delivery: DeliveryQuote, language: Language): string {
  const words = ORDER_MESSAGE_WORDS[language];
  if (delivery.kind === 'none') return '';
  if (delivery.kind === 'area') return delivery.fee === 0 ? words.free(delivery.area) : `${formatRupees(delivery.fee, language)} (${delivery.area})`;
  return words.toBeConfirmed;
}

/**
 * The order list's chat message from the owner's template: each placeholder replaced, `{lines}` by
 * one line per item; a template line whose placeholder has no value (no number when recording
 * failed, no name given) is left out; then the line on how to pay, if any, and last the order's page,
 * when given. `shorten` caps product names (to fit a long order in a link).
 */
export function orderListMessage(template: string, values: OrderMessageValues, shorten?: (name: string) => string): string {
  const fee = values.delivery.kind === 'area' ? values.delivery.fee : 0;
  const language = values.language ?? DEFAULT_LANGUAGE;
  const text: Record<OrderPlaceholder, string> = {
    number: values.number ?? '',
    lines: values.lines.map((line) => itemLine(line, shorten ? shorten(line.name) : line.name, language)).join('\n'),
    subtotal: formatRupees(values.subtotal, language),
    deliveryFee: deliveryText(values.delivery, language),
    total: formatRupees(sumRupees([values.subtotal, fee]), language),
    ...(Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, values[field]?.trim() ?? ''])) as OrderContact),
  };
  const placeholders = (line: string) => [...line.matchAll(PLACEHOLDER)].map((match) => match[1] as OrderPlaceholder);
  const lines = template
    .split(/\r?\n/)
    .filter((line) => placeholders(line).every((key) => text[key] !== ''))
    .map((line) => line.replace(PLACEHOLDER, (_, key: OrderPlaceholder) => text[key]));
  const page = values.pageUrl ? [`${ORDER_MESSAGE_WORDS[language].orderPage}: ${values.pageUrl}`] : [];
  return [...lines, ...(values.howToPay ? [values.howToPay] : []), ...page].join('\n');
}
