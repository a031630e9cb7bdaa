/**
 * The customers built from the order book over HTTP: one customer per number as WhatsApp reads it,
 * with the latest name, the totals without cancelled orders and the usual interval; the due-to-reorder
 * list (only customers who ticked the reminder, past their interval); deleting a customer's personal
 * data; the owner only.
 *
 * Other files record orders at the same time, so each test uses numbers of its own and looks only at
 * its customers. Orders are dated back in Firestore directly (the API records them now).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, DAY_MS } from '@catalogue/domain';
import { admin, call, createCategory, createProduct, fakeIp, firestore, forwardedFor, makeUser } from './helpers';

let token: string;
let productId: string;
let soldOutId: string;

beforeAll(async () => {
  token = await admin();
  const category = await createCategory(token);
  [productId, soldOutId] = (await Promise.all([createProduct(token, { category: category._id, price: 250 }), createProduct(token, { category: category._id, inStock: 'false' })])).map((p) => p._id);
});

/** A number no other test uses: ten digits starting 9. */
const newPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const spaced = (phone: string) => `${phone.slice(0, 5)} ${phone.slice(5)}`;

/** Records an order of `quantity` × ₹250 and dates it `daysAgo` days back; answers its id. */
async function placeOrder(details: Record<string, unknown>, daysAgo: number, quantity = 1): Promise<string> {
  const r = await call('POST', '/orders', { json: { lines: [{ productId, quantity }], ...details }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
  if (r.status !== 201) throw new Error(`order: ${r.status} ${r.text}`);
  const id: string = r.body.data._id;
  await firestore().collection('orders').doc(id).update({ createdAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS) });
  return id;
}

const list = (q: string) => call('GET', `/customers?q=${encodeURIComponent(q)}`, { token });
const customerWith = async (phone: string) => {
  const found = (await list(phone)).body.data;
  expect(found, phone).toHaveLength(1);
  return found[0];
};
const due = async () => (await call('GET', '/customers/due', { token })).body.data as { _id: string; phone: string }[];
const storedOrder = async (id: string) => (await firestore().collection('orders').doc(id).get()).data() ?? {};

describe('customers', () => {
  it('one customer per number as WhatsApp reads it, with the latest name; totals leave cancelled orders out; the usual interval', async () => {
    const phone = newPhone();
    await placeOrder({ name: 'Asha', phone: spaced(phone), lang: 'ta' }, 60, 2);
    await placeOrder({ name: 'Asha', phone: `+91 ${phone}` }, 45, 4);
    const cancelled = await placeOrder({ name: 'Asha', phone: `0${phone}` }, 40, 10);
    expect((await call('PATCH', `/orders/${cancelled}`, { token, json: { status: 'cancelled' } })).status).toBe(200);
    const latest = await placeOrder({ name: 'Asha Kumar', phone: `91-${phone}`, lang: 'ta', remindMe: true }, 20, 1);

    const customer = await customerWith(phone);
    expect(customer).toMatchObject({ name: 'Asha Kumar', phone: `91-${phone}`, orders: 4, totalSpent: 7 * 250, usualIntervalDays: 20, lang: 'ta', remindMe: true });
    expect(customer._id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(customer._id)).not.toContain(phone);
    // Found by name too, and by the number however it is written.
    expect((await list('asha kumar')).body.data.map((c: any) => c._id)).toContain(customer._id);
    expect((await customerWith(`+91 ${spaced(phone)}`))._id).toBe(customer._id);

    const detail = await call('GET', `/customers/${customer._id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.customer).toEqual(customer);
    expect(detail.body.data.orders.map((order: any) => order._id)[0]).toBe(latest);
    expect(detail.body.data.orders).toHaveLength(4);
    expect(detail.body.data.orders[0]).toMatchObject({ remindMe: true, name: 'Asha Kumar' });
  });

  it('an order stored before the tick was asked reads as not ticked; an order without a number belongs to nobody', async () => {
    const phone = newPhone();
    const id = await placeOrder({ name: 'Old order', phone, remindMe: true }, 3);
    const { remindMe: _ticked, ...older } = await storedOrder(id);
    // Written anew: the in-process emulator ignores deletes of fields.
    await firestore().collection('orders').doc(id).delete();
    await firestore().collection('orders').doc(id).set(older);
    expect((await call('GET', `/orders/${id}`, { token })).body.data.remindMe).toBe(false);
    expect((await customerWith(phone)).remindMe).toBe(false);

    const nameOnly = `Nobody ${phone}`;
    await placeOrder({ name: nameOnly, remindMe: true }, 1);
    expect((await list(nameOnly)).body.data).toEqual([]);
  });

  it('due to reorder: only customers who ticked the reminder on their latest order, once their usual interval has passed', async () => {
    const [dueNow, neverAsked, notYet, untickedLater, single] = Array.from({ length: 5 }, newPhone);
    // One after another: nine orders at once contend for the month's order number, which
    // orders.test.ts proves; on a loaded emulator that contention alone outlasted the test's minute.
    const orders: [Record<string, unknown>, number][] = [
      [{ phone: dueNow, remindMe: true }, 70],
      [{ phone: dueNow, remindMe: true }, 40],
      [{ phone: neverAsked }, 70],
      [{ phone: neverAsked }, 40],
      [{ phone: notYet, remindMe: true }, 40],
      [{ phone: notYet, remindMe: true }, 10],
      [{ phone: untickedLater, remindMe: true }, 90],
      [{ phone: untickedLater }, 60],
      [{ phone: single, remindMe: true }, 300],
    ];
    for (const [details, daysAgo] of orders) await placeOrder(details, daysAgo);
    const dueNumbers = (await due()).map((customer) => customer.phone);
    expect(dueNumbers).toContain(dueNow);
    for (const phone of [neverAsked, notYet, untickedLater, single]) expect(dueNumbers, phone).not.toContain(phone);
    expect(await customerWith(notYet)).toMatchObject({ usualIntervalDays: 30, remindMe: true });
  });

  it("deletes a customer's personal data: every order of theirs keeps its lines but not their details, their waitlist number goes, and they leave the lists", async () => {
    const phone = newPhone();
    const orderIds = [await placeOrder({ name: 'Ravi', phone, pincode: '641001', note: 'Ring twice', remindMe: true }, 60), await placeOrder({ name: 'Ravi S', phone: `+91 ${phone}`, remindMe: true }, 30)];
    const joined = await call('POST', `/products/${soldOutId}/waitlist`, { json: { phone: spaced(phone) }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
    expect(joined.status).toBe(201);
    const customer = await customerWith(phone);
    expect((await due()).map((c) => c._id)).toContain(customer._id);

    const deleted = await call('DELETE', `/customers/${customer._id}`, { token });
    expect(deleted).toMatchObject({ status: 200, body: { message: CUSTOMER_MESSAGES.deleted, data: { orders: 2 } } });
    for (const id of orderIds) {
      const stored = await storedOrder(id);
      expect(stored).toMatchObject({ name: '', phone: '', note: '', remindMe: false, personalUntil: null });
      expect(stored.lines).toHaveLength(1);
      expect(stored.total).toBeGreaterThan(0);
    }
    expect((await storedOrder(orderIds[0])).pincode).toBe('641001');
    expect((await list(phone)).body.data).toEqual([]);
    expect((await list('Ravi S')).body.data.map((c: any) => c._id)).not.toContain(customer._id);
    expect((await due()).map((c) => c._id)).not.toContain(customer._id);
    expect((await call('GET', `/customers/${customer._id}`, { token })).status).toBe(404);
    expect((await call('DELETE', `/customers/${customer._id}`, { token })).status).toBe(404);
    const waiting = await firestore().collection('waitlist').where('productId', '==', soldOutId).get();
    expect(waiting.docs.map((doc) => doc.get('phone'))).not.toContain(spaced(phone));
  });

  it('answers 404 for an id that names no customer, 400 for a search too long, and only to the owner', async () => {
    const phone = newPhone();
    await placeOrder({ phone }, 1);
    const { _id } = await customerWith(phone);
    for (const id of ['nope', phone, `91${phone}`, '0'.repeat(32), 'a'.repeat(800), '__proto__', '%2e%2e']) {
      expect((await call('GET', `/customers/${id}`, { token })).status, id).toBe(404);
      expect((await call('DELETE', `/customers/${id}`, { token })).status, id).toBe(404);
    }
    const tooLong = await list('x'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ q: CUSTOMER_MESSAGES.queryTooLong });
    expect((await list('\u200b')).status).toBe(200);

    const user = await makeUser('user');
    for (const [method, path] of [
      ['GET', '/customers'],
      ['GET', '/customers/due'],
      ['GET', `/customers/${_id}`],
      ['DELETE', `/customers/${_id}`],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { token: user.token })).status, `${method} ${path}`).toBe(403);
    }
    expect((await customerWith(phone))._id).toBe(_id);
  });
});
