/** What the bill and the packing slip both print: the shop's heading, the document's facts, the customer. */
import type { ReactNode } from 'react';
import type { Bill, Language, OrderPayment } from '@catalogue/domain';
import { formatDay, formatPrice } from '../../components/format';
import { PRINT_WORDS } from './billWords';

export const wordsIn = (language: Language) => PRINT_WORDS[language];

/** The shop's legal details a bill and a packing slip print (legal.ts): the GSTIN, the FSSAI number and the packer. */
export interface PrintedLegal {
  gstin: string;
  fssaiLicence: string;
  packer: { name: string; address: string[] };
}

/** The shop's name and address, and its GSTIN, FSSAI number and packer where it has them. */
export function ShopHeading({ name, address, legal, language }: { name: string; address: string[]; legal: PrintedLegal; language: Language }) {
  const words = wordsIn(language);
  const rows: [string, string][] = [
    [words.gstin, legal.gstin],
    [words.fssai, legal.fssaiLicence],
    [words.packedBy, [legal.packer.name, ...legal.packer.address].filter(Boolean).join(', ')],
  ];
  return (
    <header>
      <h1>{name}</h1>
      {address.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {rows
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <p key={term}>
            {term}: {value}
          </p>
        ))}
    </header>
  );
}

/** Term: value lines (the bill number, the date, the customer's details); those without a value are left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <table>
      <tbody>
        {rows
          .filter(([, value]) => value !== '' && value !== null)
          .map(([term, value]) => (
            <tr key={term}>
              <th scope="row">{term}</th>
              <td style={{ whiteSpace: 'pre-line' }}>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** The customer's details as printed: name, phone, address, area and pincode, note. */
export function customerRows(customer: Bill['customer'], language: Language): [string, ReactNode][] {
  const words = wordsIn(language);
  return [
    [words.name, customer.name],
    [words.phone, customer.phone],
    [words.address, customer.address],
    [words.area, [customer.area, customer.pincode].filter(Boolean).join(' · ')],
    [words.note, customer.note],
  ];
}

/** "₹40.00", "Free", or "to be confirmed" when the fee is not known. */
export function deliveryIn(fee: number | null, language: Language): string {
  const words = wordsIn(language);
  return fee === null ? words.toBeConfirmed : fee === 0 ? words.free : formatPrice(fee, language);
}

/** "Paid by UPI 27 Nov 2026 (ref. 412345678901)", "Not paid yet". */
export function paymentIn(payment: OrderPayment, language: Language): string {
  const words = wordsIn(language);
  const status = words.paymentStatus[payment.status];
  if (payment.status !== 'paid') return status;
  const reference = payment.reference ? `(${words.reference} ${payment.reference})` : '';
  return [status, payment.method ? words.paymentMethod[payment.method] : '', payment.paidOn ? formatDay(payment.paidOn, language) : '', reference].filter(Boolean).join(' ');
}

/** A line's name with its size: "Groundnut Oil (1 L)". */
export const nameWithSize = (name: string, sizeLabel: string) => (sizeLabel ? `${name} (${sizeLabel})` : name);
