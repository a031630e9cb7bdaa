/** What the bill and the packing slip both print: the shop's heading, the document's facts, the customer. */
import type { ReactNode } from 'react';
import type { Bill, Language, OrderPayment } from '@catalogue/domain';
import { formatDay, formatPrice } from '../../components/format';
import { PRINT_WORDS } from './billWords';

export const wordsIn = (language: Language) => PRINT_WORDS[language];

export function ShopHeading({ name, address, gstin, language }: { name: string; address: string[]; gstin?: string; language: Language }) {
  return (
    <header>
      <h1>{name}</h1>
      {address.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {gstin && (
        <p>
          {wordsIn(language).gstin}: {gstin}
        </p>
      )}
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
