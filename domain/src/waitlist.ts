/**
 * "Tell me when it's back": a customer leaves a WhatsApp number for a sold-out size; when the size
 * is back in stock, the owner's product screen and dashboard list who waits, each with a chat that
 * opens with the owner's back-in-stock message in the customer's language. A number is kept until
 * the owner marks it done, or WAITLIST_DAYS.
 */
import * as yup from 'yup';
import { chatLink, customerChatNumber, orderMessage, templateIn, type MessageTemplates } from './chatLinks';
import { PHONE_MESSAGE, customerLanguage, phoneNumber } from './orderSchema';
import { DEFAULT_BACK_IN_STOCK_MESSAGES } from './siteSettings';
import { MAX_SLUG_LENGTH } from './slug';
import { safeText } from './fields';
import { textIn, type Language, type TextByLanguage } from './translations';
import type { Id } from './types';

/** Numbers one network may leave per hour: a family's few, not a flood. */
export const WAITLIST_PER_HOUR = 10;

export const WAITLIST_MESSAGES = {
  added: 'We will message you when it is back',
  alreadyWaiting: 'This number is already waiting for this size',
  inStock: 'This size is in stock: order it now',
  unknownSize: 'This product has no such size',
  tooMany: 'Too many numbers from this connection. Please try again later, or ask us on WhatsApp.',
  done: 'Marked done: the number is deleted',
  notFound: 'Waiting customer not found',
} as const;

/** `POST /api/products/{id}/waitlist`: the size, the customer's number, and the language of the page they asked on. */
export const waitlistRequestSchema = yup.object({
  variantKey: safeText(MAX_SLUG_LENGTH).default(''),
  phone: phoneNumber().required(PHONE_MESSAGE),
  lang: customerLanguage(),
});

/** One customer waiting for one size. */
export interface WaitingCustomer {
  _id: Id;
  phone: string;
  lang: Language;
  createdAt: string;
}

/** The customers waiting for one size of a product, with what the owner's chat needs to name it. */
export interface WaitingForSize {
  productId: Id;
  variantKey: string;
  /** The product's name and the size's label in each language the catalogue has them in. */
  names: TextByLanguage;
  sizeLabels: TextByLanguage;
  inStock: boolean;
  customers: WaitingCustomer[];
}

/** The owner's back-in-stock message in each language (a language without one gets its default). */
export type BackInStockTemplates = MessageTemplates;

/** The chat that tells a waiting customer the size is back: the owner's message in the customer's language, naming the product and size. */
export function backInStockLink(templates: BackInStockTemplates, size: Pick<WaitingForSize, 'names' | 'sizeLabels'>, customer: Pick<WaitingCustomer, 'phone' | 'lang'>): string | null {
  const template = templateIn(templates, DEFAULT_BACK_IN_STOCK_MESSAGES, customer.lang);
  const name = textIn(size.names, customer.lang);
  const label = textIn(size.sizeLabels, customer.lang);
  return chatLink(customerChatNumber(customer.phone), orderMessage(template, label ? `${name} (${label})` : name));
}
