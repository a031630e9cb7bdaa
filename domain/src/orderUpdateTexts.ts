/**
 * What the owner tells a customer when an order's status or payment changes (orderUpdates.ts builds
 * the message): the changes a customer hears about, the Site → Messages template of each, its
 * placeholders and the defaults in each language. Data only, so the site settings can declare them.
 */
import type { Language } from './languages';

/** The changes a customer hears about: a status other than new, a payment received or refunded. */
export const ORDER_UPDATE_KINDS = ['confirmed', 'outForDelivery', 'delivered', 'cancelled', 'paid', 'refunded'] as const;
export type OrderUpdateKind = (typeof ORDER_UPDATE_KINDS)[number];

/** Each change's template in `settings.messages` (and its Tamil in `translations.ta.messages`). */
export const ORDER_UPDATE_TEMPLATE_KEYS = {
  confirmed: 'orderConfirmed',
  outForDelivery: 'orderOutForDelivery',
  delivered: 'orderDelivered',
  cancelled: 'orderCancelled',
  paid: 'paymentReceived',
  refunded: 'paymentRefunded',
} as const satisfies Record<OrderUpdateKind, string>;
export type OrderUpdateTemplateKey = (typeof ORDER_UPDATE_TEMPLATE_KEYS)[OrderUpdateKind];

/** Each change as the back office names it (the template's label, the offer on the Orders screen). */
export const ORDER_UPDATE_NAMES: Record<OrderUpdateKind, string> = {
  confirmed: 'Order confirmed',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
  paid: 'Payment received',
  refunded: 'Payment refunded',
};

const ORDER_UPDATE_FIELDS = ['number', 'total', 'link', 'name', 'time'] as const;
export type OrderUpdatePlaceholder = (typeof ORDER_UPDATE_FIELDS)[number];
/** `{number}`, `{total}`, `{link}` (the order's page), `{name}` (the customer's), `{time}` (out for delivery only). */
export const ORDER_UPDATE_PLACEHOLDERS = Object.fromEntries(ORDER_UPDATE_FIELDS.map((key) => [key, `{${key}}`])) as Record<OrderUpdatePlaceholder, string>;

/** The longest "arriving around" time the owner types for out for delivery ("5 pm", "மாலை 5 மணி"). */
export const MAX_DELIVERY_TIME_LENGTH = 40;

const GREETING: Record<Language, string> = { en: 'Hello {name}!', ta: 'வணக்கம் {name}!' };
const PAGE_LINE: Record<Language, string> = { en: "Your order's page: {link}", ta: 'ஆர்டர் பக்கம்: {link}' };
const BODIES: Record<OrderUpdateKind, Record<Language, string[]>> = {
  confirmed: {
    en: ['Your order {number} is confirmed. Total: {total}.', 'Thank you!'],
    ta: ['உங்கள் ஆர்டர் {number} உறுதிசெய்யப்பட்டது. மொத்தம்: {total}.', 'நன்றி!'],
  },
  outForDelivery: {
    en: ['Your order {number} is out for delivery.', 'Arriving around {time}.', 'Total: {total}.'],
    ta: ['உங்கள் ஆர்டர் {number} டெலிவரிக்கு அனுப்பப்பட்டுள்ளது.', 'சுமார் {time} அளவில் வந்து சேரும்.', 'மொத்தம்: {total}.'],
  },
  delivered: {
    en: ['Your order {number} has been delivered. Thank you for buying from us!'],
    ta: ['உங்கள் ஆர்டர் {number} டெலிவரி செய்யப்பட்டது. எங்களிடம் வாங்கியதற்கு நன்றி!'],
  },
  cancelled: {
    en: ['Your order {number} has been cancelled. If you have any questions, please reply to this message.'],
    ta: ['உங்கள் ஆர்டர் {number} ரத்து செய்யப்பட்டது. ஏதேனும் கேள்விகள் இருந்தால் இந்தச் செய்திக்குப் பதில் அனுப்புங்கள்.'],
  },
  paid: {
    en: ['We have received your payment of {total} for order {number}. Thank you!'],
    ta: ['ஆர்டர் {number}-க்கான உங்கள் கட்டணம் {total} கிடைத்தது. நன்றி!'],
  },
  refunded: {
    en: ['Your payment of {total} for order {number} has been refunded.'],
    ta: ['ஆர்டர் {number}-க்கான உங்கள் கட்டணம் {total} திருப்பி அளிக்கப்பட்டது.'],
  },
};

const defaultMessage = (kind: OrderUpdateKind, language: Language) => [GREETING[language], ...BODIES[kind][language], PAGE_LINE[language]].join('\n');

/** Each change's message in each language until the owner writes one: greeting, what changed, the order's page. */
export const DEFAULT_ORDER_UPDATE_MESSAGES = Object.fromEntries(
  ORDER_UPDATE_KINDS.map((kind) => [kind, { en: defaultMessage(kind, 'en'), ta: defaultMessage(kind, 'ta') }]),
) as Record<OrderUpdateKind, Record<Language, string>>;

/** `value(kind)` for each change's template key: the settings' defaults, schemas and form fields, one per template. */
export const perOrderUpdateTemplate = <T>(value: (kind: OrderUpdateKind) => T) =>
  Object.fromEntries(ORDER_UPDATE_KINDS.map((kind) => [ORDER_UPDATE_TEMPLATE_KEYS[kind], value(kind)])) as Record<OrderUpdateTemplateKey, T>;
