/**
 * `waitlist/{productId}_{hash of size and number}` { productId, variantKey, phone, lang, createdAt,
 * forgetAt }: a customer waiting for a sold-out size. The id makes one entry per number (as WhatsApp
 * reads it: "98765 43210" and "+91 98765-43210" are one) and size, so concurrent requests cannot
 * add it twice. An entry past `forgetAt` is hidden at once and deleted by the housekeeping job.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { DAY_MS, WAITLIST_DAYS, WAITLIST_MESSAGES, customerChatNumber, isLanguage, type Language, type WaitingCustomer } from '@catalogue/domain';
import { firestore } from '../firebase';
import { NotFoundError } from './errors';
import { millis, safeDocId, str, toIso } from './util';

const col = () => firestore().collection('waitlist');
const ALREADY_EXISTS = 6;

export interface WaitlistEntry extends WaitingCustomer {
  productId: string;
  variantKey: string;
}

const entryId = (productId: string, variantKey: string, phone: string) =>
  `${productId}_${createHash('sha256').update(JSON.stringify([variantKey, customerChatNumber(phone)])).digest('hex').slice(0, 32)}`;

function toEntry(doc: FirebaseFirestore.QueryDocumentSnapshot): WaitlistEntry {
  const lang: unknown = doc.get('lang');
  return {
    _id: doc.id,
    productId: str(doc.get('productId')),
    variantKey: str(doc.get('variantKey')),
    phone: str(doc.get('phone')),
    lang: isLanguage(lang) ? lang : 'en',
    createdAt: toIso(doc.get('createdAt')),
  };
}

/** Adds the customer for the size; false when that number already waits for it. */
export async function joinWaitlist(productId: string, variantKey: string, phone: string, lang: Language, now = new Date()): Promise<boolean> {
  const doc = { productId, variantKey, phone, lang, createdAt: Timestamp.fromDate(now), forgetAt: Timestamp.fromMillis(now.getTime() + WAITLIST_DAYS * DAY_MS) };
  try {
    await col().doc(entryId(productId, variantKey, phone)).create(doc);
    return true;
  } catch (error) {
    if (Number((error as { code?: unknown }).code) === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** The customers waiting (not yet past their days), of one product or of all, the longest-waiting first. */
export async function waitingCustomers(productId?: string, now = new Date()): Promise<WaitlistEntry[]> {
  const snap = await (productId ? col().where('productId', '==', productId) : col()).get();
  return snap.docs
    .filter((doc) => millis(doc.get('forgetAt')) > now.getTime())
    .map(toEntry)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The owner told the customer: the entry (and its number) is deleted. NotFoundError when it is not the product's. */
export async function removeFromWaitlist(productId: string, id: string): Promise<void> {
  const docId = safeDocId(id);
  if (!docId) throw new NotFoundError(WAITLIST_MESSAGES.notFound);
  const ref = col().doc(docId);
  await firestore().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('productId') !== productId) throw new NotFoundError(WAITLIST_MESSAGES.notFound);
    tx.delete(ref);
  });
}

/** Deletes the entries past their WAITLIST_DAYS; returns how many. A housekeeping job (housekeeping.ts), never run on a request. */
export async function forgetOldWaitlistEntries(now = new Date()): Promise<number> {
  const due = await col().where('forgetAt', '<=', Timestamp.fromDate(now)).get();
  await Promise.all(due.docs.map((doc) => doc.ref.delete()));
  return due.size;
}

/** Deletes every entry of the number `chatNumber` (as WhatsApp reads it): a customer's personal data deleted. Returns how many. */
export async function forgetWaitlistNumber(chatNumber: string): Promise<number> {
  const theirs = (await col().get()).docs.filter((doc) => customerChatNumber(str(doc.get('phone'))) === chatNumber);
  await Promise.all(theirs.map((doc) => doc.ref.delete()));
  return theirs.length;
}
