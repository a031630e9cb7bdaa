/**
 * "Tell the customer": after the owner changes an order's status or payment, a chat to the customer
 * with the owner's template for that change (Site → Messages, orderUpdateTexts.ts) in the order's
 * language, naming the order, its total and its page. Built in the owner's browser.
 */
import { chatLink, customerChatNumber, templateIn, type MessageTemplates } from './chatLinks';
import { formatRupees, type Order, type OrderStatus } from './orders';
import { DEFAULT_ORDER_UPDATE_MESSAGES, MAX_DELIVERY_TIME_LENGTH, ORDER_UPDATE_PLACEHOLDERS, type OrderUpdateKind, type OrderUpdatePlaceholder } from './orderUpdateTexts';
import type { OrderPayment } from './payment';

/** The owner's template of each change in each language (a change or language left out gets its default). */
export type OrderUpdateTemplates = Partial<Record<OrderUpdateKind, MessageTemplates>>;

/** What the message names of the order. */
export type OrderForUpdate = Pick<Order, 'number' | 'total' | 'name' | 'lang'>;

export interface OrderUpdateValues {
  /** The order's page, a full address ('' leaves its line out). */
  pageUrl: string;
  /** Out for delivery: when it should arrive, as the owner typed it ('' or left out leaves its line out). */
  time?: string;
}

/** The change a new status tells the customer about; null for `new`, which they are not told. */
export const statusUpdate = (status: OrderStatus): OrderUpdateKind | null => (status === 'new' ? null : status);
/** The change a new payment tells the customer about; null for unpaid. */
export const paymentUpdate = (payment: Pick<OrderPayment, 'status'>): OrderUpdateKind | null => (payment.status === 'unpaid' ? null : payment.status);

/** Every placeholder, matched in one pass (so a name like "{link}" stays as it is); any other `{word}` is kept as typed. */
const PLACEHOLDER = new RegExp(`\\{(${Object.keys(ORDER_UPDATE_PLACEHOLDERS).join('|')})\\}`, 'g');

/** The time as one short line: a typed line break cannot add lines to the message. */
const deliveryTime = (time: string | undefined) => (time ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_DELIVERY_TIME_LENGTH).trim();

/**
 * The message telling the customer of `kind`: the owner's template in the order's language, each
 * placeholder replaced (`{total}` in the language's digits); a line whose placeholder has no value
 * (no name, no time, no page) is left out. `{time}` has a value for out for delivery only.
 */
export function orderUpdateMessage(templates: OrderUpdateTemplates, kind: OrderUpdateKind, order: OrderForUpdate, { pageUrl, time }: OrderUpdateValues): string {
  const template = templateIn(templates[kind] ?? {}, DEFAULT_ORDER_UPDATE_MESSAGES[kind], order.lang);
  const text: Record<OrderUpdatePlaceholder, string> = {
    number: order.number,
    total: formatRupees(order.total, order.lang),
    link: pageUrl.trim(),
    name: order.name.trim(),
    time: kind === 'outForDelivery' ? deliveryTime(time) : '',
  };
  return template
    .split(/\r?\n/)
    .filter((line) => [...line.matchAll(PLACEHOLDER)].every((match) => text[match[1] as OrderUpdatePlaceholder] !== ''))
    .map((line) => line.replace(PLACEHOLDER, (_, key: OrderUpdatePlaceholder) => text[key]))
    .join('\n');
}

/** The chat that tells the customer (WhatsApp, to the order's number); null when the order has no phone. */
export function orderUpdateLink(templates: OrderUpdateTemplates, kind: OrderUpdateKind, order: OrderForUpdate & Pick<Order, 'phone'>, values: OrderUpdateValues): string | null {
  return chatLink(customerChatNumber(order.phone), orderUpdateMessage(templates, kind, order, values));
}
