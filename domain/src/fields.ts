/**
 * The field rules every schema is built from, so that nothing malformed is stored whichever form or
 * route the value came through:
 * - text is valid Unicode (no unpaired surrogate), trimmed, without control characters (multi-line
 *   text keeps tab and line breaks) or text-direction overrides, and has something visible once
 *   invisible characters (zero-width spaces, joiners, soft hyphens...) are set aside: a required text
 *   always, an optional one whenever it is not left empty;
 * - numbers are finite and within their documented range (constants.ts); text is read as a number
 *   only when written in plain decimal ('349.50', '-20', '.5'), never hex, exponents or 'Infinity'.
 */
import * as yup from 'yup';
import { DAY_MS, MAX_ID_LENGTH, ORDER_MAX, ORDER_MIN, PRICE_MAX } from './constants';

declare module 'yup' {
  /** What a field's schema says of itself besides its rules. */
  interface CustomSchemaMetadata {
    /** A text that keeps line breaks (safeText). */
    multiline?: boolean;
    /** A text shown in every language (translatedFields.ts). */
    translated?: boolean;
  }
}

/** With the `u` flag a surrogate range matches only unpaired surrogates (a pair is one code point). */
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u;
/** C0 and C1 controls (NUL, escape, DEL...), plus the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The same except tab, line feed and carriage return (a textarea sends CR LF). */
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;
/** Bidirectional embeddings, overrides and isolates: they reorder how the text around them is shown. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * White space and the code points that render as nothing (U+200B–U+200F, U+2060, U+FEFF, U+00AD...),
 * and the blank Braille pattern U+2800, which is not Default_Ignorable but shows as a blank too.
 */
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** What a text longer than `max` characters gets. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

export const INVALID_TEXT_MESSAGE = 'Contains an invalid character';
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
export const BIDI_CONTROL_MESSAGE = 'Must not contain text-direction control characters';
export const INVISIBLE_TEXT_MESSAGE = 'Must show something visible, or be left empty';

/** The text without white space and invisible characters: what a reader tells two texts apart by. */
export const visibleText = (text: string) => text.replace(INVISIBLE, '');

/** Whether the text shows anything once white space and invisible characters are set aside. */
export const hasVisibleText = (text: string) => visibleText(text) !== '';

const passes = (pattern: RegExp) => (value: string | null | undefined) => value == null || !pattern.test(value);

/** Any string accepted as is (passwords): only valid Unicode is required. */
export const wellFormedText = () => yup.string().test('well-formed', INVALID_TEXT_MESSAGE, passes(UNPAIRED_SURROGATE));

/**
 * Text that is safe to store and show: trimmed, at most `max` characters, one line unless `multiline`
 * (kept in its meta, so a translation of it can follow the same rule: translatedFields.ts).
 */
export function safeText(max: number, { multiline = false } = {}) {
  return wellFormedText()
    .trim()
    .max(max, tooLongMessage(max))
    .test('no-control', CONTROL_CHARACTER_MESSAGE, passes(multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL))
    .test('no-bidi', BIDI_CONTROL_MESSAGE, passes(BIDI_CONTROL))
    .meta({ multiline });
}

/** Whether a text schema built by safeText keeps line breaks. */
export const isMultiline = (schema: yup.AnySchema) => schema.spec.meta?.multiline === true;

/** Safe text that must show something: blank or invisible-only text gets `message`. */
export const requiredText = (max: number, message: string, options?: { multiline?: boolean }) =>
  safeText(max, options)
    .required(message)
    .test('visible', message, (value) => value == null || hasVisibleText(value));

/** Safe text that may be left out (then ''); text that shows nothing (zero-width spaces only) is refused, not stored. */
export const optionalText = (max: number, options?: { multiline?: boolean }) =>
  safeText(max, options)
    .default('')
    .test('visible', INVISIBLE_TEXT_MESSAGE, (value) => !value || hasVisibleText(value));

/** Digits with an optional sign and fraction, as a number input sends them ('12', '-3', '349.50', '.5'). */
const PLAIN_DECIMAL = /^-?(\d+(\.\d+)?|\.\d+)$/;

/**
 * A number from a form (text) or JSON (a number). Text counts only in plain decimal; anything else,
 * including 'Infinity', '0x10' and '1e3', becomes NaN and fails with `typeError`. Empty ('', null or
 * missing) gives `empty`. JSON numbers pass through as they are: range tests must reject ±Infinity.
 */
function decimalNumber(typeError: string, empty?: number) {
  return yup
    .number()
    .transform((_cast: unknown, original: unknown) => {
      if (original === '' || original === undefined || original === null) return empty;
      if (typeof original === 'number') return original;
      const text = typeof original === 'string' ? original.trim() : '';
      return PLAIN_DECIMAL.test(text) ? Number(text) : NaN;
    })
    .typeError(typeError);
}

/** A whole number from `min` to `max`; every failure (not a number, a fraction, out of range) says so in one message. */
export function wholeNumber(label: string, min: number, max: number, empty?: number) {
  const message = `${label} must be a whole number between ${min} and ${max}`;
  return decimalNumber(message, empty).integer(message).min(min, message).max(max, message);
}

/** A decimal from `min` to `max` with at most `decimals` decimals. */
export function boundedDecimal(label: string, { min, max, decimals, example }: { min: number; max: number; decimals: number; example: string }, empty?: number) {
  const scale = 10 ** decimals;
  return decimalNumber(`${label} must be a number like ${example}`, empty)
    .min(min, `${label} must be ${min} or more`)
    .max(max, `${label} must be at most ${max}`)
    .test('decimals', `${label} can have at most ${decimals} decimals, like ${example}`, (value) =>
      value === undefined || Math.abs(Math.round(value * scale) - value * scale) < 1e-6,
    );
}

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined || original === null || original === 'null' ? null : value;

/** An amount in rupees: 0 to PRICE_MAX with at most two decimals. `label` names it in the messages. */
export const priceAmount = (label: string, empty?: number) => boundedDecimal(label, { min: 0, max: PRICE_MAX, decimals: 2, example: '349.50' }, empty);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 31 November). */
function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * A past day written YYYY-MM-DD (a date input's value), or null when left empty. "Past" allows
 * tomorrow in UTC, so a day that has begun anywhere (India is ahead of UTC) is accepted.
 */
export function pastDate(label: string) {
  return safeText(10)
    .nullable()
    .transform(emptyToNull)
    .default(null)
    .test('date', `${label} must be a date like 2026-11-12`, (value) => value == null || isCalendarDate(value))
    .test('past', `${label} cannot be in the future`, (value) => value == null || !isCalendarDate(value) || Date.parse(value) <= Date.now() + DAY_MS)
    .test('recent', `${label} must be in 2000 or later`, (value) => value == null || value >= '2000-01-01');
}

/** A yup transform for a list or object sent as JSON text in a multipart field: parsed; anything unparsable is left for the type check. */
export function parsedJsonText(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  try {
    return JSON.parse(original) as unknown;
  } catch {
    return original;
  }
}

export const MULTILINE = { multiline: true };

/** A reference to another document that may be left out (then null; a form sends '' or 'null'). */
export const optionalId = () => safeText(MAX_ID_LENGTH).nullable().transform(emptyToNull).default(null);
export const requiredId = (message: string) => requiredText(MAX_ID_LENGTH, message);
/** A checkbox: a boolean, or its text from a form ('true', 'false'). */
export const TRUE_OR_FALSE_MESSAGE = 'Must be true or false';
export const flag = (fallback: boolean) => yup.boolean().typeError(TRUE_OR_FALSE_MESSAGE).default(fallback);
/** A position in an owner-ordered list. */
export const order = (empty?: number) => wholeNumber('Order', ORDER_MIN, ORDER_MAX, empty);
export const EMAIL_MESSAGES = { invalid: 'Enter a valid email address', required: 'Email is required' } as const;
export const emailAddress = () => safeText(254).email(EMAIL_MESSAGES.invalid).required(EMAIL_MESSAGES.required);

/** Turns a yup ValidationError into the API's `errors` map (field → first message). */
export function validationErrorsMap(error: yup.ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || '_';
    errors[field] ??= inner.message;
  }
  return errors;
}

/** The most characters a text schema allows: a form's input takes its `maxLength` from the schema it is validated with. */
export function maxLengthOf(schema: yup.ISchema<unknown> | yup.Reference): number | undefined {
  const description = schema.describe();
  const max = description.type === 'string' && 'tests' in description ? description.tests.find((test) => test.name === 'max')?.params?.max : undefined;
  return typeof max === 'number' ? max : undefined;
}
