/** Chat (WhatsApp) links with a prefilled message: the order buttons, the order list, the greeting, the contact form. */
import { orderListMessage, type OrderMessageValues } from './orders';
import type { Language } from './languages';
import { PRODUCT_PLACEHOLDER } from './siteSettings';

/** The owner's chat templates to customers, one per language (Site → Messages; a language left empty gets its default). */
export type MessageTemplates = Partial<Record<Language, string>>;

/** The owner's template in `language`, or that language's default when the owner left it empty. */
export const templateIn = (templates: MessageTemplates, defaults: Record<Language, string>, language: Language) => templates[language]?.trim() || defaults[language];

/** The order button's message for a product. */
export const orderMessage = (template: string, productName: string) => template.split(PRODUCT_PLACEHOLDER).join(productName);

/**
 * A customer's number as WhatsApp wants it (country code first): customers write Indian numbers
 * without it ("98765 43210", "098765 43210"), so 91 is added to a ten-digit number.
 */
export function customerChatNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** A chat (WhatsApp) link to `number` with a prefilled message; null when there is no number. */
export function chatLink(number: string, message?: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  const base = `https://wa.me/${digits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/**
 * The longest chat link an order list opens: WhatsApp and phones' browsers take links of this length
 * reliably (a 30-line order of the seed's products needs about 3,000 characters).
 */
export const MAX_CHAT_LINK_LENGTH = 4000;
/** Product names are shortened to these lengths, one after the other, until the link fits. */
const NAME_LENGTHS = [48, 32, 20, 12];

const shortened = (length: number) => (name: string) => (name.length > length ? `${name.slice(0, length - 1).trimEnd()}…` : name);

/** The order list's chat link: its message in full, or with product names shortened until the link fits MAX_CHAT_LINK_LENGTH. */
export function orderListLink(number: string, template: string, values: OrderMessageValues): string | null {
  let link = chatLink(number, orderListMessage(template, values));
  for (const length of NAME_LENGTHS) {
    if (!link || link.length <= MAX_CHAT_LINK_LENGTH) break;
    link = chatLink(number, orderListMessage(template, values, shortened(length)));
  }
  return link;
}
