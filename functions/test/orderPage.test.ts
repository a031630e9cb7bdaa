/**
 * The order's own page: `statusUrl` on a recorded order, `GET /api/orders/{number}/status?key=`
 * and the server-rendered `/orders/{number}?key=` (and `/ta/…`), over HTTP. Requests carry a fake
 * client address of their own (X-Forwarded-For), so the per-address limit they trip limits nobody else.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { ORDER_PAGE_READS_PER_HOUR, STATUS_KEY_PATTERN } from '@catalogue/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, API_URL, call, createCategory, createProduct, fakeIp, firestore, forwardedFor } from './helpers';

let token: string;
let product: { _id: string; name: string };

beforeAll(async () => {
  token = await admin();
  const category = await createCategory(token);
  product = await createProduct(token, { category: category._id, price: 250 });
});

const withAddress = (ip = fakeIp()) => ({ 'X-Forwarded-For': forwardedFor(ip) });

async function placeOrder(json: Record<string, unknown> = {}) {
  const r = await call('POST', '/orders', { json: { lines: [{ productId: product._id, variantKey: 'standard', quantity: 2 }], name: 'Kavya', phone: '98765 43210', address: '7 Mill Road, Erode', note: 'Ring twice', ...json }, headers: withAddress() });
  expect(r.status, r.text).toBe(201);
  return r.body.data as { _id: string; number: string; statusUrl: string; total: number };
}

/** The key of an order's page from its statusUrl. */
const keyOf = (statusUrl: string) => new URL(statusUrl, API_URL).searchParams.get('key') ?? '';
const status = (number: string, key: string, ip = fakeIp()) =>
  call('GET', `/orders/${encodeURIComponent(number)}/status?key=${encodeURIComponent(key)}`, { headers: withAddress(ip) });
const page = (path: string, ip = fakeIp()) => fetch(`${API_URL}${path}`, { headers: withAddress(ip), redirect: 'manual' });
const change = (id: string, json: unknown) => call('PATCH', `/orders/${id}`, { token, json });

describe("an order's own page", () => {
  it('is answered with the order as an unguessable address, and shows what the customer ordered without their details', async () => {
    const order = await placeOrder();
    expect(order.statusUrl).toMatch(new RegExp(`^/orders/${order.number}\\?key=[A-Za-z0-9_-]{24}$`));
    const key = keyOf(order.statusUrl);
    expect(key).toMatch(STATUS_KEY_PATTERN);
    const other = await placeOrder();
    expect(keyOf(other.statusUrl)).not.toBe(key);

    const r = await status(order.number, key);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.headers.get('x-robots-tag')).toBe('noindex');
    const data = r.body.data;
    expect(data).toMatchObject({ number: order.number, status: 'new', total: 500, subtotal: 500, payment: { status: 'unpaid', method: null, paidOn: null }, lang: 'en' });
    expect(data.lines).toEqual([expect.objectContaining({ productId: product._id, quantity: 2, lineTotal: 500 })]);
    expect(data.history).toEqual([{ status: 'new', at: data.createdAt }]);
    expect(JSON.stringify(data)).not.toMatch(/Kavya|98765|Mill Road|Ring twice|statusKey|_id/);

    const staffView = await call('GET', `/orders/${order._id}`, { token });
    expect(staffView.body.data).toMatchObject({ statusUrl: order.statusUrl, address: '7 Mill Road, Erode' });
  });

  it('answers the same 404 for a wrong key, a wrong number, a missing key and a malformed number', async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    const key = keyOf(order.statusUrl);
    const wrong = [
      [order.number, keyOf(other.statusUrl)],
      [order.number, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`],
      [order.number, ''],
      [order.number, `${key} `],
      [order.number, key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase()],
      ['VN-0001-9999', key],
      [`${order.number}0`, key],
      ['__proto__', key],
      [order.number.replace('-', '\u200b-'), key],
    ];
    for (const [number, attempt] of wrong) {
      const r = await status(number, attempt);
      expect(r.status, `${number} ${attempt}`).toBe(404);
      expect(r.body, `${number} ${attempt}`).toEqual({ success: false, message: 'Order not found' });
    }
    const repeated = await call('GET', `/orders/${order.number}/status?key=${key}&key=${keyOf(other.statusUrl)}`, { headers: withAddress() });
    expect(repeated.status).toBe(200);
  });

  it('keeps a dated history of every status the order took, and its payment', async () => {
    const order = await placeOrder();
    const key = keyOf(order.statusUrl);
    for (const next of ['confirmed', 'outForDelivery', 'delivered']) expect((await change(order._id, { status: next })).status).toBe(200);
    expect((await change(order._id, { status: 'delivered' })).status).toBe(200);
    expect((await change(order._id, { payment: { status: 'paid', method: 'upi', reference: '123456789012' } })).status).toBe(200);
    const { data } = (await status(order.number, key)).body;
    expect(data.status).toBe('delivered');
    expect(data.history.map((event: { status: string }) => event.status)).toEqual(['new', 'confirmed', 'outForDelivery', 'delivered']);
    const times = data.history.map((event: { at: string }) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(data.payment).toEqual({ status: 'paid', method: 'upi', paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('keeps both of two status changes made at the same time in the history', async () => {
    const order = await placeOrder();
    const [first, second] = await Promise.all([change(order._id, { status: 'confirmed' }), change(order._id, { status: 'cancelled' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const { data } = (await status(order.number, keyOf(order.statusUrl))).body;
    expect(data.history.map((event: { status: string }) => event.status).sort()).toEqual(['cancelled', 'confirmed', 'new']);
    expect(data.history.at(-1).status).toBe(data.status);
  });

  it('gives an order stored before pages existed its history from its dates, and a page when it next changes', async () => {
    const order = await placeOrder();
    const ref = firestore().collection('orders').doc(order._id);
    const placed = Timestamp.fromDate(new Date('2026-10-01T04:30:00Z'));
    const changed = Timestamp.fromDate(new Date('2026-10-02T05:00:00Z'));
    // As such an order reads: no history, no key (emptied: the in-process emulator ignores deletes of fields).
    await ref.update({ history: null, statusKey: null, status: 'confirmed', createdAt: placed, updatedAt: changed });
    const before = (await call('GET', `/orders/${order._id}`, { token })).body.data;
    expect(before.statusUrl).toBeNull();
    expect(before.history).toEqual([
      { status: 'new', at: placed.toDate().toISOString() },
      { status: 'confirmed', at: changed.toDate().toISOString() },
    ]);
    expect((await status(order.number, keyOf(order.statusUrl))).status).toBe(404);

    const after = (await change(order._id, { payment: { status: 'paid', method: 'cash' } })).body.data;
    expect(after.statusUrl).toMatch(/^\/orders\/.+\?key=[A-Za-z0-9_-]{24}$/);
    expect(after.statusUrl).not.toBe(order.statusUrl);
    const { data } = (await status(order.number, keyOf(after.statusUrl))).body;
    expect(data.history.map((event: { status: string }) => event.status)).toEqual(['new', 'confirmed']);
  });

  it('is a page of its own in the order language, private and not indexed; a wrong key is the not-found page', async () => {
    const order = await placeOrder({ lang: 'ta' });
    expect(order.statusUrl.startsWith(`/ta/orders/${order.number}?key=`)).toBe(true);
    const r = await page(order.statusUrl);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.headers.get('x-robots-tag')).toBe('noindex');
    const html = await r.text();
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(`ஆர்டர் ${order.number}`);
    expect(html).toContain('ஆர்டர் பெறப்பட்டது');
    expect(html).not.toContain('Kavya');

    const english = await page(order.statusUrl.replace('/ta/', '/'));
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('Order placed');

    const wrong = await page(`/orders/${order.number}?key=${'A'.repeat(24)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('cache-control')).toBe('private, no-store');
    expect(await wrong.text()).toContain('Order not found');
  });

  it(`answers ${ORDER_PAGE_READS_PER_HOUR} reads an hour from one network, pages and API together, then 429`, async () => {
    const order = await placeOrder();
    const key = keyOf(order.statusUrl);
    const ip = fakeIp();
    // One after the other: a burst's counts contend for one counter, which is slow in the emulator (the limit is counted before the read either way).
    const reads: number[] = [];
    for (let read = 1; read < ORDER_PAGE_READS_PER_HOUR; read++) reads.push((await status(order.number, 'wrong-key', ip)).status);
    expect(new Set(reads)).toEqual(new Set([404]));
    expect((await page(order.statusUrl, ip)).status).toBe(200);
    const over = await status(order.number, key, ip);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many requests for order pages/);
    expect((await page(order.statusUrl, ip)).status).toBe(429);
    expect((await status(order.number, key)).status).toBe(200);
  });
});
