/**
 * Stock that counts itself (domain/src/stock.ts) over HTTP: the owner starts counting a size with a
 * stocktake and adjusts it with a reason, each change kept in the size's history; confirming an order
 * takes its quantities (two confirmations of the last unit: exactly one succeeds, and the size is sold
 * out on its public page at once), cancelling puts them back; a threshold makes a size "only a few
 * left" in public, which never sees a count; the dashboard's list shows what is low or out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@catalogue/domain';
import { admin, call, createCategory, createProduct, fakeIp, forwardedFor, get, makeUser, unique } from './helpers';

let token: string;
let categoryId: string;

beforeAll(async () => {
  token = await admin();
  categoryId = (await createCategory(token))._id;
});

/** A product with a 1 L and a 5 L tin size, neither counted. */
const twoSizes = () =>
  createProduct(token, {
    category: categoryId,
    name: unique('Groundnut oil'),
    variants: JSON.stringify([
      { label: '1 L', price: 380, mrp: 380 },
      { label: '5 L tin', price: 1800, mrp: 1800 },
    ]),
  });

const adjust = (productId: string, json: unknown, as = token) => call('POST', `/products/${productId}/stock`, { token: as, json });
const stockOf = async (productId: string) => (await call('GET', `/products/${productId}/stock`, { token })).body.data.sizes;
const publicSizes = async (productId: string) => (await get(`/products/${productId}`)).body.data.variants;

async function placeOrder(lines: { productId: string; variantKey: string; quantity: number }[]) {
  const r = await call('POST', '/orders', { json: { lines }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
  if (r.status !== 201) throw new Error(`order: ${r.status} ${r.text}`);
  return r.body.data as { _id: string; number: string };
}
const setStatus = (orderId: string, status: string) => call('PATCH', `/orders/${orderId}`, { token, json: { status } });

describe('stock counts', () => {
  it('starts counting with a stocktake, adjusts with reasons, keeps the history, and stops counting', async () => {
    const product = await twoSizes();
    expect((await stockOf(product._id)).map((s: any) => [s.variantKey, s.count, s.level])).toEqual([
      ['1-l', null, null],
      ['5-l-tin', null, null],
    ]);
    // Not counted yet: only a stocktake starts it.
    expect(await adjust(product._id, { variantKey: '1-l', reason: 'received', change: 5 })).toMatchObject({ status: 409, body: { message: STOCK_MESSAGES.notCounted } });

    const counted = await adjust(product._id, { variantKey: '1-l', reason: 'stocktake', count: 10, lowStock: 3, note: 'First count' });
    expect(counted.status, counted.text).toBe(200);
    expect(counted.body).toMatchObject({ message: STOCK_MESSAGES.saved, data: { variantKey: '1-l', count: 10, lowStock: 3, level: 'ok' } });
    expect((await adjust(product._id, { variantKey: '1-l', reason: 'received', change: 12 })).body.data.count).toBe(22);
    expect((await adjust(product._id, { variantKey: '1-l', reason: 'damaged', change: -2, note: 'Leaked' })).body.data.count).toBe(20);
    expect((await adjust(product._id, { variantKey: '1-l', reason: 'correction', change: -19 })).body.data).toMatchObject({ count: 1, level: 'low' });
    // A threshold alone, with no reason: no history entry.
    expect((await adjust(product._id, { variantKey: '1-l', lowStock: null })).body.data).toMatchObject({ count: 1, lowStock: null, level: 'ok' });
    const below = await adjust(product._id, { variantKey: '1-l', reason: 'damaged', change: -2 });
    expect(below).toMatchObject({ status: 409, body: { message: STOCK_MESSAGES.belowZero(1) } });

    const [oneLitre, tin] = await stockOf(product._id);
    expect(tin.count).toBeNull();
    expect(oneLitre.history.map((h: any) => [h.cause, h.change, h.count, h.note])).toEqual([
      ['correction', -19, 1, ''],
      ['damaged', -2, 20, 'Leaked'],
      ['received', 12, 22, ''],
      ['stocktake', 10, 10, 'First count'],
    ]);
    expect(oneLitre.history[0].by).toBeTruthy();

    // Counting stops with a stocktake of null; the size sells by its flag again.
    expect((await adjust(product._id, { variantKey: '1-l', reason: 'stocktake', count: null })).body.data).toMatchObject({ count: null, level: null });
    expect((await publicSizes(product._id))[0].inStock).toBe(true);
  });

  it('refuses what is not a change: wrong signs, zero, fractions, huge numbers, unknown sizes, hostile keys', async () => {
    const product = await twoSizes();
    await adjust(product._id, { variantKey: '1-l', reason: 'stocktake', count: 4 });
    const refused = [
      [{ variantKey: '1-l', reason: 'received', change: -1 }, 'change'],
      [{ variantKey: '1-l', reason: 'damaged', change: 3 }, 'change'],
      [{ variantKey: '1-l', reason: 'correction', change: 0 }, 'change'],
      [{ variantKey: '1-l', reason: 'correction', change: 1.5 }, 'change'],
      [{ variantKey: '1-l', reason: 'correction', change: 1e300 }, 'change'],
      [{ variantKey: '1-l', reason: 'correction', change: 'Infinity' }, 'change'],
      [{ variantKey: '1-l', reason: 'correction' }, 'change'],
      [{ variantKey: '1-l', reason: 'stocktake' }, 'count'],
      [{ variantKey: '1-l', reason: 'stocktake', count: -1 }, 'count'],
      [{ variantKey: '1-l', reason: 'stocktake', count: 5, change: 1 }, 'change'],
      [{ variantKey: '1-l', reason: 'received', change: 1, count: 5 }, 'count'],
      [{ variantKey: '1-l', reason: 'stolen', change: 1 }, 'reason'],
      [{ variantKey: '1-l' }, 'reason'],
      [{ variantKey: '1-l', lowStock: -3 }, 'lowStock'],
      [{ variantKey: '2-l', reason: 'stocktake', count: 1 }, 'variantKey'],
      [{ variantKey: '__proto__', reason: 'stocktake', count: 1 }, 'variantKey'],
      [{ reason: 'stocktake', count: 1 }, 'variantKey'],
    ] as const;
    for (const [json, field] of refused) {
      const r = await adjust(product._id, json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.errors?.[field], `${JSON.stringify(json)}: ${r.text}`).toBeTruthy();
    }
    for (const body of [null, [], 'x']) {
      expect((await adjust(product._id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust('no-such-product', { variantKey: '1-l', reason: 'stocktake', count: 1 })).status).toBe(404);
    expect((await stockOf(product._id))[0]).toMatchObject({ count: 4, history: [{ cause: 'stocktake' }] });
    // A `__proto__` key is no field: left out, and nothing else is touched.
    const polluted = await adjust(product._id, JSON.parse('{"__proto__":{"count":1},"variantKey":"1-l","reason":"stocktake","count":2}'));
    expect(polluted.body.data).toMatchObject({ variantKey: '1-l', count: 2 });
    expect(({} as Record<string, unknown>).count).toBeUndefined();
  });

  it('confirming the last unit twice at once: exactly one succeeds, and the size is sold out on its public page at once', async () => {
    const product = await twoSizes();
    await adjust(product._id, { variantKey: '5-l-tin', reason: 'stocktake', count: 1 });
    const orders = [await placeOrder([{ productId: product._id, variantKey: '5-l-tin', quantity: 1 }]), await placeOrder([{ productId: product._id, variantKey: '5-l-tin', quantity: 1 }])];

    const confirmations = await Promise.all(orders.map((order) => setStatus(order._id, 'confirmed')));
    expect(confirmations.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = confirmations.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ message: STOCK_MESSAGES.short, errors: { 'lines[0]': `${product.name} 5 L tin: 0 left, 1 ordered` } });

    const [, tin] = await stockOf(product._id);
    expect(tin).toMatchObject({ count: 0, level: 'out' });
    expect(tin.history[0]).toMatchObject({ cause: 'order', change: -1, count: 0, orderNumber: expect.any(String) });
    expect((await publicSizes(product._id)).map((s: any) => [s.key, s.inStock])).toEqual([
      ['1-l', true],
      ['5-l-tin', false],
    ]);
    // The refused order is unchanged.
    const still = orders[confirmations.indexOf(refused)];
    expect((await call('GET', `/orders/${still._id}`, { token })).body.data.status).toBe('new');
    // A sold-out size cannot be ordered either.
    const r = await call('POST', '/orders', { json: { lines: [{ productId: product._id, variantKey: '5-l-tin', quantity: 1 }] }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
    expect(r.status).toBe(409);
  });

  it('takes the quantities of every counted line once, and cancelling puts them back; delivering takes nothing more', async () => {
    const product = await twoSizes();
    await adjust(product._id, { variantKey: '1-l', reason: 'stocktake', count: 10 });
    const order = await placeOrder([
      { productId: product._id, variantKey: '1-l', quantity: 3 },
      { productId: product._id, variantKey: '5-l-tin', quantity: 2 },
    ]);
    expect((await setStatus(order._id, 'confirmed')).status).toBe(200);
    expect((await stockOf(product._id)).map((s: any) => s.count)).toEqual([7, null]);
    expect((await setStatus(order._id, 'delivered')).status).toBe(200);
    expect((await stockOf(product._id))[0].count).toBe(7);
    expect((await setStatus(order._id, 'cancelled')).status).toBe(200);
    const [oneLitre] = await stockOf(product._id);
    expect(oneLitre.count).toBe(10);
    expect(oneLitre.history[0]).toMatchObject({ cause: 'orderReturned', change: 3, count: 10, orderNumber: order.number });
    // Confirmed again after a cancellation: taken again, once.
    await setStatus(order._id, 'confirmed');
    await setStatus(order._id, 'confirmed');
    expect((await stockOf(product._id))[0].count).toBe(7);
  });

  it('shows "only a few left" in public at or below the threshold, never the count; the list of what is low or out', async () => {
    const product = await twoSizes();
    await adjust(product._id, { variantKey: '1-l', reason: 'stocktake', count: 2, lowStock: 2 });
    await adjust(product._id, { variantKey: '5-l-tin', reason: 'stocktake', count: 0 });
    const sizes = await publicSizes(product._id);
    expect(sizes[0]).toMatchObject({ inStock: true, fewLeft: true });
    expect(sizes[1]).toMatchObject({ inStock: false });
    expect(sizes[1].fewLeft).toBeUndefined();
    const text = JSON.stringify((await get(`/products/${product._id}`)).body);
    expect(text).not.toMatch(/"count"|"lowStock"|"stock"/);

    const low = await call('GET', '/stock?level=low', { token });
    expect(low.status).toBe(200);
    const mine = low.body.data.filter((s: any) => s.productId === product._id);
    expect(mine.map((s: any) => [s.variantKey, s.count, s.level])).toEqual([
      ['5-l-tin', 0, 'out'],
      ['1-l', 2, 'low'],
    ]);
    expect((await call('GET', '/stock?level=lots', { token })).status).toBe(400);
    const all = await call('GET', '/stock', { token });
    expect(all.body.data.filter((s: any) => s.productId === product._id)).toHaveLength(2);
  });

  it('an edit of the product keeps the counts, and a count change leaves the open edit valid', async () => {
    const product = await twoSizes();
    const opened = await get(`/products/${product._id}`);
    await adjust(product._id, { variantKey: '1-l', reason: 'stocktake', count: 0 });
    // The form still says in stock; the count says sold out and wins.
    const saved = await call('PUT', `/products/${product._id}`, {
      token,
      headers: { 'If-Match': opened.headers.get('etag') ?? '' },
      json: { variants: JSON.stringify([{ key: '1-l', label: '1 L', price: 390, mrp: 390, inStock: true }, { key: '5-l-tin', label: '5 L tin', price: 1800, mrp: 1800 }]) },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.variants.map((s: any) => [s.price, s.inStock])).toEqual([
      [390, false],
      [1800, true],
    ]);
    expect((await stockOf(product._id))[0].count).toBe(0);
    expect((await adjust(product._id, { variantKey: '1-l', reason: 'received', change: 4 })).body.data.count).toBe(4);
    expect((await publicSizes(product._id))[0]).toMatchObject({ price: 390, inStock: true });
  });

  it('asks for a session and the administrator role', async () => {
    const product = await twoSizes();
    const user = await makeUser('user');
    expect((await call('GET', '/stock')).status).toBe(401);
    expect((await call('GET', `/products/${product._id}/stock`)).status).toBe(401);
    expect((await call('POST', `/products/${product._id}/stock`, { json: { variantKey: '1-l', reason: 'stocktake', count: 1 } })).status).toBe(401);
    expect((await call('GET', '/stock', { token: user.token })).status).toBe(403);
    expect((await adjust(product._id, { variantKey: '1-l', reason: 'stocktake', count: 1 }, user.token)).status).toBe(403);
    expect((await stockOf(product._id))[0].count).toBeNull();
  });
});
