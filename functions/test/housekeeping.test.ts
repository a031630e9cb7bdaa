/**
 * Housekeeping (functions/src/housekeeping.ts) runs on a schedule, never on a visitor's request: a
 * trash entry past its 30 days and an order's contact past its 180 days stay stored through every
 * kind of request (public reads, an order, the owner's reads), are hidden by those reads at once, and
 * are removed by one run of the job, as the schedule (or the local stack, hourly) runs it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, createCategory, createProduct, fakeIp, firestore, forwardedFor, get, runHousekeepingJob, unique } from './helpers';

let token: string;

beforeAll(async () => {
  token = await admin();
});

const past = () => Timestamp.fromMillis(Date.now() - 1000);
const placeOrder = (json: unknown) => call('POST', '/orders', { json, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });

describe('housekeeping', () => {
  it("waits for no visitor's request: what is due stays stored, hidden, until the job removes it", async () => {
    const category = await createCategory(token);
    const [product, kept] = await Promise.all([
      createProduct(token, { name: unique('Due'), price: 50, category: category._id }),
      createProduct(token, { name: unique('Kept'), price: 70, category: category._id }),
    ]);
    const orderLines = [{ productId: product._id, variantKey: product.variants[0].key, quantity: 2 }];
    const placed = await placeOrder({ lines: orderLines, name: 'Kavitha', phone: '9876543210', note: 'Ring twice' });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id as string;
    expect((await call('DELETE', `/products/${product._id}`, { token })).status).toBe(200);

    const trashDoc = firestore().collection('trash').doc(product._id);
    const orderDoc = firestore().collection('orders').doc(orderId);
    await Promise.all([trashDoc.update({ purgeAt: past() }), orderDoc.update({ personalUntil: past() })]);

    const requests = await Promise.all([
      get('/site'),
      get('/products'),
      get('/health'),
      placeOrder({ lines: [{ productId: kept._id, variantKey: kept.variants[0].key, quantity: 1 }] }),
      call('GET', '/trash', { token }),
      call('GET', '/orders', { token }),
      call('GET', `/orders/${orderId}`, { token }),
    ]);
    expect(requests.map((r) => r.status)).toEqual([200, 200, 200, 201, 200, 200, 200]);

    // Still stored: no request ran a clean-up.
    expect((await trashDoc.get()).exists).toBe(true);
    expect((await orderDoc.get()).get('name')).toBe('Kavitha');
    // Hidden already: the trash does not list the entry, the order book shows no contact.
    const [trashList, , order] = requests.slice(4).map((r) => r.body.data);
    expect(trashList.map((entry: any) => entry._id)).not.toContain(product._id);
    expect(order).toMatchObject({ _id: orderId, name: '', phone: '', note: '' });

    await runHousekeepingJob();
    expect((await trashDoc.get()).exists).toBe(false);
    const cleared = (await orderDoc.get()).data();
    expect(cleared).toMatchObject({ name: '', phone: '', note: '', personalUntil: null });
    expect(cleared?.lines).toHaveLength(1);
  });
});
