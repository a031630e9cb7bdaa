/**
 * The business's own words as data: the site settings (business details, hours, home and About
 * texts, chat messages) and the testimonials. The API stores them, the back office edits them with
 * these schemas, and every public page reads them; nothing about the business is written in code.
 */
import * as yup from 'yup';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH } from './constants';
import { boundedDecimal, flag, optionalText, priceAmount, requiredText, safeText, wholeNumber } from './fields';
import { DEFAULT_HANDLING_DAYS, DEFAULT_TRANSIT_DAYS, MAX_DELIVERY_DAYS, PINCODE_PREFIX_PATTERN, type DayRange } from './delivery';
import { DEFAULT_RETURN_WINDOW_DAYS, MAX_RETURN_WINDOW_DAYS, POLICY_KEYS } from './policies';
import { translated, translatedNames, translationsOf, type TranslatedValues } from './translatedFields';
import { translatedText, translationsSchema } from './translations';
import { ORDER_PLACEHOLDERS } from './orders';
import { FSSAI_LICENCE_MESSAGE, GSTIN_MESSAGE, isFssaiLicence, isGstin } from './legal';
import { ORDER_UPDATE_NAMES, perOrderUpdateTemplate } from './orderUpdateTexts';
import { NO_WAY_TO_PAY_MESSAGE, PAYEE_NAME_REQUIRED_MESSAGE, UPI_ID_MESSAGE, UPI_ID_REQUIRED_MESSAGE, UPI_LIMITS, isUpiId } from './upi';
import { PRODUCT_PLACEHOLDER, RATING_MAX, RATING_MIN, SITE_LIMITS, TIME_PATTERN as TIME, WEEKDAYS, type Weekday } from './siteSettings';

/** Fields `PUT /api/site` ignores: set by the server (version) or by the image routes. */
export function withoutReadOnlyFields(input: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !['version', 'savedAt', 'savedBy'].includes(key)));
  const business = rest.business;
  if (isPlainObject(business)) rest.business = omit(business, 'logo');
  const home = rest.home;
  if (isPlainObject(home) && isPlainObject(home.hero)) rest.home = { ...home, hero: omit(home.hero, 'image') };
  return rest;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const omit = (value: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

// ---- Validation -------------------------------------------------------------------------------

const MULTILINE = { multiline: true };
const UNKNOWN = 'Unknown field: ${unknown}';
const DIAL = /^\+?[0-9]{3,15}$/;
const CHAT_NUMBER = /^[1-9][0-9]{7,14}$/;

export const CHAT_NUMBER_MESSAGE = 'Chat number must be digits only, starting with the country code (e.g. 919000000000)';
const DIAL_MESSAGE = 'Dial number must be digits, optionally starting with + (e.g. +919000000000)';
export const URL_MESSAGE = 'Enter a full web address starting with http:// or https://';
const TIME_MESSAGE = 'Enter a time as HH:MM (24-hour)';
export const CLOSE_AFTER_OPEN_MESSAGE = 'Closing time must be after opening time';
export const ORDER_PLACEHOLDER_MESSAGE = `The order message must contain ${PRODUCT_PLACEHOLDER}`;
export const ORDER_LIST_PLACEHOLDER_MESSAGE = `The order list message must contain ${ORDER_PLACEHOLDERS.lines}`;
export const BACK_IN_STOCK_PLACEHOLDER_MESSAGE = `The back-in-stock message must contain ${PRODUCT_PLACEHOLDER}`;
export const PINCODE_PREFIX_MESSAGE = 'Pincodes are 1 to 6 digits, not starting with 0 (641 covers every pincode starting 641)';

const shape = <T extends yup.ObjectShape>(fields: T) => yup.object(fields).noUnknown(UNKNOWN).default(undefined).typeError('Must be an object');
const text = (max: number) => optionalText(max);
const longText = (max: number) => optionalText(max, MULTILINE);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any item schema, default flags included
const list = <T extends yup.Schema<any, any, any, any>>(item: T, max: number, label: string) =>
  yup.array(item).max(max, `${label}: at most ${max}`).default([]).typeError(`${label} must be a list`);

const httpUrl = () =>
  safeText(2000).test('http-url', URL_MESSAGE, (value) => {
    if (value == null || value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  });

const time = () => safeText(5).default('').test('time', TIME_MESSAGE, (value) => !value || TIME.test(value));

const dayHoursSchema = shape({
  day: yup.mixed<Weekday>().oneOf([...WEEKDAYS], 'Unknown weekday').required('Weekday is required'),
  closed: flag(false),
  open: time().when('closed', { is: false, then: (schema) => schema.required('Opening time is required') }),
  close: time()
    .when('closed', { is: false, then: (schema) => schema.required('Closing time is required') })
    .test('after-open', CLOSE_AFTER_OPEN_MESSAGE, function (close) {
      const { closed, open } = this.parent as { closed?: boolean; open?: string };
      return closed || !open || !close || !TIME.test(open) || !TIME.test(close) || close > open;
    }),
});

/** The FSSAI number as the owner typed it, with the spaces (and hyphens) people group digits with dropped. */
const fssaiLicenceField = () =>
  safeText(40)
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]+/g, '') : value))
    .test('fssai', FSSAI_LICENCE_MESSAGE, (value) => !value || isFssaiLicence(value));

/** The shop's GSTIN (Site → Legal), upper-cased; '' when it has none (its bills are bills of supply). */
const gstinField = () =>
  safeText(15)
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .test('gstin', GSTIN_MESSAGE, (value) => !value || isGstin(value));

const EMAIL_MESSAGE = 'Enter a valid email address';
/** A phone number as a visitor reads it: digits, spaces, +, hyphens and brackets. */
const contactPhone = () => text(SITE_LIMITS.shortText).matches(/^\+?[0-9][0-9 ()-]{5,24}$/, { message: 'Enter a phone number: digits, spaces and an optional + (e.g. +91 90000 00000)', excludeEmptyString: true });

/** Whole days from `min` to `max` (min ≤ max), each from 0 to MAX_DELIVERY_DAYS. */
const dayRange = (label: string, defaults: DayRange) =>
  shape({
    min: wholeNumber(`${label} days (from)`, 0, MAX_DELIVERY_DAYS, defaults.min).default(defaults.min),
    max: wholeNumber(`${label} days (to)`, 0, MAX_DELIVERY_DAYS, defaults.max)
      .default(defaults.max)
      .test('min-max', `${label} days: the second number must not be smaller than the first`, function (max) {
        const { min } = this.parent as { min?: number };
        return max == null || min == null || max >= min;
      }),
  }).default(() => ({ ...defaults }));

const policyText = () => shape({ text: longText(SITE_LIMITS.longText) }).required();

const coordinate = (label: string, limit: number) =>
  boundedDecimal(label, { min: -limit, max: limit, decimals: 7, example: limit === 90 ? '11.0168' : '76.9558' }, undefined)
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value))
    .default(null);

export const siteSettingsSchema = shape({
  business: shape({
    name: requiredText(MAX_NAME_LENGTH, 'Business name is required'),
    tagline: text(SITE_LIMITS.heading),
    description: longText(SITE_LIMITS.paragraph),
    phones: list(
      shape({
        display: requiredText(SITE_LIMITS.shortText, 'Phone number is required'),
        dial: requiredText(20, 'Dial number is required').test('dial', DIAL_MESSAGE, (value) => !value || DIAL.test(value)),
      }),
      SITE_LIMITS.phones,
      'Phone numbers',
    ),
    chatNumber: text(20).test('chat-number', CHAT_NUMBER_MESSAGE, (value) => !value || CHAT_NUMBER.test(value)),
    email: text(254).email(EMAIL_MESSAGE),
    address: list(requiredText(SITE_LIMITS.heading, 'Address line must not be empty'), SITE_LIMITS.addressLines, 'Address lines'),
    map: shape({
      label: text(SITE_LIMITS.heading),
      lat: coordinate('Latitude', 90),
      lng: coordinate('Longitude', 180),
    }).test('both-or-neither', 'Enter both latitude and longitude, or neither', (map) => map == null || (map.lat == null) === (map.lng == null)),
    social: list(
      shape({
        name: requiredText(SITE_LIMITS.shortText, 'Link name is required'),
        url: httpUrl().required(URL_MESSAGE),
      }),
      SITE_LIMITS.social,
      'Social links',
    ),
  }).required(),
  hours: shape({
    days: yup
      .array(dayHoursSchema)
      .required('Hours are required')
      .test('one-per-weekday', 'Give one row per weekday, Monday to Sunday', (days) =>
        Array.isArray(days) && days.length === WEEKDAYS.length && days.every((row, index) => row?.day === WEEKDAYS[index]),
      ),
    note: longText(SITE_LIMITS.note),
  }).required(),
  home: shape({
    hero: shape({
      badge: text(SITE_LIMITS.shortText),
      heading: requiredText(SITE_LIMITS.heading, 'Hero heading is required'),
      text: longText(SITE_LIMITS.paragraph),
      primaryButton: requiredText(SITE_LIMITS.shortText, 'Button label is required'),
      secondaryButton: requiredText(SITE_LIMITS.shortText, 'Button label is required'),
    }).required(),
    story: shape({
      heading: requiredText(SITE_LIMITS.heading, 'Heading is required'),
      text: longText(SITE_LIMITS.longText),
      button: requiredText(SITE_LIMITS.shortText, 'Button label is required'),
    }).required(),
    stats: yup
      .array(shape({ value: text(20), label: text(SITE_LIMITS.shortText) }))
      .required()
      .length(SITE_LIMITS.stats, `Give exactly ${SITE_LIMITS.stats} figures`),
    contact: shape({
      heading: requiredText(SITE_LIMITS.heading, 'Heading is required'),
      text: longText(SITE_LIMITS.paragraph),
    }).required(),
  }).required(),
  about: shape({
    lead: longText(SITE_LIMITS.paragraph),
    story: shape({
      heading: requiredText(SITE_LIMITS.heading, 'Heading is required'),
      text: longText(SITE_LIMITS.longText),
    }).required(),
    reasons: shape({
      heading: requiredText(SITE_LIMITS.heading, 'Heading is required'),
      items: list(
        shape({ title: requiredText(SITE_LIMITS.heading, 'Title is required'), text: longText(SITE_LIMITS.paragraph) }),
        SITE_LIMITS.reasons,
        'Reasons',
      ),
    }).required(),
    differences: shape({
      heading: requiredText(SITE_LIMITS.heading, 'Heading is required'),
      oursLabel: requiredText(SITE_LIMITS.shortText, 'Column label is required'),
      usualLabel: requiredText(SITE_LIMITS.shortText, 'Column label is required'),
      rows: list(
        shape({
          aspect: requiredText(SITE_LIMITS.shortText, 'Aspect is required'),
          ours: text(SITE_LIMITS.heading),
          usual: text(SITE_LIMITS.heading),
        }),
        SITE_LIMITS.differences,
        'Rows',
      ),
    }).required(),
  }).required(),
  leads: shape({
    featuredProducts: longText(SITE_LIMITS.paragraph),
    popularGallery: longText(SITE_LIMITS.paragraph),
    products: longText(SITE_LIMITS.paragraph),
    gallery: longText(SITE_LIMITS.paragraph),
    contact: longText(SITE_LIMITS.paragraph),
  }).required(),
  delivery: shape({
    areas: list(
      shape({
        name: requiredText(SITE_LIMITS.heading, 'Area name is required'),
        pincodes: yup
          .array(safeText(6).required(PINCODE_PREFIX_MESSAGE).matches(PINCODE_PREFIX_PATTERN, PINCODE_PREFIX_MESSAGE))
          .min(1, 'List at least one pincode')
          .max(SITE_LIMITS.pincodesPerArea, `At most ${SITE_LIMITS.pincodesPerArea} pincodes per area`)
          .default([])
          .typeError('Pincodes must be a list'),
        fee: priceAmount('Delivery fee', 0).default(0),
        minimumOrder: priceAmount('Minimum order', 0).default(0),
      }),
      SITE_LIMITS.deliveryAreas,
      'Delivery areas',
    ).test('unique-names', 'Give each area its own name', (areas) => !areas || new Set(areas.map((area: { name?: string } | undefined) => area?.name?.toLowerCase())).size === areas.length),
    outsideMessage: longText(SITE_LIMITS.paragraph),
    handlingDays: dayRange('Handling', DEFAULT_HANDLING_DAYS),
    transitDays: dayRange('Transit', DEFAULT_TRANSIT_DAYS),
  }).required(),
  payments: shape({
    upi: flag(false),
    cash: flag(true).test('one-way', NO_WAY_TO_PAY_MESSAGE, function (cash) {
      return cash !== false || (this.parent as { upi?: boolean }).upi === true;
    }),
    upiId: text(UPI_LIMITS.upiId)
      .test('upi-id', UPI_ID_MESSAGE, (value) => !value || isUpiId(value))
      .when('upi', { is: true, then: (schema) => schema.required(UPI_ID_REQUIRED_MESSAGE) }),
    payeeName: text(UPI_LIMITS.payeeName).when('upi', { is: true, then: (schema) => schema.required(PAYEE_NAME_REQUIRED_MESSAGE) }),
  }).required(),
  legal: shape({
    fssaiLicence: fssaiLicenceField(),
    packer: shape({
      name: text(MAX_NAME_LENGTH),
      address: list(requiredText(SITE_LIMITS.heading, 'Address line must not be empty'), SITE_LIMITS.addressLines, 'Address lines'),
    }).required(),
    consumerCare: shape({ phone: contactPhone(), email: text(254).email(EMAIL_MESSAGE) }).required(),
    grievanceOfficer: shape({
      name: text(MAX_NAME_LENGTH),
      designation: text(SITE_LIMITS.heading),
      phone: contactPhone(),
      email: text(254).email(EMAIL_MESSAGE),
    }).required(),
    gstin: gstinField(),
  }).required(),
  policies: shape({
    shipping: policyText(),
    cancellation: policyText(),
    privacy: policyText(),
    terms: policyText(),
    returns: shape({
      text: longText(SITE_LIMITS.longText),
      windowDays: wholeNumber('Return window', 0, MAX_RETURN_WINDOW_DAYS, DEFAULT_RETURN_WINDOW_DAYS).default(DEFAULT_RETURN_WINDOW_DAYS),
    }).required(),
  }).required(),
  messages: shape({
    order: requiredText(SITE_LIMITS.paragraph, 'Order message is required', MULTILINE).test(
      'placeholder',
      ORDER_PLACEHOLDER_MESSAGE,
      (value) => !value || value.includes(PRODUCT_PLACEHOLDER),
    ),
    orderList: requiredText(SITE_LIMITS.paragraph, 'Order list message is required', MULTILINE).test(
      'placeholder',
      ORDER_LIST_PLACEHOLDER_MESSAGE,
      (value) => !value || value.includes(ORDER_PLACEHOLDERS.lines),
    ),
    greeting: requiredText(SITE_LIMITS.paragraph, 'Greeting is required', MULTILINE),
    backInStock: requiredText(SITE_LIMITS.paragraph, 'Back-in-stock message is required', MULTILINE).test(
      'placeholder',
      BACK_IN_STOCK_PLACEHOLDER_MESSAGE,
      (value) => !value || value.includes(PRODUCT_PLACEHOLDER),
    ),
    reorderReminder: requiredText(SITE_LIMITS.paragraph, 'Reorder reminder is required', MULTILINE),
    ...perOrderUpdateTemplate((kind) => requiredText(SITE_LIMITS.paragraph, `${ORDER_UPDATE_NAMES[kind]} message is required`, MULTILINE)),
  }).required(),
}).required();

const textList = <T extends yup.Schema<any, any, any, any>>(item: T, max: number) => yup.array(item).max(max, `At most ${max}`).default(undefined).typeError('Must be a list'); // eslint-disable-line @typescript-eslint/no-explicit-any -- any item schema
const textShape = <T extends yup.ObjectShape>(fields: T) => shape(fields);
const line = (max: number) => translatedText(max);
const lines = (max: number) => translatedText(max, MULTILINE);
const hasPlaceholder = (placeholder: string) => (value: string | undefined) => !value || value.includes(placeholder);

/**
 * The site settings' translatable texts, in the same places as the English ones (lists by index),
 * each optional: what `translations.ta` may hold. Numbers, addresses of links, times and pincodes
 * are the same in every language and are not here.
 */
export const siteTranslationsSchema = translationsSchema({
  business: textShape({
    name: line(MAX_NAME_LENGTH),
    tagline: line(SITE_LIMITS.heading),
    description: lines(SITE_LIMITS.paragraph),
    address: textList(line(SITE_LIMITS.heading), SITE_LIMITS.addressLines),
    map: textShape({ label: line(SITE_LIMITS.heading) }),
    social: textList(textShape({ name: line(SITE_LIMITS.shortText) }), SITE_LIMITS.social),
  }),
  hours: textShape({ note: lines(SITE_LIMITS.note) }),
  home: textShape({
    hero: textShape({
      badge: line(SITE_LIMITS.shortText),
      heading: line(SITE_LIMITS.heading),
      text: lines(SITE_LIMITS.paragraph),
      primaryButton: line(SITE_LIMITS.shortText),
      secondaryButton: line(SITE_LIMITS.shortText),
    }),
    story: textShape({ heading: line(SITE_LIMITS.heading), text: lines(SITE_LIMITS.longText), button: line(SITE_LIMITS.shortText) }),
    stats: textList(textShape({ value: line(20), label: line(SITE_LIMITS.shortText) }), SITE_LIMITS.stats),
    contact: textShape({ heading: line(SITE_LIMITS.heading), text: lines(SITE_LIMITS.paragraph) }),
  }),
  about: textShape({
    lead: lines(SITE_LIMITS.paragraph),
    story: textShape({ heading: line(SITE_LIMITS.heading), text: lines(SITE_LIMITS.longText) }),
    reasons: textShape({
      heading: line(SITE_LIMITS.heading),
      items: textList(textShape({ title: line(SITE_LIMITS.heading), text: lines(SITE_LIMITS.paragraph) }), SITE_LIMITS.reasons),
    }),
    differences: textShape({
      heading: line(SITE_LIMITS.heading),
      oursLabel: line(SITE_LIMITS.shortText),
      usualLabel: line(SITE_LIMITS.shortText),
      rows: textList(textShape({ aspect: line(SITE_LIMITS.shortText), ours: line(SITE_LIMITS.heading), usual: line(SITE_LIMITS.heading) }), SITE_LIMITS.differences),
    }),
  }),
  leads: textShape({
    featuredProducts: lines(SITE_LIMITS.paragraph),
    popularGallery: lines(SITE_LIMITS.paragraph),
    products: lines(SITE_LIMITS.paragraph),
    gallery: lines(SITE_LIMITS.paragraph),
    contact: lines(SITE_LIMITS.paragraph),
  }),
  delivery: textShape({
    areas: textList(textShape({ name: line(SITE_LIMITS.heading) }), SITE_LIMITS.deliveryAreas),
    outsideMessage: lines(SITE_LIMITS.paragraph),
  }),
  /** Nothing in it is translated (the payee name is what UPI apps show): declared so that a section's save may send it, empty. */
  payments: textShape({}),
  legal: textShape({
    packer: textShape({ name: line(MAX_NAME_LENGTH), address: textList(line(SITE_LIMITS.heading), SITE_LIMITS.addressLines) }),
    grievanceOfficer: textShape({ name: line(MAX_NAME_LENGTH), designation: line(SITE_LIMITS.heading) }),
  }),
  policies: textShape(Object.fromEntries(POLICY_KEYS.map((key) => [key, textShape({ text: lines(SITE_LIMITS.longText) })]))),
  messages: textShape({
    order: lines(SITE_LIMITS.paragraph).test('placeholder', ORDER_PLACEHOLDER_MESSAGE, hasPlaceholder(PRODUCT_PLACEHOLDER)),
    orderList: lines(SITE_LIMITS.paragraph).test('placeholder', ORDER_LIST_PLACEHOLDER_MESSAGE, hasPlaceholder(ORDER_PLACEHOLDERS.lines)),
    greeting: lines(SITE_LIMITS.paragraph),
    backInStock: lines(SITE_LIMITS.paragraph).test('placeholder', BACK_IN_STOCK_PLACEHOLDER_MESSAGE, hasPlaceholder(PRODUCT_PLACEHOLDER)),
    reorderReminder: lines(SITE_LIMITS.paragraph),
    ...perOrderUpdateTemplate(() => lines(SITE_LIMITS.paragraph)),
  }),
});

/**
 * `PUT /api/site`: any of the sections, each validated whole; the sections left out keep their
 * stored values, so screens that save one section never overwrite another.
 */
export const siteSectionsSchema = siteSettingsSchema
  .partial()
  .shape({
    /** Within each language, each section given replaces that section's texts in it; the others are kept. */
    translations: siteTranslationsSchema.default(undefined).optional(),
  })
  .test('some-section', 'Send at least one section of the site settings', (value) => !!value && Object.values(value).some((section) => section !== undefined));

export const testimonialFields = {
  quote: translated(requiredText(SITE_LIMITS.quote, 'Quote is required', MULTILINE)),
  name: translated(requiredText(MAX_NAME_LENGTH, 'Name is required')),
  place: translated(optionalText(MAX_NAME_LENGTH)),
  rating: wholeNumber('Rating', RATING_MIN, RATING_MAX).required('Rating is required'),
  shown: flag(true),
};

/** The texts a testimonial has in each language: its fields declared `translated` (translatedFields.ts). */
export const TESTIMONIAL_TEXTS = translatedNames(testimonialFields);
export type TestimonialTexts = TranslatedValues<typeof testimonialFields>;

export const testimonialSchema = yup
  .object({
    ...testimonialFields,
    /** Left out: the testimonial keeps its translations. */
    translations: translationsOf(testimonialFields).default(undefined).optional(),
  })
  .noUnknown(UNKNOWN);
export type TestimonialInput = yup.InferType<typeof testimonialSchema>;

/** `PUT /api/testimonials/order`: every testimonial's id, in the new order. */
export const testimonialOrderSchema = yup
  .object({
    ids: yup
      .array(requiredText(MAX_ID_LENGTH, 'Id is required'))
      .required('ids is required')
      .max(SITE_LIMITS.testimonials, `At most ${SITE_LIMITS.testimonials} testimonials`)
      .test('unique', 'Each testimonial may appear only once', (ids) => !ids || new Set(ids).size === ids.length),
  })
  .noUnknown(UNKNOWN);
