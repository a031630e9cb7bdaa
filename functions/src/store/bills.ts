/**
 * Bill numbers: one consecutive series per financial year (domain's bill.ts), given to an order once,
 * when it is first confirmed or first billed, inside that change's transaction.
 * - `billCounters/{2026-27}` { last }: the year's last sequence number.
 * - `billNumbers/{2026-27-0001}` { orderId }: each sequence number claimed once. The claim is a
 *   create(), so of two transactions that read the same counter one fails and runs again (as
 *   `orderNumbers`: the in-process emulator does not isolate transactions).
 * - the order's `bill` (BillStamp): the number, the day, and the GSTIN, HSN codes and GST rates of
 *   that day, so the bill reads the same however often and however late it is printed.
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { billNumber, businessDay, financialYear, orderNumberPrefix, type BillStamp } from '@catalogue/domain';
import { firestore } from '../firebase';
import { findProduct } from './products';
import { currentSiteSettings } from './siteSettings';
import { num, prop, str } from './util';

const countersCol = () => firestore().collection('billCounters');
const claimsCol = () => firestore().collection('billNumbers');

/** The `billNumbers` claim of a bill number: `2026-27-0001` for `VN/2026-27/0001`; null for no number. */
export function billClaimId(number: string | undefined): string | null {
  const match = /(\d{4}-\d{2})\/(\d+)$/.exec(number ?? '');
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The order's stamp as stored; null when it has no bill number yet. */
export function readBillStamp(stored: unknown): BillStamp | null {
  const number = str(prop(stored, 'number'));
  if (!number) return null;
  const taxes = prop(stored, 'taxes');
  return {
    number,
    date: str(prop(stored, 'date')),
    gstin: str(prop(stored, 'gstin')),
    taxes: Array.isArray(taxes) ? taxes.map((tax) => ({ hsn: str(prop(tax, 'hsn')), gstRate: typeof prop(tax, 'gstRate') === 'number' ? num(prop(tax, 'gstRate')) : null })) : [],
  };
}

/**
 * The order's bill stamp: the one it has, else the next number of the financial year of `now` with
 * today's legal details. Reads only (a transaction reads before it writes); `write` then claims the
 * number in the transaction and answers the order's fields to store with its own update (none when
 * it had its number).
 */
export async function billNumberFor(tx: Transaction, order: DocumentSnapshot, now = new Date()): Promise<{ stamp: BillStamp; write: (writer: Transaction) => { bill: BillStamp } | null }> {
  const given = readBillStamp(order.get('bill'));
  if (given) return { stamp: given, write: () => null };
  const year = financialYear(now);
  const counter = countersCol().doc(year);
  const sequence = num((await tx.get(counter)).get('last'), 0) + 1;
  const { business, legal } = await currentSiteSettings();
  const stored: unknown = order.get('lines');
  const lines: unknown[] = Array.isArray(stored) ? stored : [];
  const products = await Promise.all(lines.map((line) => findProduct(str(prop(line, 'productId')))));
  const stamp: BillStamp = {
    number: billNumber(orderNumberPrefix(business.name), year, sequence),
    date: businessDay(now),
    gstin: legal.gstin,
    taxes: products.map((product) => ({ hsn: product?.hsn ?? '', gstRate: product?.gstRate ?? null })),
  };
  return {
    stamp,
    write: (writer) => {
      writer.create(claimsCol().doc(billClaimId(stamp.number) ?? ''), { orderId: order.id });
      writer.set(counter, { last: sequence });
      return { bill: stamp };
    },
  };
}
