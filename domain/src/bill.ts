/**
 * The bill and the packing slip of an order (`GET /api/orders/{id}/bill`): the bill number from a
 * consecutive series per Indian financial year, the shop's legal details (GSTIN; each product's HSN
 * code and GST rate), the GST split of tax-inclusive prices, and the amount in words in Indian
 * numbering. Pure: the API builds the bill with `billOf`, the back office prints it.
 */
import { safeText, wholeNumber } from './fields';
import { BUSINESS_TIME_ZONE, lineIn, type Order } from './orders';
import type { Language } from './languages';
import type { OrderPayment } from './payment';
import type { Id } from './types';

// ---- The bill number -------------------------------------------------------------------------------

/** "2026-27" for any day from 1 April 2026 to 31 March 2027 in the business's calendar. */
export function financialYear(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const start = part('month') >= 4 ? part('year') : part('year') - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** VN/2026-27/0001: the business's prefix (orderNumberPrefix), the financial year, the year's sequence. */
export const billNumber = (prefix: string, year: string, sequence: number) => `${prefix}/${year}/${String(sequence).padStart(4, '0')}`;

// ---- Legal details ------------------------------------------------------------------------------

export const GST_RATES = [0, 5, 12, 18, 28] as const;

export const HSN_MESSAGE = 'An HSN code is 4 to 8 digits';
export const GST_RATE_MESSAGE = `GST rate must be one of ${GST_RATES.join(', ')} (per cent)`;

/** A product's HSN code; '' when not given. */
export const hsnField = () => safeText(8).default('').matches(/^\d{4,8}$/, { message: HSN_MESSAGE, excludeEmptyString: true });

/** A product's GST rate in per cent; null when not given. */
export const gstRateField = () =>
  wholeNumber('GST rate', 0, 28)
    .nullable()
    .default(null)
    .oneOf([...GST_RATES, null], GST_RATE_MESSAGE);

// ---- Money --------------------------------------------------------------------------------------

const paise = (rupees: number) => Math.round(rupees * 100);

export interface TaxSplit {
  /** The price without the tax. */
  taxable: number;
  cgst: number;
  sgst: number;
}

/**
 * A tax-inclusive amount split for a supply within the state: the taxable value (amount × 100 /
 * (100 + rate), to the paisa) and the tax left, halved into CGST and SGST that sum to it exactly
 * (an odd paisa goes to CGST).
 */
export function taxSplit(amount: number, rate: number): TaxSplit {
  const total = paise(amount);
  const taxable = Math.round((total * 100) / (100 + rate));
  const tax = total - taxable;
  const cgst = Math.ceil(tax / 2);
  return { taxable: taxable / 100, cgst: cgst / 100, sgst: (tax - cgst) / 100 };
}

const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[n / 10];
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in words, grouped the Indian way: crore (10⁷), lakh (10⁵), thousand, hundred. */
function wholeInWords(n: number): string {
  if (n === 0) return 'zero';
  const crores = Math.floor(n / 1e7);
  const lakhs = Math.floor((n % 1e7) / 1e5);
  const thousands = Math.floor((n % 1e5) / 1000);
  return [crores ? `${wholeInWords(crores)} crore` : '', lakhs ? `${belowHundred(lakhs)} lakh` : '', thousands ? `${belowHundred(thousands)} thousand` : '', belowThousand(n % 1000)]
    .filter(Boolean)
    .join(' ');
}

/** "Twelve lakh thirty-four thousand five hundred sixty-seven rupees and fifty paise". */
export function amountInWords(amount: number): string {
  const total = paise(amount);
  const rupees = Math.floor(total / 100);
  const rest = total % 100;
  const words = `${wholeInWords(rupees)} ${rupees === 1 ? 'rupee' : 'rupees'}${rest ? ` and ${belowHundred(rest)} ${rest === 1 ? 'paisa' : 'paise'}` : ''}`;
  return words[0].toUpperCase() + words.slice(1);
}

// ---- The bill -----------------------------------------------------------------------------------

/** What the bill number froze, kept on the order: the bill is the same however often it is printed. */
export interface BillStamp {
  number: string;
  /** The day it was given (YYYY-MM-DD, the business's calendar): the bill's date. */
  date: string;
  /** The shop's GSTIN then ('' for none). */
  gstin: string;
  /** Each line's product's HSN code and GST rate then, in the order's line order. */
  taxes: { hsn: string; gstRate: number | null }[];
}

export type BillKind = 'supply' | 'tax';

export interface BillLine {
  name: string;
  sizeLabel: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  hsn: string;
  gstRate: number | null;
  /** On a tax invoice only. */
  tax: TaxSplit | null;
}

/** `GET /api/orders/{id}/bill`: the bill and the packing slip's data, its texts in the order's language. */
export interface Bill {
  orderId: Id;
  orderNumber: string;
  number: string;
  date: string;
  /** "supply": a bill of supply (no GSTIN, or a line without HSN code or GST rate); "tax": a tax invoice. */
  kind: BillKind;
  lang: Language;
  shop: BillShop & { gstin: string };
  customer: { name: string; phone: string; address: string; pincode: string; area: string | null; note: string };
  lines: BillLine[];
  subtotal: number;
  deliveryFee: number | null;
  total: number;
  /** The lines' taxes summed, on a tax invoice. */
  taxTotals: TaxSplit | null;
  /** The total in words, Indian numbering (English). */
  totalInWords: string;
  payment: OrderPayment;
}

export interface BillShop {
  name: string;
  address: string[];
  phone: string;
  /** The FSSAI number ('' for none) and the packer, as the labels name them (legal.ts). */
  fssaiLicence: string;
  packer: { name: string; address: string[] };
}

const sumPaise = (amounts: number[]) => amounts.reduce((sum, amount) => sum + paise(amount), 0) / 100;

/** The bill of `order` as stamped, from the shop's details in the order's language. */
export function billOf(order: Order, stamp: BillStamp, shop: BillShop): Bill {
  const taxed = stamp.gstin !== '' && order.lines.length > 0 && stamp.taxes.length === order.lines.length && stamp.taxes.every((tax) => tax.hsn !== '' && tax.gstRate !== null);
  const lines = order.lines.map((line, index): BillLine => {
    const { name, sizeLabel } = lineIn(line, order.lang);
    const { hsn, gstRate } = stamp.taxes[index] ?? { hsn: '', gstRate: null };
    return { name, sizeLabel, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.lineTotal, hsn, gstRate, tax: taxed && gstRate !== null ? taxSplit(line.lineTotal, gstRate) : null };
  });
  const taxes = lines.flatMap((line) => (line.tax ? [line.tax] : []));
  return {
    orderId: order._id,
    orderNumber: order.number,
    number: stamp.number,
    date: stamp.date,
    kind: taxed ? 'tax' : 'supply',
    lang: order.lang,
    shop: { ...shop, gstin: stamp.gstin },
    customer: { name: order.name, phone: order.phone, address: order.address, pincode: order.pincode, area: order.area, note: order.note },
    lines,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    taxTotals: taxed ? { taxable: sumPaise(taxes.map((t) => t.taxable)), cgst: sumPaise(taxes.map((t) => t.cgst)), sgst: sumPaise(taxes.map((t) => t.sgst)) } : null,
    totalInWords: amountInWords(order.total),
    payment: order.payment,
  };
}
