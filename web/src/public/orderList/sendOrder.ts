/**
 * "Send order on WhatsApp": records the order first (its number and the server's prices go into
 * the message), then opens one chat with the owner's message. When recording fails for any reason
 * but the list itself (offline, too slow, rate limit, server error), the chat still opens, with the
 * same message priced by the browser and without a number.
 */
import { deliveryFor, lineTotalOf, orderListLink, sumRupees, type Language, type OrderMessageValues, type SiteSettings } from '@catalogue/domain';
import { recordOrder, type OrderContact } from '../../api/orders';
import type { OrderListLine } from './orderListStore';
import { lineNow, type LineCheck } from './useOrderQuote';

export type SendOutcome =
  /** The chat link is ready (and opened unless the browser blocked it); `number` when the order was recorded. */
  | { kind: 'sent'; link: string; number: string | null; opened: boolean }
  /** The server refused lines (sold out, gone): nothing was sent; `errors` by `lines[i]`. */
  | { kind: 'refused'; message: string; errors: Record<string, string> }
  /** No chat number in the settings. */
  | { kind: 'no-chat' };

/** The order list priced in the browser, as the list shows it now. */
export interface LocalPricing {
  lines: OrderMessageValues['lines'];
  subtotal: number;
}

export function localPricing(lines: readonly OrderListLine[], check: (line: OrderListLine) => LineCheck, language: Language): LocalPricing {
  const priced = lines.map((line) => {
    const { name, sizeLabel, unitPrice } = lineNow(line, check(line), language);
    return { name, sizeLabel, quantity: line.quantity, lineTotal: lineTotalOf(unitPrice, line.quantity) };
  });
  return { lines: priced, subtotal: sumRupees(priced.map((line) => line.lineTotal)) };
}

/** Opens the chat in a new tab; false when the browser blocked it (the page then offers the link). */
function openChat(link: string): boolean {
  const opened = window.open(link, '_blank');
  if (opened) opened.opener = null;
  return Boolean(opened);
}

export async function sendOrder(
  lines: readonly OrderListLine[],
  contact: OrderContact,
  settings: SiteSettings,
  local: LocalPricing,
  language: Language,
): Promise<SendOutcome> {
  const { chatNumber } = settings.business;
  if (!chatNumber) return { kind: 'no-chat' };
  const { data, error } = await recordOrder(
    lines.map(({ productId, variantKey, quantity }) => ({ productId, variantKey, quantity })),
    contact,
    language,
  );
  if (error && (error.status === 409 || error.status === 400)) return { kind: 'refused', message: error.message, errors: error.errors ?? {} };
  const values: OrderMessageValues = data
    ? { number: data.number, lines: data.lines, subtotal: data.subtotal, delivery: data.delivery, ...contact, language }
    : { ...local, delivery: deliveryFor(settings.delivery, contact.pincode, local.subtotal), ...contact, language };
  const link = orderListLink(chatNumber, settings.messages.orderList, values);
  if (!link) return { kind: 'no-chat' };
  return { kind: 'sent', link, number: data?.number ?? null, opened: openChat(link) };
}
