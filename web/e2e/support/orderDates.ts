/**
 * Dates an order back in Firestore itself (FIRESTORE_EMULATOR_HOST, the stack's, as `npm test` passes
 * it): the API records orders now, and a customer's usual interval needs orders weeks apart.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { DAY_MS } from '@catalogue/domain';

export const canDateOrders = Boolean(process.env.FIRESTORE_EMULATOR_HOST);

export async function dateOrderBack(orderId: string, daysAgo: number) {
  if (!getApps().length) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-oil-catalogue' });
  await getFirestore().collection('orders').doc(orderId).update({ createdAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS) });
}
