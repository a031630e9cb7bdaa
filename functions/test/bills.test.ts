/**
 * An order's bill (domain/src/bill.ts, GET /api/orders/{id}/bill): its number is given once, when
 * the order is first confirmed or first billed, from one consecutive series per financial year; a
 * bill of supply without a GSTIN, a tax invoice with CGST/SGST per line when the shop has a GSTIN and
 * every line's product an HSN code and GST rate. The financial year's boundary and 20 confirmations
 * at once are the store's tests (store-test/bills.test.ts) and the pure function's (domain/test/bill.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords, businessDay, financialYear, taxSplit } from '@catalogue/domain';
import { admin, call, createCategory, createProduct, deleteUser, exclusive, fakeIp, firestore, form, forwardedFor, get, makeUser } from './helpers';

let token: string;
let taxedId: string;
let untaxedId: string;
let categoryId: string;
let user: Awaited<ReturnType<typeof makeUser>>;
const BILL_NUMBER = /^[A-Z]{2,3}\/(\d{4}-\d{2})\/(\d{4,})$/;
const GSTIN = '33AAPFU0939F1Z2';
const FSSAI = '12422001000123';
const CONCURRENT = 10;

beforeAll(async () => {
  token = await admin();
  user = await makeUser('user');
  categoryId = (await createCategory(token))._id;
  taxedId = (await createProduct(token, { category: categoryId, price: 290, hsn: '1508', gstRate: 5 }))._id;
  untaxedId = (await createProduct(token, { category: categoryId, price: 349.5 }))._id;
});

afterAll(() => deleteUser(user.uid));

async function placeOrder(lines: { productId: string; quantity: number }[] = [{ productId: untaxedId, quantity: 1 }], extra: Record<string, unknown> = {}) {
  const r = await call('POST', '/orders', { json: { lines, ...extra }, headers: { 'X-Forwarded-For': forwardedFor(fakeIp()) } });
  if (r.status !== 201) throw new Error(`order: ${r.status} ${r.text}`);
  return r.body.data as { _id: string; number: string; total: number };
}
const confirm = (id: string) => call('PATCH', `/orders/${id}`, { token, json: { status: 'confirmed' } });
const bill = (id: string, as = token) => get(`/orders/${encodeURIComponent(id)}/bill`, { token: as });
const storedBillNumber = async (id: string) => (await firestore().collection('orders').doc(id).get()).get('bill.number') as string | undefined;
const sequenceOf = (number: string) => Number(BILL_NUMBER.exec(number)?.[2]);

describe('bill numbers', () => {
  it('are given when an order is first confirmed, and kept: the bill shows the same number every time', async () => {
    const order = await placeOrder();
    expect(await storedBillNumber(order._id)).toBeUndefined();
    expect((await confirm(order._id)).status).toBe(200);
    const number = await storedBillNumber(order._id);
    expect(number).toMatch(BILL_NUMBER);
    expect(BILL_NUMBER.exec(number!)?.[1]).toBe(financialYear(new Date()));

    const first = await bill(order._id);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ number, orderNumber: order.number, date: businessDay(new Date()), kind: 'supply', taxTotals: null });
    // Back to new and confirmed again: the same number.
    await call('PATCH', `/orders/${order._id}`, { token, json: { status: 'new' } });
    await confirm(order._id);
    expect((await bill(order._id)).body.data.number).toBe(number);
  });

  it('are given when an order is first billed, and confirming it later keeps that number', async () => {
    const order = await placeOrder();
    const number = (await bill(order._id)).body.data.number;
    expect(number).toMatch(BILL_NUMBER);
    await confirm(order._id);
    expect(await storedBillNumber(order._id)).toBe(number);
  });

  it('are distinct and consecutive under 10 concurrent confirmations: every number of the range claimed once', async () => {
    // 20 at once are store-test/bills.test.ts's: the local Functions emulator starts a worker per concurrent request.
    const orders = [];
    for (let i = 0; i < CONCURRENT; i++) orders.push(await placeOrder());
    const answers = await Promise.all(orders.map((order) => confirm(order._id)));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const numbers = await Promise.all(orders.map((order) => storedBillNumber(order._id)));
    expect(new Set(numbers).size).toBe(CONCURRENT);
    const sequences = numbers.map((number) => sequenceOf(number!)).sort((a, b) => a - b);
    // Other test files may confirm orders meanwhile: no number of the range is skipped or given twice.
    const year = financialYear(new Date());
    const claims = await Promise.all(
      Array.from({ length: sequences[CONCURRENT - 1] - sequences[0] + 1 }, (_, i) => firestore().collection('billNumbers').doc(`${year}-${String(sequences[0] + i).padStart(4, '0')}`).get()),
    );
    expect(claims.filter((claim) => !claim.exists)).toEqual([]);
    const claimed = new Map(claims.map((claim) => [Number(claim.id.slice(year.length + 1)), claim.get('orderId')]));
    for (const [index, order] of orders.entries()) expect(claimed.get(sequenceOf(numbers[index]!))).toBe(order._id);
    expect((await firestore().collection('billCounters').doc(year).get()).get('last')).toBeGreaterThanOrEqual(sequences[CONCURRENT - 1]);
  }, 180_000);
});

describe('the bill', () => {
  let release: (() => Promise<void>) | undefined;
  let previousVersion: number | undefined;

  beforeAll(async () => {
    release = await exclusive('site-settings');
    const settings = (await get('/site')).body.data.settings;
    previousVersion = settings.version;
    const saved = await call('PUT', '/site', { token, json: { ...settings, legal: { ...settings.legal, gstin: GSTIN.toLowerCase(), fssaiLicence: FSSAI } } });
    if (saved.status !== 200) throw new Error(`saving the GSTIN: ${saved.status} ${saved.text}`);
  }, 6 * 60_000);

  afterAll(async () => {
    if (previousVersion !== undefined) await call('POST', `/site/versions/${previousVersion}/restore`, { token });
    await release?.();
  });

  it('is a tax invoice with CGST and SGST per line when the shop has a GSTIN and every product its HSN code and rate', async () => {
    expect((await get('/site')).body.data.settings.legal.gstin).toBe(GSTIN);
    const order = await placeOrder([{ productId: taxedId, quantity: 2 }], { name: 'Kavya', phone: '98765 43210', note: 'Ring twice' });
    const r = await bill(order._id);
    expect(r.status, r.text).toBe(200);
    const data = r.body.data;
    const { settings } = (await get('/site')).body.data;
    expect(data).toMatchObject({ kind: 'tax', shop: { gstin: GSTIN, fssaiLicence: FSSAI, packer: { name: settings.business.name, address: settings.business.address } }, customer: { name: 'Kavya', phone: '98765 43210', note: 'Ring twice' }, total: 580, totalInWords: 'Five hundred eighty rupees' });
    expect(data.lines).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 290, amount: 580, hsn: '1508', gstRate: 5, tax: { taxable: 552.38, cgst: 13.81, sgst: 13.81 } })]);
    expect(data.taxTotals).toEqual(taxSplit(580, 5));
    expect(data.payment).toEqual({ status: 'unpaid', method: null, paidOn: null, reference: '' });
  });

  it('refuses a malformed GSTIN, HSN code or GST rate on its field, and keeps what was saved', async () => {
    const settings = (await get('/site')).body.data.settings;
    for (const gstin of ['33AAPFU0939F1Z3', '33AAPFU0939F1Z', '33AAPFU0939F1Z\u200b2', 'x'.repeat(5000)]) {
      const r = await call('PUT', '/site', { token, json: { ...settings, legal: { ...settings.legal, gstin } } });
      expect(r.status, r.text).toBe(400);
      expect(Object.keys(r.body.errors)).toEqual(['legal.gstin']);
    }
    expect((await get('/site')).body.data.settings.version).toBe(settings.version);
    for (const [field, value] of [['hsn', '151'], ['hsn', '１５０８'], ['gstRate', '7'], ['gstRate', '1e400'], ['gstRate', 'Infinity']]) {
      const r = await call('PUT', `/products/${untaxedId}`, { token, body: form({ name: 'Untaxed', category: categoryId, price: 349.5, [field]: value }) });
      expect(r.status, `${field}=${value}: ${r.text}`).toBe(400);
      expect(Object.keys(r.body.errors)).toEqual([field]);
    }
    expect((await get(`/products/${untaxedId}`)).body.data).toMatchObject({ hsn: '', gstRate: null });
  });

  it('is a bill of supply when a line has no HSN code or GST rate', async () => {
    const order = await placeOrder([
      { productId: taxedId, quantity: 1 },
      { productId: untaxedId, quantity: 1 },
    ]);
    const data = (await bill(order._id)).body.data;
    expect(data.kind).toBe('supply');
    expect(data.taxTotals).toBeNull();
    expect(data.lines.map((line: { tax: unknown }) => line.tax)).toEqual([null, null]);
    expect(data.totalInWords).toBe(amountInWords(639.5));
  });

  it('keeps the legal details of the day its number was given', async () => {
    const order = await placeOrder([{ productId: taxedId, quantity: 1 }]);
    await confirm(order._id);
    const changed = await call('PUT', `/products/${taxedId}`, { token, body: form({ name: 'Taxed oil', category: categoryId, price: 290, hsn: '1508', gstRate: 12 }) });
    expect(changed.status, changed.text).toBe(200);
    expect((await bill(order._id)).body.data.lines[0]).toMatchObject({ gstRate: 5 });
  });
});

describe('who may see a bill', () => {
  it('needs a signed-in admin: 401 without a session, 403 for another user; an unknown order is 404 and is not created', async () => {
    const order = await placeOrder();
    expect((await get(`/orders/${order._id}/bill`)).status).toBe(401);
    expect((await bill(order._id, user.token)).status).toBe(403);
    expect(await storedBillNumber(order._id)).toBeUndefined();
    for (const id of [`${randomUUID().replace(/-/g, '').slice(0, 20)}`, 'no-such-order', '__proto__', '%2e%2e', 'x'.repeat(2000)]) {
      const r = await bill(id);
      expect(r.status, `${id}: ${r.text}`).toBe(404);
      expect(r.body.message).toBe('Order not found');
    }
  });
});
