/**
 * The site settings' types, defaults and the helpers that read them: everything about the business's
 * words except the schemas, so that the public pages can use it without loading yup
 * (siteSettingsSchema.ts adds the schemas). Chat links are built in chatLinks.ts.
 */
import type { Id, ImageInfo } from './types';
import { DAY_MS, MAX_LABEL_LENGTH, MAX_NAME_LENGTH } from './constants';
import { DEFAULT_HANDLING_DAYS, DEFAULT_OUTSIDE_MESSAGE, DEFAULT_TRANSIT_DAYS, type DeliverySettings } from './delivery';
import { DEFAULT_LEGAL_SETTINGS, type LegalSettings } from './legal';
import { DEFAULT_POLICY_SETTINGS, type PolicySettings } from './policies';
import { DEFAULT_ORDER_LIST_MESSAGE } from './orders';
import type { Translations } from './translations';
import type { TestimonialTexts } from './siteSettingsSchema';
import { DEFAULT_LANGUAGE, perLanguage, type Language } from './languages';
import { DEFAULT_ORDER_UPDATE_MESSAGES, perOrderUpdateTemplate, type OrderUpdateTemplateKey } from './orderUpdateTexts';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from './upi';

/** 24-hour 'HH:MM'. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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
  /** What a visitor reads, e.g. '+91 90000 00000'. */
  display: string;
  /** What the phone dials (tel: link): '+' and digits, e.g. '+919000000000'. */
  dial: string;
}
interface SocialLink {
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
interface TextBlock {
  title: string;
  text: string;
}
interface Stat {
  value: string;
  label: string;
}
interface ComparisonRow {
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
  /** The introduction under a section's or page's heading; empty leaves it out. */
  leads: {
    featuredProducts: string;
    popularGallery: string;
    products: string;
    gallery: string;
    contact: string;
  };
  /** Where the shop delivers, with fees and minimum orders (delivery.ts). */
  delivery: DeliverySettings;
  /** The ways the shop takes payment: UPI (with its ID and payee name) and cash on delivery (upi.ts). */
  payments: PaymentSettings;
  /** FSSAI number, maker/packer, consumer care, grievance officer, GSTIN (legal.ts). */
  legal: LegalSettings;
  /** The policy pages' texts and the return window (policies.ts). */
  policies: PolicySettings;
  /** The chat messages; besides these, the owner's chat telling a customer of a change of their order, one per change (orderUpdateTexts.ts). */
  messages: {
    /** The order button's prefilled chat message; {product} is replaced by the product's name. */
    order: string;
    /** The order list's message, with the placeholders of ORDER_PLACEHOLDERS (orders.ts). */
    orderList: string;
    /** The floating chat button's prefilled message. */
    greeting: string;
    /** The owner's chat to a customer waiting for a size that is back (waitlist.ts); {product} is replaced by the product and size. */
    backInStock: string;
    /** The owner's chat to a customer due to reorder who asked to be reminded (customers.ts); {name} is replaced by their name. */
    reorderReminder: string;
  } & Record<OrderUpdateTemplateKey, string>;
  /**
   * Its texts in other languages, in the same places (lists by index): the texts of
   * `siteTranslationsSchema`. Left out of an answer read in one language (`?lang=`).
   */
  translations?: Translations<SiteTexts>;
}

/** The site settings' own parts, of which `siteTranslationsSchema` names the translatable texts. */
export type SiteTexts = Omit<SiteSettings, 'translations'>;

/** A saved version of a versioned document (site settings, navigation configuration). */
export interface VersionInfo {
  /** 0 is the defaults, before the first save. */
  version: number;
  savedAt: string;
  savedBy: string | null;
}
export type SiteSettingsVersion = SiteSettings & VersionInfo;

/** A testimonial's own fields: the API's testimonial and the store's record both carry them. */
export interface TestimonialContent {
  quote: string;
  name: string;
  /** Place or role, e.g. 'Home cook, Coimbatore'. */
  place: string;
  /** 1 to 5. */
  rating: number;
  shown: boolean;
  order: number;
  /** Its texts in other languages (translations.ts); left out of an answer read in one language (`?lang=`). */
  translations?: Translations<TestimonialTexts>;
}

export interface Testimonial extends TestimonialContent {
  _id: Id;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/site`: what every public page needs (testimonials: the shown ones, in order). */
export interface SiteData {
  settings: SiteSettingsVersion;
  testimonials: Testimonial[];
}

export const PRODUCT_PLACEHOLDER = '{product}';
const DEFAULT_ORDER_MESSAGE = `I'm interested in ordering ${PRODUCT_PLACEHOLDER}`;
/** The owner's message to a customer waiting for a size that is back (waitlist.ts), until the owner writes one. */
export const DEFAULT_BACK_IN_STOCK_MESSAGES: Record<Language, string> = {
  en: `Good news! ${PRODUCT_PLACEHOLDER} is back in stock. Reply to this message to order.`,
  ta: `நல்ல செய்தி! ${PRODUCT_PLACEHOLDER} மீண்டும் கிடைக்கிறது. ஆர்டர் செய்ய இந்தச் செய்திக்குப் பதில் அனுப்புங்கள்.`,
};
export const NAME_PLACEHOLDER = '{name}';
/** The owner's reminder to a customer due to reorder (customers.ts), until the owner writes one. */
export const DEFAULT_REORDER_REMINDER_MESSAGES: Record<Language, string> = {
  en: `Hello ${NAME_PLACEHOLDER}! It is about time for your next order of oils. Reply to this message and we will get it ready.`,
  ta: `வணக்கம் ${NAME_PLACEHOLDER}! உங்கள் அடுத்த எண்ணெய் ஆர்டருக்கான நேரம் வந்துவிட்டது. இந்தச் செய்திக்குப் பதில் அனுப்புங்கள், நாங்கள் தயார் செய்கிறோம்.`,
};
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
  deliveryAreas: 50,
  pincodesPerArea: 200,
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
  leads: { featuredProducts: '', popularGallery: '', products: '', gallery: '', contact: '' },
  delivery: { areas: [], outsideMessage: DEFAULT_OUTSIDE_MESSAGE, handlingDays: DEFAULT_HANDLING_DAYS, transitDays: DEFAULT_TRANSIT_DAYS },
  payments: DEFAULT_PAYMENT_SETTINGS,
  legal: DEFAULT_LEGAL_SETTINGS,
  policies: DEFAULT_POLICY_SETTINGS,
  messages: {
    order: DEFAULT_ORDER_MESSAGE,
    orderList: DEFAULT_ORDER_LIST_MESSAGE,
    greeting: 'Hello! I would like to know more about your products.',
    backInStock: DEFAULT_BACK_IN_STOCK_MESSAGES.en,
    reorderReminder: DEFAULT_REORDER_REMINDER_MESSAGES.en,
    ...perOrderUpdateTemplate((kind) => DEFAULT_ORDER_UPDATE_MESSAGES[kind].en),
  },
};

// ---- Reading the settings (both sides) ---------------------------------------------------------

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

/**
 * Tamil shops write the part of the day before the time (காலை 9:00, மாலை 6:00). Spelled out here
 * rather than taken from Intl: its Tamil day periods vary between ICU versions (the server's and
 * the browser's must agree) and name 8 PM 'அந்தி மாலை' where shops write 'இரவு'.
 */
function tamilDayPeriod(hours: number): string {
  if (hours < 4) return 'இரவு';
  if (hours < 12) return 'காலை';
  if (hours < 16) return 'மதியம்';
  if (hours < 19) return 'மாலை';
  return 'இரவு';
}

/** '09:00' → '9:00 AM', '18:30' → '6:30 PM'; in Tamil 'காலை 9:00', 'மாலை 6:30'. */
export function formatTime(time: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = TIME_PATTERN.exec(time);
  if (!match) return time;
  const [hours, minutes] = time.split(':').map(Number);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
  if (language === 'ta') return `${tamilDayPeriod(hours)} ${clock}`;
  return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

export interface HoursRow {
  /** 'Monday to Friday', 'Saturday'. */
  days: string;
  /** '9:00 AM to 6:00 PM' or 'Closed'. */
  hours: string;
  weekdays: Weekday[];
}

/** A Monday (UTC): the weekdays' names are read from Intl from it on. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const weekdayNames = perLanguage((tag) => {
  const format = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format.format(A_MONDAY + index * DAY_MS)])) as Record<Weekday, string>;
});

/** The words of the hours, in each language. */
const HOURS_WORDS: Record<Language, { closed: string; range: (from: string, to: string) => string; pair: (first: string, second: string) => string; weekdays: () => Record<Weekday, string> }> = {
  en: { closed: 'Closed', range: (from, to) => `${from} to ${to}`, pair: (first, second) => `${first} and ${second}`, weekdays: () => WEEKDAY_NAMES },
  ta: { closed: 'விடுமுறை', range: (from, to) => `${from} முதல் ${to} வரை`, pair: (first, second) => `${first}, ${second}`, weekdays: () => weekdayNames('ta') },
};

/** Consecutive weekdays with the same hours become one row, as a visitor reads them. */
export function hoursRows(days: DayHours[], language: Language = DEFAULT_LANGUAGE): HoursRow[] {
  const words = HOURS_WORDS[language];
  const names = words.weekdays();
  const rows: HoursRow[] = [];
  for (const day of days) {
    const hours = day.closed ? words.closed : words.range(formatTime(day.open, language), formatTime(day.close, language));
    const last = rows.at(-1);
    if (last && last.hours === hours) last.weekdays.push(day.day);
    else rows.push({ days: '', hours, weekdays: [day.day] });
  }
  for (const row of rows) {
    const first = names[row.weekdays[0]];
    const lastDay = names[row.weekdays[row.weekdays.length - 1]];
    row.days = row.weekdays.length === 1 ? first : row.weekdays.length === 2 ? words.pair(first, lastDay) : words.range(first, lastDay);
  }
  return rows;
}

/** The weekday of `date` in the business's week (Monday first). */
export const weekdayOf = (date: Date): Weekday => WEEKDAYS[(date.getDay() + 6) % 7];
