/**
 * "Send order on WhatsApp": records the order first (its number and the server's prices go into
 * the message), then opens one chat with the owner's message. When recording fails for any reason
 * but the list itself (offline, too slow, rate limit, server error), the chat still opens, with the
 * message priced as the page shows it, without a number.
 */
import { howToPayLine, lineIn, orderListLink, orderTotals, type Language, type OrderContact, type OrderLineText, type OrderPricing, type SiteSettings } from '@catalogue/domain';
import { recordOrder, type OrderQuote } from '../../api/orders';
import type { OrderListLine } from './orderListStore';
import { lineNow, type LineCheck } from './useOrderQuote';

export type SendOutcome =
  /**
   * The chat link is ready (and opened unless the browser blocked it); `number` and the order's page (`statusUrl`, site-relative)
   * when the order was recorded; `offline` when it was not because the browser had no connection.
   */
  | { kind: 'sent'; link: string; number: string | null; statusUrl: string | null; offline: boolean; opened: boolean }
  /** The server refused lines (sold out, gone): nothing was sent; `errors` by `lines[i]`. */
  | { kind: 'refused'; message: string; errors: Record<string, string> }
  /** No chat number in the settings. */
  | { kind: 'no-chat' };

/** The order list priced as the page shows it, its lines in the page's language. */
export interface ShownPricing extends Omit<OrderPricing, 'lines'> {
  lines: OrderLineText[];
}

/** The server's quote for the list as it is now; without one (not answered yet, or offline), the browser's own pricing. */
export function shownPricing(quote: OrderQuote | null, lines: readonly OrderListLine[], check: (line: OrderListLine) => LineCheck, pincode: string, settings: SiteSettings, language: Language): ShownPricing {
  if (quote) return { ...quote, lines: quote.lines.map((line) => lineIn(line, language)) };
  const priced = lines.map((line) => {
    const { name, sizeLabel, lineTotal } = lineNow(line, check(line), language);
    return { name, sizeLabel, quantity: line.quantity, lineTotal };
  });
  return { lines: priced, ...orderTotals(priced.map((line) => line.lineTotal), settings.delivery, pincode) };
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
  remindMe: boolean,
  settings: SiteSettings,
  shown: ShownPricing,
  language: Language,
): Promise<SendOutcome> {
  const { chatNumber } = settings.business;
  if (!chatNumber) return { kind: 'no-chat' };
  const { data, error } = await recordOrder(
    lines.map(({ productId, variantKey, quantity }) => ({ productId, variantKey, quantity })),
    contact,
    language,
    remindMe,
  );
  if (error && (error.status === 409 || error.status === 400)) return { kind: 'refused', message: error.message, errors: error.errors ?? {} };
  const priced = data
    ? {
        number: data.number,
        lines: data.lines.map((line) => lineIn(line, language)),
        subtotal: data.subtotal,
        deliveryFee: data.deliveryFee,
        total: data.total,
        delivery: data.delivery,
        pageUrl: new URL(data.statusUrl, window.location.origin).href,
      }
    : shown;
  const howToPay = howToPayLine(settings.payments, priced.deliveryFee === null ? null : priced.total, language);
  const link = orderListLink(chatNumber, settings.messages.orderList, { ...priced, ...contact, language, howToPay });
  if (!link) return { kind: 'no-chat' };
  return { kind: 'sent', link, number: data?.number ?? null, statusUrl: data?.statusUrl ?? null, offline: !data && !navigator.onLine, opened: openChat(link) };
}
