/** Chat (WhatsApp) links with a prefilled message: the order buttons, the greeting, the contact form. */
import { PRODUCT_PLACEHOLDER } from './siteSettings';

/** The order button's message for a product. */
export const orderMessage = (template: string, productName: string) => template.split(PRODUCT_PLACEHOLDER).join(productName);

/** A chat (WhatsApp) link to `number` with a prefilled message; null when there is no number. */
export function chatLink(number: string, message?: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  const base = `https://wa.me/${digits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
