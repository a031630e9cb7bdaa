/**
 * An order's payment, apart from its status (domain/src/payment.ts): every new order is unpaid; the
 * owner marks it paid by UPI (with the 12-digit reference) or in cash, or refunded; the order book
 * filters by payment and totals what is still to collect; the figures count paid revenue apart; an
 * order stored before payments were kept is given one by the housekeeping job.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '@catalogue/domain';
import { admin, call, createCategory, createProduct, fakeIp, firestore, forwardedFor, runHousekeepingJob } from './helpers';

let token: string;
let productId: string;

beforeAll(async () => {
  token = await admin();
  const category = await createCategory(token);
  productId = (await createProduct(token, { category: category._id, price: 150 }))._id;
});

async function placeOrder(quantity = 1) {
  const r = await call('POST', '/orders', { json: { lines: [{ productId, quantity }] }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
  if (r.status !== 201) throw new Error(`order: ${r.status} ${r.text}`);
  return r.body.data as { _id: string; number: string; total: number; subtotal: number };
}
const change = (id: string, json: unknown) => call('PATCH', `/orders/${encodeURIComponent(id)}`, { token, json });
const read = async (id: string) => (await call('GET', `/orders/${id}`, { token })).body.data;
const today = () => businessDay(new Date());
const UPI = { status: 'paid', method: 'upi', reference: '412345678901' };

describe('payments', () => {
  it('a new order is unpaid; the owner marks it paid by UPI with its reference, then refunded, then unpaid; the status stays', async () => {
    const order = await placeOrder();
    expect((await read(order._id)).payment).toEqual({ status: 'unpaid', method: null, paidOn: null, reference: '' });

    const paid = await change(order._id, { payment: UPI });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.message).toBe('Payment saved');
    expect(paid.body.data).toMatchObject({ status: 'new', payment: { ...UPI, paidOn: today() } });
    expect((await read(order._id)).payment).toEqual({ ...UPI, paidOn: today() });

    const refunded = await change(order._id, { payment: { ...UPI, status: 'refunded', paidOn: '2026-11-01' } });
    expect(refunded.body.data.payment).toEqual({ ...UPI, status: 'refunded', paidOn: '2026-11-01' });
    // Unpaid keeps nothing of the payment before.
    const unpaid = await change(order._id, { payment: { status: 'unpaid', method: 'cash', reference: 'x' } });
    expect(unpaid.body.data.payment).toEqual({ status: 'unpaid', method: null, paidOn: null, reference: '' });

    const both = await change(order._id, { status: 'delivered', payment: { status: 'paid', method: 'cash', paidOn: '2026-11-20' } });
    expect(both.body).toMatchObject({ message: 'Order saved', data: { status: 'delivered', payment: { status: 'paid', method: 'cash', paidOn: '2026-11-20', reference: '' } } });
  });

  it('refuses a payment it cannot keep, naming the field, and changes nothing', async () => {
    const order = await placeOrder();
    const before = await read(order._id);
    const refused: [unknown, string][] = [
      [{ payment: { status: 'paid' } }, 'payment.method'],
      [{ payment: { status: 'paid', method: 'card' } }, 'payment.method'],
      [{ payment: { status: 'paid', method: null } }, 'payment.method'],
      [{ payment: { status: 'paid', method: 'upi', reference: '12345' } }, 'payment.reference'],
      [{ payment: { status: 'paid', method: 'upi', reference: '4123456789012' } }, 'payment.reference'],
      [{ payment: { status: 'paid', method: 'cash', reference: '412345678901' } }, 'payment.reference'],
      [{ payment: { status: 'paid', method: 'upi', paidOn: '2099-01-01' } }, 'payment.paidOn'],
      [{ payment: { status: 'paid', method: 'upi', paidOn: '2026-02-30' } }, 'payment.paidOn'],
      [{ payment: { status: 'settled' } }, 'payment.status'],
      [{ payment: { method: 'upi' } }, 'payment.status'],
      [{ payment: 'paid' }, 'payment'],
      [{ payment: ['paid'] }, 'payment'],
      [{ payment: { ...UPI, amount: 1 } }, 'payment.amount'],
      [JSON.parse('{"payment":{"status":"paid","method":"upi","__proto__":{"x":1}}}'), 'payment'],
      [{}, 'status'],
    ];
    const failures: string[] = [];
    for (const [body, field] of refused) {
      const r = await change(order._id, body);
      if (r.status !== 400 || !Object.keys(r.body.errors ?? {}).some((key) => key.startsWith(field))) failures.push(`${JSON.stringify(body)} → ${r.status} ${r.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await read(order._id)).toEqual(before);
    expect((await change(`no-such-${randomUUID()}`, { payment: UPI })).status).toBe(404);
    expect((await call('PATCH', `/orders/${order._id}`, { json: { payment: UPI } })).status).toBe(401);
  });

  it('a status and a payment saved at the same time are both kept', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const order = await placeOrder();
      const answers = await Promise.all([change(order._id, { status: 'confirmed' }), change(order._id, { payment: { status: 'paid', method: 'cash' } })]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(await read(order._id)).toMatchObject({ status: 'confirmed', payment: { status: 'paid', method: 'cash' } });
    }
  });

  it('the order book filters by payment; what is to collect is the unpaid orders that are not cancelled', async () => {
    const [paid, unpaid, cancelled] = [await placeOrder(1), await placeOrder(2), await placeOrder(3)];
    await change(paid._id, { payment: UPI });
    await change(cancelled._id, { status: 'cancelled' });
    const idsOf = async (query: string) => {
      const r = await call('GET', `/orders?${query}&from=${today()}&limit=200`, { token });
      expect(r.status, r.text.slice(0, 200)).toBe(200);
      return r.body.data.map((order: { _id: string }) => order._id);
    };
    const paidIds = await idsOf('payment=paid');
    expect(paidIds).toContain(paid._id);
    expect(paidIds).not.toContain(unpaid._id);
    expect(await idsOf('payment=unpaid&status=new')).toEqual(expect.arrayContaining([unpaid._id]));
    expect(await idsOf('payment=unpaid&status=new')).not.toContain(cancelled._id);
    expect(await idsOf('payment=all')).toEqual(expect.arrayContaining([paid._id, unpaid._id, cancelled._id]));
    const bad = await call('GET', '/orders?payment=settled', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.payment).toBe('Payment must be one of unpaid, paid, refunded');

    // Other files place orders meanwhile: the total is checked against the unpaid orders read between two equal answers.
    const toCollect = async () => (await call('GET', '/orders/to-collect', { token })).body.data as { orders: number; total: number };
    let checked = false;
    for (let attempt = 0; attempt < 10 && !checked; attempt++) {
      const first = await toCollect();
      const all = (await firestore().collection('orders').where('paymentStatus', '==', 'unpaid').get()).docs.filter((doc) => doc.get('status') !== 'cancelled');
      const second = await toCollect();
      if (first.orders !== second.orders || first.total !== second.total) continue;
      expect(second.orders).toBe(all.length);
      expect(Math.round(second.total * 100)).toBe(all.reduce((sum, doc) => sum + Math.round(Number(doc.get('total')) * 100), 0));
      checked = true;
    }
    expect(checked).toBe(true);
    expect((await call('GET', '/orders/to-collect')).status).toBe(401);
  });

  it("today's figures count the paid part of what was ordered apart", async () => {
    const figures = async () => ((await call('GET', '/insights?days=1', { token })).body.data.days as { paid: number; revenue: number }[])[0];
    const order = await placeOrder(4);
    const before = await figures();
    await change(order._id, { payment: { status: 'paid', method: 'cash' } });
    const after = await figures();
    expect(Math.round((after.paid - before.paid) * 100)).toBeGreaterThanOrEqual(Math.round(order.subtotal * 100));
    expect(after.paid).toBeLessThanOrEqual(after.revenue);
  });

  it('gives an order stored before payments were kept its payment: unpaid, found by the filter once the job ran', async () => {
    const order = await placeOrder();
    const stored = (await firestore().collection('orders').doc(order._id).get()).data()!;
    const { payment: _payment, paymentStatus: _status, ...older } = stored;
    const legacyId = randomUUID().replace(/-/g, '').slice(0, 20);
    await firestore().collection('orders').doc(legacyId).set(older);
    expect((await read(legacyId)).payment).toEqual({ status: 'unpaid', method: null, paidOn: null, reference: '' });

    await firestore().collection('meta').doc('migrations').set({ orderPayments: false }, { merge: true });
    await runHousekeepingJob();
    const backfilled = (await firestore().collection('orders').doc(legacyId).get()).data();
    expect(backfilled).toMatchObject({ payment: { status: 'unpaid', method: null, paidOn: null, reference: '' }, paymentStatus: 'unpaid' });
    const listed = await call('GET', `/orders?payment=unpaid&from=${today()}&limit=200`, { token });
    expect(listed.body.data.map((order: { _id: string }) => order._id)).toContain(legacyId);
    expect((await runHousekeepingJob()).orderPayments).toBe(0);
    await firestore().collection('orders').doc(legacyId).delete();
  });
});
