/**
 * A label's declarations over HTTP (domain's labels.ts): each size's net quantity and MRP (required
 * with a price), the product's ingredients, storage, shelf life, veg mark and country of origin;
 * products stored before them; a stale batch refused by the quote and the order; GET /api/batches.
 */
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DAY_MS, MRP_REQUIRED_MESSAGE, ORDER_LINE_PROBLEMS, businessDay } from '@catalogue/domain';
import { admin, call, createCategory, createProduct, fakeIp, firestore, form, forwardedFor, get, makeUser, unique } from './helpers';

let token: string;
let category: any;

beforeAll(async () => {
  token = await admin();
  category = await createCategory(token);
});

const day = (offset: number) => businessDay(new Date(Date.now() + offset * DAY_MS));
const sizes = (...list: Record<string, unknown>[]) => JSON.stringify(list);
const postJson = (json: Record<string, unknown>) => call('POST', '/products/json', { token, json: { name: unique('Label'), category: category._id, ...json } });
/** JSON written by hand: `1e400` and `__proto__` keys do not survive JSON.stringify. */
const postRaw = (text: string) => call('POST', '/products/json', { token, body: text, headers: { 'Content-Type': 'application/json' } });
const headers = () => ({ 'X-Forwarded-For': forwardedFor(fakeIp()) });
/**
 * A catalogue write through the API. A function instance serves its cached copy of the catalogue
 * until the catalogue's version changes (store/catalogue.ts), so a document written directly is
 * seen by every instance only after one.
 */
const touchCatalogue = async () => expect((await call('PUT', `/categories/${category._id}`, { token, body: form({ description: unique('touched') }) })).status).toBe(200);

describe('the declarations', () => {
  it('are stored and answered: per size a net quantity and an MRP, per product the label\'s texts (Tamil too)', async () => {
    const p = await createProduct(token, {
      category: category._id,
      variants: sizes({ label: '500 ml', price: 420, mrp: 450, netQuantity: { value: '500', unit: 'ml' } }, { label: 'Sample', price: 0 }),
      ingredients: 'Sesame seeds, 100%.',
      storage: 'Store in a cool, dry place.',
      shelfLife: JSON.stringify({ value: 9, unit: 'months' }),
      veg: 'true',
      translations: JSON.stringify({ ta: { ingredients: 'எள், 100%.', storage: 'குளிர்ந்த இடத்தில் வைக்கவும்.' } }),
    });
    expect(p.variants[0]).toMatchObject({ mrp: 450, netQuantity: { value: 500, unit: 'ml' } });
    expect(p.variants[1]).toMatchObject({ mrp: null, netQuantity: null });
    expect(p).toMatchObject({ ingredients: 'Sesame seeds, 100%.', storage: 'Store in a cool, dry place.', shelfLife: { value: 9, unit: 'months' }, veg: true, countryOfOrigin: 'India' });
    const ta = (await get(`/products/by-slug/${p.slug}?lang=ta`)).body.data;
    expect(ta).toMatchObject({ ingredients: 'எள், 100%.', storage: 'குளிர்ந்த இடத்தில் வைக்கவும்.' });
  });

  it('a size sold at a price needs its MRP, never below the price: a clear error on the field', async () => {
    const missing = await postJson({ variants: [{ label: '1 L', price: 400 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'variants[0].mrp': MRP_REQUIRED_MESSAGE });
    const below = await postJson({ variants: [{ label: '1 L', price: 400, mrp: 399.99 }] });
    expect(below.body.errors).toEqual({ 'variants[0].mrp': 'MRP must not be below the price' });
    expect((await postJson({ variants: [{ label: '1 L', price: 400, mrp: 400 }] })).status).toBe(201);
  });

  it.each([
    ['a net quantity of text', { variants: [{ price: 0, netQuantity: '500 ml' }] }, 'variants[0].netQuantity'],
    ['a net quantity of 0', { variants: [{ price: 0, netQuantity: { value: 0, unit: 'g' } }] }, 'variants[0].netQuantity.value'],
    ['a negative net quantity', { variants: [{ price: 0, netQuantity: { value: -5, unit: 'g' } }] }, 'variants[0].netQuantity.value'],
    ['a huge net quantity', { variants: [{ price: 0, netQuantity: { value: 1e12, unit: 'g' } }] }, 'variants[0].netQuantity.value'],
    ['hex text', { variants: [{ price: 0, netQuantity: { value: '0x10', unit: 'g' } }] }, 'variants[0].netQuantity.value'],
    ['an unknown unit', { variants: [{ price: 0, netQuantity: { value: 1, unit: 'lb' } }] }, 'variants[0].netQuantity.unit'],
    ['a list', { variants: [{ price: 0, netQuantity: [1, 'g'] }] }, 'variants[0].netQuantity'],
    ['a shelf life in years', { shelfLife: { value: 1, unit: 'years' } }, 'shelfLife.unit'],
    ['a fraction of a day', { shelfLife: { value: 1.5, unit: 'days' } }, 'shelfLife.value'],
    ['a century', { shelfLife: { value: 1200, unit: 'months' } }, 'shelfLife'],
    ['veg as text', { veg: 'yes' }, 'veg'],
    ['an invisible country', { countryOfOrigin: '\u200b\u200b' }, 'countryOfOrigin'],
    ['a control character in the ingredients', { ingredients: 'Salt\u0000' }, 'ingredients'],
    ['over-long storage', { storage: 'x'.repeat(1001) }, 'storage'],
  ])('refuses %s with a 400 on its field', async (_name, body, field) => {
    const r = await postJson(body);
    expect(r.status, r.text).toBe(400);
    expect(Object.keys(r.body.errors)).toContain(field);
  });

  it('refuses ±Infinity and drops a __proto__ key sent with a net quantity', async () => {
    const infinite = await postRaw(`{"name":"${unique('Inf')}","category":"${category._id}","variants":[{"price":0,"netQuantity":{"value":1e400,"unit":"g"}}]}`);
    expect(infinite.status).toBe(400);
    expect(Object.keys(infinite.body.errors)).toEqual(['variants[0].netQuantity.value']);
    const polluted = await postRaw(`{"name":"${unique('Proto')}","category":"${category._id}","variants":[{"price":0,"netQuantity":{"value":2,"unit":"kg","__proto__":{"polluted":true}}}],"shelfLife":{"__proto__":{"x":1},"value":3,"unit":"days"}}`);
    expect(polluted.status, polluted.text).toBe(201);
    expect(polluted.body.data.variants[0].netQuantity).toEqual({ value: 2, unit: 'kg' });
    expect(polluted.body.data.shelfLife).toEqual({ value: 3, unit: 'days' });
    expect(({} as any).polluted).toBeUndefined();
  });

  it('a product stored before the declarations reads with their defaults; saving its sizes then asks for the MRP', async () => {
    const id = unique('old');
    const stored = { name: unique('Old'), categoryId: category._id, slug: id, price: 100, inStock: true, variants: [{ key: 'standard', label: '', price: 100, inStock: true }], shelfLife: 'garbage' };
    // Written without its slug's index: a backup of the shop would not make sense with it, so it goes even if the test fails.
    onTestFinished(async () => {
      await firestore().doc(`products/${id}`).delete();
      await touchCatalogue();
    });
    await firestore().doc(`products/${id}`).set(stored);
    await touchCatalogue();
    const read = (await get(`/products/${id}`)).body.data;
    expect(read.variants[0]).toMatchObject({ mrp: null, netQuantity: null });
    expect(read).toMatchObject({ ingredients: '', storage: '', shelfLife: null, veg: true, countryOfOrigin: 'India' });
    const saved = await call('PUT', `/products/${id}`, { token, json: { variants: read.variants } });
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toEqual({ 'variants[0].mrp': MRP_REQUIRED_MESSAGE });
    // Its other fields still save alone.
    expect((await call('PUT', `/products/${id}`, { token, json: { ingredients: 'Groundnut' } })).status).toBe(200);
  });

  it('a single size\'s price sent alone may not go above its MRP', async () => {
    const p = await createProduct(token, { category: category._id, variants: sizes({ label: '1 L', price: 400, mrp: 420 }) });
    const above = await call('PUT', `/products/${p._id}`, { token, json: { price: 421 } });
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual({ price: expect.stringContaining('MRP (420)') });
    expect((await call('PUT', `/products/${p._id}`, { token, json: { price: 420 } })).body.data.variants[0]).toMatchObject({ price: 420, mrp: 420 });
  });
});

describe('a stale batch', () => {
  /** A product pressed `age` days ago that keeps 100 days: stale from day 71. */
  const batch = (age: number) =>
    createProduct(token, {
      category: category._id,
      name: unique(`Batch ${age}`),
      pressedOn: day(-age),
      shelfLife: JSON.stringify({ value: 100, unit: 'days' }),
      variants: sizes({ label: '1 L', price: 400, mrp: 420, netQuantity: { value: 1, unit: 'l' } }),
    });

  it('shows its sizes stale, and the quote and the order refuse them', async () => {
    const [stale, fresh] = await Promise.all([batch(80), batch(10)]);
    expect(stale.variants[0].stale).toBe(true);
    expect(fresh.variants[0].stale).toBeUndefined();
    expect((await get(`/products/by-slug/${stale.slug}?lang=en`)).body.data.variants[0].stale).toBe(true);
    const lines = [{ productId: stale._id, variantKey: '1-l', quantity: 1 }, { productId: fresh._id, variantKey: '1-l', quantity: 1 }];
    const quote = await call('POST', '/orders/quote', { json: { lines }, headers: headers() });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.data.problems).toEqual({ 'lines[0]': ORDER_LINE_PROBLEMS.stale });
    const order = await call('POST', '/orders', { json: { lines }, headers: headers() });
    expect(order.status, order.text).toBe(409);
    expect(JSON.stringify(order.body)).toContain(ORDER_LINE_PROBLEMS.stale);
  });

  it('GET /api/batches lists the batches to replace for the staff, stale or within two weeks of it', async () => {
    const [stale, soon, fresh] = await Promise.all([batch(80), batch(60), batch(10)]);
    expect((await get('/batches')).status).toBe(401);
    const user = await makeUser('user');
    expect((await get('/batches', { token: user.token })).status).toBe(403);
    const staff = await makeUser('staff');
    const r = await get('/batches', { token: staff.token });
    expect(r.status).toBe(200);
    const listed = new Map(r.body.data.map((b: any) => [b.productId, b]));
    expect(listed.get(stale._id)).toMatchObject({ name: stale.name, pressedOn: day(-80), bestBefore: day(20), stale: true, staleSoon: false });
    expect(listed.get(soon._id)).toMatchObject({ stale: false, staleSoon: true, sellUntil: day(10) });
    expect(listed.has(fresh._id)).toBe(false);
  });
});
