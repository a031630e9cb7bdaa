/**
 * Dates an order back in Firestore itself: the API records orders now, and a customer's usual
 * interval needs orders weeks apart. The stack's Firestore is FIRESTORE_EMULATOR_HOST (as `npm test`
 * passes it), else the one of the stack behind E2E_BASE_URL (its ports share the offset).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { DAY_MS } from '@catalogue/domain';
import { PROJECT_ID } from '../../../scripts/stack/paths';
import { portsFor } from '../../../scripts/stack/ports';

function firestore() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    const offset = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000').port || 5000) - portsFor().hosting;
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${portsFor(offset).firestore}`;
  }
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

export async function dateOrderBack(orderId: string, daysAgo: number) {
  await firestore().collection('orders').doc(orderId).update({ createdAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS) });
}
