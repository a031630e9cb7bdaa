/**
 * The business's own words as data: the site settings (business details, hours, home and About
 * texts, chat messages) and the testimonials. The API stores them, the back office edits them with
 * these schemas, and every public page reads them; nothing about the business is written in code.
 */
import * as yup from 'yup';
import type { Id, ImageInfo } from './types';
import { MAX_ID_LENGTH, MAX_LABEL_LENGTH, MAX_NAME_LENGTH } from './constants';
import { boundedDecimal, optionalText, requiredText, safeText, wholeNumber } from './fields';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export interface PhoneNumber {
  /** What a visitor reads, e.g. '+91 98765 43210'. */
  display: string;
  /** What the phone dials (tel: link): '+' and digits, e.g. '+919876543210'. */
  dial: string;
}
export interface SocialLink {
  name: string;
  url: string;
}
export interface DayHours {
  day: Weekday;
  closed: boolean;
  /** 24-hour 'HH:MM'; empty when closed. */
  open: string;
  close: string;
}
export interface TextBlock {
  title: string;
  text: string;
}
export interface Stat {
  value: string;
  label: string;
}
export interface ComparisonRow {
  aspect: string;
  ours: string;
  usual: string;
}

/**
 * Long texts are plain text: a blank line starts a new paragraph and *words between asterisks*
 * are emphasised (`paragraphs` and `emphasis` below).
 */
export interface SiteSettings {
  business: {
    name: string;
    tagline: string;
    /** Used as the site's meta description. */
    description: string;
    /** Set by the logo upload route; null shows the default mark. */
    logo: ImageInfo | null;
    /** The first number is the one the call button dials. */
    phones: PhoneNumber[];
    /** Chat (WhatsApp) number: country code and number, digits only; empty hides the chat links. */
    chatNumber: string;
    email: string;
    /** Postal address, one entry per line. */
    address: string[];
    map: { label: string; lat: number | null; lng: number | null };
    social: SocialLink[];
  };
  hours: {
    /** One row per weekday, Monday first. */
    days: DayHours[];
    /** A free note shown under the hours, e.g. holidays. */
    note: string;
  };
  home: {
    hero: {
      badge: string;
      heading: string;
      text: string;
      primaryButton: string;
      secondaryButton: string;
      /** Set by the hero image upload route; null keeps the default background. */
      image: ImageInfo | null;
    };
    story: { heading: string; text: string; button: string };
    /** Exactly three. */
    stats: Stat[];
    contact: { heading: string; text: string };
  };
  about: {
    lead: string;
    story: { heading: string; text: string };
    reasons: { heading: string; items: TextBlock[] };
    differences: { heading: string; oursLabel: string; usualLabel: string; rows: ComparisonRow[] };
  };
  messages: {
    /** The order button's prefilled chat message; {product} is replaced by the product's name. */
    order: string;
    /** The floating chat button's prefilled message. */
    greeting: string;
  };
}

/** A saved version of a versioned document (site settings, navigation configuration). */
export interface VersionInfo {
  /** 0 is the defaults, before the first save. */
  version: number;
  savedAt: string;
  savedBy: string | null;
}
export type SiteSettingsVersion = SiteSettings & VersionInfo;

export interface Testimonial {
  _id: Id;
  quote: string;
  name: string;
  /** Place or role, e.g. 'Home cook, Coimbatore'. */
  place: string;
  /** 1 to 5. */
  rating: number;
  shown: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/site`: what every public page needs (testimonials: the shown ones, in order). */
export interface SiteData {
  settings: SiteSettingsVersion;
  testimonials: Testimonial[];
}

export const PRODUCT_PLACEHOLDER = '{product}';
export const DEFAULT_ORDER_MESSAGE = `I'm interested in ordering ${PRODUCT_PLACEHOLDER}`;
export const SITE_LIMITS = {
  phones: 5,
  addressLines: 6,
  social: 12,
  stats: 3,
  reasons: 12,
  differences: 12,
  testimonials: 200,
  shortText: MAX_LABEL_LENGTH,
  heading: MAX_NAME_LENGTH,
  paragraph: 600,
  longText: 3000,
  quote: 1000,
  note: 500,
} as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * Before the owner's first save (version 0): a site that says nothing untrue. Every optional part is
 * empty, and the public pages leave out what is empty.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  business: {
    name: 'Our shop',
    tagline: '',
    description: '',
    logo: null,
    phones: [],
    chatNumber: '',
    email: '',
    address: [],
    map: { label: '', lat: null, lng: null },
    social: [],
  },
  hours: { days: WEEKDAYS.map((day) => ({ day, closed: true, open: '', close: '' })), note: '' },
  home: {
    hero: { badge: '', heading: 'Welcome', text: '', primaryButton: 'Shop Our Products', secondaryButton: 'About Us', image: null },
    story: { heading: 'Our Story', text: '', button: 'Read Our Story' },
    stats: [
      { value: '', label: '' },
      { value: '', label: '' },
      { value: '', label: '' },
    ],
    contact: { heading: 'Get in Touch', text: '' },
  },
  about: {
    lead: '',
    story: { heading: 'Our Story', text: '' },
    reasons: { heading: 'Why Choose Us', items: [] },
    differences: { heading: 'How We Are Different', oursLabel: 'Ours', usualLabel: 'Usual', rows: [] },
  },
  messages: { order: DEFAULT_ORDER_MESSAGE, greeting: 'Hello! I would like to know more about your products.' },
};

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
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DIAL = /^\+?[0-9]{3,15}$/;
const CHAT_NUMBER = /^[1-9][0-9]{7,14}$/;

export const CHAT_NUMBER_MESSAGE = 'Chat number must be digits only, starting with the country code (e.g. 919876543210)';
export const DIAL_MESSAGE = 'Dial number must be digits, optionally starting with + (e.g. +919876543210)';
export const URL_MESSAGE = 'Enter a full web address starting with http:// or https://';
export const TIME_MESSAGE = 'Enter a time as HH:MM (24-hour)';
export const CLOSE_AFTER_OPEN_MESSAGE = 'Closing time must be after opening time';
export const ORDER_PLACEHOLDER_MESSAGE = `The order message must contain ${PRODUCT_PLACEHOLDER}`;

const shape = <T extends yup.ObjectShape>(fields: T) => yup.object(fields).noUnknown(UNKNOWN).default(undefined).typeError('Must be an object');
const text = (max: number) => optionalText(max);
const longText = (max: number) => optionalText(max, MULTILINE);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any item schema, default flags included
const list = <T extends yup.Schema<any, any, any, any>>(item: T, max: number, label: string) =>
  yup.array(item).max(max, `${label}: at most ${max}`).default([]).typeError(`${label} must be a list`);

export const httpUrl = () =>
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
  closed: yup.boolean().typeError('Must be true or false').default(false),
  open: time().when('closed', { is: false, then: (schema) => schema.required('Opening time is required') }),
  close: time()
    .when('closed', { is: false, then: (schema) => schema.required('Closing time is required') })
    .test('after-open', CLOSE_AFTER_OPEN_MESSAGE, function (close) {
      const { closed, open } = this.parent as { closed?: boolean; open?: string };
      return closed || !open || !close || !TIME.test(open) || !TIME.test(close) || close > open;
    }),
});

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
    email: text(254).email('Enter a valid email address'),
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
  messages: shape({
    order: requiredText(SITE_LIMITS.paragraph, 'Order message is required', MULTILINE).test(
      'placeholder',
      ORDER_PLACEHOLDER_MESSAGE,
      (value) => !value || value.includes(PRODUCT_PLACEHOLDER),
    ),
    greeting: requiredText(SITE_LIMITS.paragraph, 'Greeting is required', MULTILINE),
  }).required(),
}).required();
export type SiteSettingsInput = yup.InferType<typeof siteSettingsSchema>;

export const testimonialSchema = yup
  .object({
    quote: requiredText(SITE_LIMITS.quote, 'Quote is required', MULTILINE),
    name: requiredText(MAX_NAME_LENGTH, 'Name is required'),
    place: optionalText(MAX_NAME_LENGTH),
    rating: wholeNumber('Rating', RATING_MIN, RATING_MAX).required('Rating is required'),
    shown: yup.boolean().typeError('Must be true or false').default(true),
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

// ---- Reading the settings (both sides) ---------------------------------------------------------

/** The order button's message for a product. */
export const orderMessage = (template: string, productName: string) => template.split(PRODUCT_PLACEHOLDER).join(productName);

/** A chat (WhatsApp) link to `number` with a prefilled message; null when there is no number. */
export function chatLink(number: string, message?: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  const base = `https://wa.me/${digits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** Paragraphs of a long text: blank lines separate them. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A paragraph split into plain and emphasised runs (*emphasis*). */
export function emphasis(paragraph: string): { text: string; emphasised: boolean }[] {
  return paragraph
    .split(/(\*[^*\n]+\*)/)
    .filter(Boolean)
    .map((part) => (/^\*[^*\n]+\*$/.test(part) ? { text: part.slice(1, -1), emphasised: true } : { text: part, emphasised: false }));
}

/** '09:00' → '9:00 AM', '18:30' → '6:30 PM'. */
export function formatTime(time: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export interface HoursRow {
  /** 'Monday to Friday', 'Saturday'. */
  days: string;
  /** '9:00 AM to 6:00 PM' or 'Closed'. */
  hours: string;
  weekdays: Weekday[];
}

/** Consecutive weekdays with the same hours become one row, as a visitor reads them. */
export function hoursRows(days: DayHours[]): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of days) {
    const hours = day.closed ? 'Closed' : `${formatTime(day.open)} to ${formatTime(day.close)}`;
    const last = rows.at(-1);
    if (last && last.hours === hours) last.weekdays.push(day.day);
    else rows.push({ days: '', hours, weekdays: [day.day] });
  }
  for (const row of rows) {
    const first = WEEKDAY_NAMES[row.weekdays[0]];
    const lastDay = WEEKDAY_NAMES[row.weekdays[row.weekdays.length - 1]];
    row.days = row.weekdays.length === 1 ? first : row.weekdays.length === 2 ? `${first} and ${lastDay}` : `${first} to ${lastDay}`;
  }
  return rows;
}

/** The weekday of `date` in the business's week (Monday first). */
export const weekdayOf = (date: Date): Weekday => WEEKDAYS[(date.getDay() + 6) % 7];
