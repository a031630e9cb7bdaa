/**
 * What `/api/orders` takes: the customer's order list (only which product, which size and how many:
 * every price comes from the catalogue, and any other field sent is ignored), and the owner's status
 * changes. The order list's form checks the pincode, name and note with the same rules.
 */
import * as yup from 'yup';
import { MAX_NAME_LENGTH } from './constants';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from './delivery';
import { MULTILINE, flag, optionalText, requiredId, safeText, wholeNumber } from './fields';
import { MAX_LINE_QUANTITY, MAX_ORDER_ADDRESS_LENGTH, MAX_ORDER_LINES, MAX_ORDER_NOTE_LENGTH, ORDER_STATUSES, type OrderStatus } from './orders';
import { MAX_SLUG_LENGTH } from './slug';
import { PAYMENT_MESSAGES, orderPaymentSchema } from './payment';
import { DEFAULT_LANGUAGE, LANGUAGES, UNKNOWN_LANGUAGE_MESSAGE, type Language } from './translations';

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
export const PHONE_MESSAGE = 'Enter a phone number of digits, e.g. 98765 43210';
/** The language a customer writes in (the page's): English when left out, 400 for another. */
export const customerLanguage = () => yup.mixed<Language>().oneOf([...LANGUAGES], UNKNOWN_LANGUAGE_MESSAGE).nonNullable(UNKNOWN_LANGUAGE_MESSAGE).default(DEFAULT_LANGUAGE);
/** A customer's phone number as they type it (digits, spaces, dashes, a leading +); '' when left out. */
export const phoneNumber = () => optionalText(20).matches(PHONE, { message: PHONE_MESSAGE, excludeEmptyString: true });
const TOO_MANY_LINES_MESSAGE = `An order can have at most ${MAX_ORDER_LINES} lines`;
const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
export const REPEATED_LINE_MESSAGE = 'Each product and size may appear once: change its quantity instead';

const orderLineSchema = yup
  .object({
    productId: requiredId('Product is required'),
    variantKey: safeText(MAX_SLUG_LENGTH).default(''),
    quantity: wholeNumber('Quantity', 1, MAX_LINE_QUANTITY).required(QUANTITY_MESSAGE).typeError(QUANTITY_MESSAGE),
  })
  .typeError('Each line must be an object')
  .nonNullable('Each line must be an object');

/**
 * The customer's details on an order, all optional, declared once (orderContact.ts says what derives
 * from them), in the order the order list's form asks for them. A new one also needs its label in
 * ORDER_CONTACT_LABELS and its words on the order list (web/src/public/i18n).
 */
export const orderContactFields = {
  pincode: safeText(6).default('').matches(PINCODE_PATTERN, { message: PINCODE_MESSAGE, excludeEmptyString: true }),
  name: optionalText(MAX_NAME_LENGTH),
  phone: phoneNumber(),
  /** Where to deliver: house, street and place, as the customer writes it. */
  address: optionalText(MAX_ORDER_ADDRESS_LENGTH, MULTILINE),
  note: optionalText(MAX_ORDER_NOTE_LENGTH, MULTILINE),
};

export const orderRequestSchema = yup.object({
  lines: yup
    .array(orderLineSchema)
    .required('The order has no lines')
    .typeError('lines must be a list')
    .min(1, 'The order has no lines')
    .max(MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE)
    .test('unique', function unique(lines) {
      const seen = new Set<string>();
      const repeated = (lines ?? []).findIndex((line) => {
        const key = JSON.stringify([line?.productId, line?.variantKey]);
        return seen.has(key) || !seen.add(key);
      });
      return repeated < 0 || this.createError({ path: `lines[${repeated}]`, message: REPEATED_LINE_MESSAGE });
    }),
  ...orderContactFields,
  /** The language the customer orders in (recorded with the order). */
  lang: customerLanguage(),
  /** "Remind me when it's time to reorder": the customer asks for the owner's reminder chat (customers.ts). */
  remindMe: flag(false),
});

/** `POST /api/orders/quote`: the lines (and pincode) only. */
export const orderQuoteSchema = orderRequestSchema.pick(['lines', 'pincode']);

const STATUS_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(', ')}`;
const orderStatus = () => yup.mixed<OrderStatus>().oneOf([...ORDER_STATUSES], STATUS_MESSAGE).nonNullable(STATUS_MESSAGE);

export const orderStatusSchema = yup.object({ status: orderStatus().required('Status is required') }).noUnknown('Unknown field: ${unknown}');

/** `PATCH /api/orders/{id}`: the status, the payment, or both. */
export const orderChangeSchema = yup
  .object({ status: orderStatus().optional(), payment: orderPaymentSchema })
  .noUnknown('Unknown field: ${unknown}')
  .test('something', function something(change) {
    return change.status !== undefined || change.payment !== undefined || this.createError({ path: 'status', message: PAYMENT_MESSAGES.nothing });
  });

/** `POST /api/insights/link-opens`: the product (and size) whose order link was opened. */
export const linkOpenSchema = yup.object({
  productId: requiredId('Product is required'),
  variantKey: safeText(MAX_SLUG_LENGTH).default(''),
});
