/** What the order book shows and sends about an order: its time, its delivery, the chat link and the copied text. */
import { BUSINESS_TIME_ZONE, DEFAULT_LANGUAGE, DEFAULT_ORDER_LIST_MESSAGE, chatLink, customerChatNumber, lineIn, onFirstUse, orderListMessage, type Order, type OrderLine } from '@catalogue/domain';
import { formatPrice } from '../../components/format';

// Made when first used: this module comes with the product list and the dashboard, which may show no order.
const orderTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: BUSINESS_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** A line as the back office shows it: in English, its language. */
export const lineInBackOffice = (line: OrderLine) => lineIn(line, DEFAULT_LANGUAGE);

/** When the order came in, in the business's time zone: "Wed, 25 Nov 2026, 1:10 pm". */
export const formatOrderTime = (iso: string) => orderTime().format(new Date(iso));

/** The delivery line: the fee ("Free" when nothing), or "to be confirmed" when the fee is not known. */
export const deliveryLabel = (order: Order) =>
  order.deliveryFee === null ? 'to be confirmed' : order.deliveryFee === 0 ? 'Free' : formatPrice(order.deliveryFee);

/** A chat with the customer about the order; null when the order has no phone. */
export function customerChatLink(order: Order): string | null {
  if (!order.phone.trim()) return null;
  const greeting = order.name.trim() ? `Hello ${order.name.trim()}!` : 'Hello!';
  return chatLink(customerChatNumber(order.phone), `${greeting} About your order ${order.number}:`);
}

/** The order as the owner's order list message says it (the template of Site → Messages), in English. */
export const orderCopyText = (order: Order, template: string | undefined) =>
  orderListMessage(template?.trim() ? template : DEFAULT_ORDER_LIST_MESSAGE, { ...order, lines: order.lines.map(lineInBackOffice) });
