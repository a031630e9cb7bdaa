/**
 * Paying by UPI: the shop's ways to pay (Site → Payments), its UPI ID's shape, and the `upi://pay`
 * link that the order page shows as a QR code and, on phones, as a button. Free of the validation
 * library (siteSettingsSchema.ts validates the settings with these rules): public pages use it.
 *
 * Sources, as read in November 2026:
 * - NPCI, "UPI Linking Specifications" 1.6 (common URL specification for deep linking and proximity
 *   integration): `upi://pay?pa=…&pn=…&tr=…&tn=…&am=…&cu=INR`; `pa` and `pn` mandatory, `am` a
 *   decimal amount, `cu` INR only, `tr` the payee's reference (order number, bill id) and `tn` a
 *   short note; values URL-encoded.
 * - The UPI API's field lengths, which apps enforce when they read a link: a reference (`tr`) of at
 *   most 35 characters; a note (`tn`) of at most 50 (several apps drop or cut longer ones); a payee
 *   name kept short (apps show about 50 characters); an address (VPA) of at most 255.
 * - A UPI ID (VPA) is `name@handle`: the name letters, digits, '.', '-' and '_' (a mobile number is
 *   common: 9876543210@ybl); the handle the payment app's or bank's letters and digits
 *   (okaxis, ybl, oksbi, paytm), with dots in the bank-account form (…@ifsc.npci).
 * - NPCI's per-transaction limit for UPI payments to a person is ₹1,00,000: a larger total is not
 *   offered by UPI.
 */
import { DEFAULT_LANGUAGE, onFirstUse, type Language } from './languages';
import { formatRupees } from './orders';

/** The ways the shop takes payment (Site → Payments). */
export interface PaymentSettings {
  /** Takes UPI: the order page shows a QR code and a pay link to `upiId`. */
  upi: boolean;
  /** Takes cash on delivery. */
  cash: boolean;
  /** The UPI ID (VPA), `name@handle`; required when `upi` is on. */
  upiId: string;
  /** The name UPI apps show the customer before paying (plain text, the same in every language). */
  payeeName: string;
}

/** A new shop takes cash on delivery only, until the owner gives a UPI ID. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { upi: false, cash: true, upiId: '', payeeName: '' };

export const UPI_LIMITS = {
  upiId: 255,
  payeeName: 50,
  note: 50,
  reference: 35,
  /** Rupees: the largest amount a link asks for. */
  amount: 100_000,
} as const;

const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*$/;
const MAX_HANDLE_LENGTH = 64;

export const UPI_ID_MESSAGE = 'Enter a UPI ID like yourname@okaxis: letters, digits, dots, hyphens or underscores, then @ and the handle of your payment app or bank';
export const UPI_ID_REQUIRED_MESSAGE = 'Enter your UPI ID to take payments by UPI';
export const PAYEE_NAME_REQUIRED_MESSAGE = 'Enter the name UPI apps show to your customers';
export const NO_WAY_TO_PAY_MESSAGE = 'Take at least one way to pay: UPI or cash on delivery';

/** Whether `text` is a UPI ID (`name@handle`), exactly: no spaces or invisible characters, one @. */
export const isUpiId = (text: string) => text.length <= UPI_LIMITS.upiId && UPI_ID.test(text) && text.length - text.indexOf('@') - 1 <= MAX_HANDLE_LENGTH;

/** Whether a link can ask for `amount` rupees: finite, at least one paisa, at most UPI_LIMITS.amount. */
export const isUpiAmount = (amount: number) => Number.isFinite(amount) && Math.round(amount * 100) >= 1 && amount <= UPI_LIMITS.amount;

/** Whether the order page offers UPI for `amount`. */
export const offersUpi = (payments: PaymentSettings, amount: number) => payments.upi && isUpiId(payments.upiId) && isUpiAmount(amount);

/** Rupees as `am` wants them: two decimals, no grouping, no exponent (1999 → '1999.00', 0.1 + 0.2 → '0.30'). */
export function upiAmount(amount: number): string {
  if (!isUpiAmount(amount)) throw new RangeError(`Not an amount a UPI link can ask for: ${amount}`);
  const paise = Math.round(amount * 100);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

const graphemes = onFirstUse(() => (typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null));

/**
 * `text` cut to at most `max` UTF-16 units at a character's end: whole letters with their vowel
 * signs (Tamil), never half of a surrogate pair (an emoji).
 */
export function cutText(text: string, max: number): string {
  const segmenter = graphemes();
  const parts = segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
  let cut = '';
  for (const part of parts) {
    if (cut.length + part.length > max) break;
    cut += part;
  }
  return cut;
}

export interface UpiPayment {
  upiId: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  orderNumber: string;
}

/** A link parameter's value, percent-encoded as UTF-8 (space → %20, & → %26, # → %23, ? → %3F). */
/** A lone surrogate (which encodeURIComponent refuses) reads as U+FFFD. */
const parameter = (name: string, value: string) => `${name}=${encodeURIComponent(value.replace(/\p{Surrogate}/gu, '\uFFFD'))}`;

/**
 * The `upi://pay` link of a payment: payee, amount and currency, the order number as the reference
 * and in the note, each within the lengths apps take. Throws for a malformed UPI ID or an amount
 * a link cannot ask for (see `offersUpi`).
 */
export function upiPayLink({ upiId, payeeName, amount, orderNumber }: UpiPayment): string {
  if (!isUpiId(upiId)) throw new RangeError(`Not a UPI ID: ${upiId}`);
  // The ID's characters need no encoding: apps read `pa` with its @ as it is.
  return `upi://pay?pa=${upiId}&${[
    parameter('pn', cutText(payeeName.trim(), UPI_LIMITS.payeeName)),
    parameter('am', upiAmount(amount)),
    parameter('cu', 'INR'),
    parameter('tn', cutText(`Order ${orderNumber}`, UPI_LIMITS.note)),
    parameter('tr', cutText(orderNumber, UPI_LIMITS.reference)),
  ].join('&')}`;
}

/** How to pay, as the order's chat message says it, in each language. */
const HOW_TO_PAY_WORDS: Record<Language, { upi: (upiId: string, amount: string) => string; cash: string }> = {
  en: { upi: (upiId, amount) => `Pay by UPI to ${upiId}${amount && ` (${amount})`}`, cash: ', or cash on delivery' },
  ta: { upi: (upiId, amount) => `UPI மூலம் ${upiId} என்ற ஐடிக்கு${amount ? ` ${amount} ` : 'ச் '}செலுத்துங்கள்`, cash: ', அல்லது டெலிவரியின்போது ரொக்கமாகச் செலுத்தலாம்' },
};

/**
 * The order message's line on paying, when the shop takes UPI: "Pay by UPI to vanamnaturals@okaxis
 * (₹1,999), or cash on delivery" (the ways the shop takes); '' when it does not. `total` is left
 * out of the line when it is not known yet (null: the delivery fee is to be confirmed) or is more
 * than a UPI payment takes.
 */
export function howToPayLine(payments: PaymentSettings, total: number | null, language: Language = DEFAULT_LANGUAGE): string {
  if (!payments.upi || !isUpiId(payments.upiId)) return '';
  const words = HOW_TO_PAY_WORDS[language];
  const amount = total !== null && isUpiAmount(total) ? formatRupees(total, language) : '';
  return `${words.upi(payments.upiId, amount)}${payments.cash ? words.cash : ''}`;
}
