/**
 * `linkOpens/{day}_{productId}_{variantKey}` { day, productId, variantKey, count }: how often a single
 * product's order link was opened, per day of the business's calendar. Nothing about the visitor is
 * kept. Raised with increment(), so concurrent beacons never lose a count.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { businessDay } from '@catalogue/domain';
import { firestore } from '../firebase';
import { num, str } from './util';

const col = () => firestore().collection('linkOpens');

export interface LinkOpenCount {
  day: string;
  productId: string;
  variantKey: string;
  count: number;
}

/** Counts one opening of the product's order link (ids checked by the caller: they name a product and its size). */
export async function countLinkOpen(productId: string, variantKey: string, now = new Date()): Promise<void> {
  const day = businessDay(now);
  await col().doc(`${day}_${productId}_${variantKey}`).set({ day, productId, variantKey, count: FieldValue.increment(1) }, { merge: true });
}

/** The counts of the days from `firstDay` (YYYY-MM-DD) on. */
export async function linkOpensSince(firstDay: string): Promise<LinkOpenCount[]> {
  const snap = await col().where('day', '>=', firstDay).get();
  return snap.docs.map((doc) => ({ day: str(doc.get('day')), productId: str(doc.get('productId')), variantKey: str(doc.get('variantKey')), count: num(doc.get('count')) }));
}
