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
 * today's legal details, written in `tx`. Reads only (a transaction reads before it writes): call it
 * before the transaction's own writes.
 */
export async function giveBillNumber(tx: Transaction, order: DocumentSnapshot, now = new Date()): Promise<BillStamp> {
  const given = readBillStamp(order.get('bill'));
  if (given) return given;
  const year = financialYear(now);
  const counter = countersCol().doc(year);
  const sequence = num((await tx.get(counter)).get('last'), 0) + 1;
  const { business } = await currentSiteSettings();
  const stored: unknown = order.get('lines');
  const lines: unknown[] = Array.isArray(stored) ? stored : [];
  const products = await Promise.all(lines.map((line) => findProduct(str(prop(line, 'productId')))));
  const stamp: BillStamp = {
    number: billNumber(orderNumberPrefix(business.name), year, sequence),
    date: businessDay(now),
    gstin: business.gstin,
    taxes: products.map((product) => ({ hsn: product?.hsn ?? '', gstRate: product?.gstRate ?? null })),
  };
  tx.create(claimsCol().doc(`${year}-${String(sequence).padStart(4, '0')}`), { orderId: order.id });
  tx.set(counter, { last: sequence });
  tx.update(order.ref, { bill: stamp });
  return stamp;
}
