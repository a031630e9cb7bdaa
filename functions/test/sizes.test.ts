/**
 * Sizes (`variants`), the pressing date, partial and stale updates, and merging one product into
 * another as a size, over HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_URL, admin, call, createCategory, createProduct, form, get, unique } from './helpers';

let token: string;
let category: any;

beforeAll(async () => {
  token = await admin();
  category = await createCategory(token);
});

const sizes = (...list: Record<string, unknown>[]) => JSON.stringify(list);
const put = (id: string, json: Record<string, unknown>) => call('PUT', `/products/${id}`, { token, json });
const stored = async (id: string) => (await get(`/products/${id}`)).body.data;

describe('sizes', () => {
  it('a product saved without sizes has one, of its price and stock', async () => {
    const p = await createProduct(token, { category: category._id, price: '120.50', inStock: 'false' });
    expect(p.variants).toEqual([{ key: 'standard', label: '', price: 120.5, mrp: null, netQuantity: null, weightGrams: null, inStock: false, translations: {} }]);
    expect(p).toMatchObject({ price: 120.5, inStock: false, pressedOn: null });
  });

  it('takes sizes as a JSON field: keys from labels, the owner order kept, price and stock derived', async () => {
    const p = await createProduct(token, {
      category: category._id,
      price: 1,
      // Written out: an object literal's __proto__ would set its prototype, not send the key.
      variants: `[${[
        '{"label":"5 L tin","price":"1799","mrp":1999,"weightGrams":4600}',
        '{"label":"1 L","price":380,"mrp":380,"inStock":false}',
        '{"label":"500 ml","price":210,"mrp":210,"__proto__":{"polluted":true},"constructor":"x","extra":"dropped"}',
      ].join(',')}]`,
    });
    expect(p.variants.map((s: any) => [s.key, s.label, s.price, s.inStock])).toEqual([
      ['5-l-tin', '5 L tin', 1799, true],
      ['1-l', '1 L', 380, false],
      ['500-ml', '500 ml', 210, true],
    ]);
    expect(p.variants[0]).toEqual({ key: '5-l-tin', label: '5 L tin', price: 1799, mrp: 1999, netQuantity: null, weightGrams: 4600, inStock: true, translations: {} });
    expect(Object.keys(p.variants[2]).sort()).toEqual(['inStock', 'key', 'label', 'mrp', 'netQuantity', 'price', 'translations', 'weightGrams']);
    // The lowest price among sizes in stock (the 1 L at 380 is sold out).
    expect(p).toMatchObject({ price: 210, inStock: true });
    expect(({} as any).polluted).toBeUndefined();

    const soldOut = await createProduct(token, { category: category._id, variants: sizes({ label: 'a', price: 50, mrp: 50, inStock: false }, { label: 'b', price: 40, mrp: 40, inStock: false }) });
    expect(soldOut).toMatchObject({ price: 40, inStock: false });
  });

  it('POST /products/json takes sizes as a property', async () => {
    const r = await call('POST', '/products/json', { token, json: { name: unique('Json'), category: category._id, variants: [{ label: '1 kg', price: 140, mrp: 140 }, { label: '5 kg', price: 650, mrp: 650 }] } });
    expect(r.status).toBe(201);
    expect(r.body.data.variants.map((s: any) => s.key)).toEqual(['1-kg', '5-kg']);
    expect(r.body.data.price).toBe(140);
  });

  it('refuses malformed sizes with the field of each error, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      ['[]', 'variants'],
      [JSON.stringify(Array.from({ length: 13 }, (_, i) => ({ label: `${i} kg`, price: i }))), 'variants'],
      ['not json', 'variants'],
      ['{"label":"1 L"}', 'variants'],
      [sizes({ label: '1 L', price: 1, mrp: 1 }, { label: ' 1 l ', price: 2, mrp: 2 }), 'variants[1].label'],
      [sizes({ label: '1 L', price: 1, mrp: 1 }, { label: '', price: 2, mrp: 2 }), 'variants[1].label'],
      [sizes({ label: '1 L', price: 10, mrp: 9 }), 'variants[0].mrp'],
      ['[{"label":"1 L","price":1e400}]', 'variants[0].price'],
      [sizes({ label: '1 L', price: '1e3' }), 'variants[0].price'],
      [sizes({ label: '1 L', price: -1 }), 'variants[0].price'],
      [sizes({ label: '1 L', price: 1.005, mrp: 2 }), 'variants[0].price'],
      [sizes({ label: '1 L', price: 1, mrp: 1, weightGrams: 2.5 }), 'variants[0].weightGrams'],
      [sizes({ key: 'Big One', label: '1 L', price: 1, mrp: 1 }), 'variants[0].key'],
      [sizes({ key: 'a', label: '1 L', price: 1, mrp: 1 }, { key: 'a', label: '2 L', price: 1, mrp: 1 }), 'variants[1].key'],
      [sizes({ label: '1\u202eL', price: 1, mrp: 1 }), 'variants[0].label'],
      [sizes({ label: 'x'.repeat(61), price: 1, mrp: 1 }), 'variants[0].label'],
      ['[null]', 'variants[0]'],
    ];
    for (const [variants, field] of cases) {
      const name = unique('Bad');
      const r = await call('POST', '/products', { token, body: form({ name, category: category._id, variants: variants as string }) });
      expect(r.status, `${String(variants).slice(0, 60)} → ${r.text}`).toBe(400);
      expect(Object.keys(r.body.errors), String(variants).slice(0, 60)).toContain(field);
      expect((await get(`/products?search=${name}`)).body.data).toEqual([]);
    }
  });

  it('an update without sizes: price and stock go to a single size (its name and MRP kept); a product with several refuses them', async () => {
    const single = await createProduct(token, { category: category._id, variants: sizes({ label: '1 L', price: 300, mrp: 350 }) });
    const updated = await put(single._id, { price: 320, inStock: false });
    expect(updated.status).toBe(200);
    expect(updated.body.data.variants).toEqual([{ ...single.variants[0], price: 320, inStock: false }]);
    expect(updated.body.data).toMatchObject({ price: 320, inStock: false });

    const several = await createProduct(token, { category: category._id, variants: sizes({ label: '1 L', price: 300, mrp: 300 }, { label: '2 L', price: 580, mrp: 580 }) });
    const refused = await put(several._id, { price: 999, inStock: false });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      price: 'This product has several sizes: change the price and stock of each in variants',
      inStock: 'This product has several sizes: change the price and stock of each in variants',
    });
    // The same values it has (a client sending back what it read) are fine.
    expect((await put(several._id, { price: 300, inStock: true, name: 'Renamed' })).status).toBe(200);
    expect((await stored(several._id)).variants).toEqual(several.variants);
  });

  it('an update writes only what was sent: concurrent edits of different fields are all kept', async () => {
    const p = await createProduct(token, { category: category._id, variants: sizes({ label: '1 L', price: 300, mrp: 300 }, { label: '2 L', price: 580, mrp: 580 }) });
    const name = unique('Concurrent');
    const answers = await Promise.all([
      put(p._id, { name }),
      put(p._id, { pressedOn: '2026-11-12' }),
      put(p._id, { featured: true }),
      put(p._id, { description: 'Sun-settled for a week' }),
      put(p._id, { variants: [{ key: '1-l', label: '1 L', price: 310, mrp: 310 }, { key: '2-l', label: '2 L', price: 590, mrp: 590 }] }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await stored(p._id);
    expect(after).toMatchObject({ name, pressedOn: '2026-11-12', featured: true, description: 'Sun-settled for a week', price: 310 });
    expect(after.variants.map((s: any) => s.price)).toEqual([310, 590]);
  });

  it('concurrent saves of whole size lists leave exactly one of them, with the price derived from it', async () => {
    const p = await createProduct(token, { category: category._id });
    const lists = Array.from({ length: 6 }, (_, i) => [
      { label: `${i} small`, price: 100 + i, mrp: 100 + i, inStock: i % 2 === 0 },
      { label: `${i} large`, price: 50 + i, mrp: 50 + i },
    ]);
    const answers = await Promise.all(lists.map((variants) => put(p._id, { variants })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const after = await stored(p._id);
    const winner = lists.findIndex((list) => list[0].label === after.variants[0].label);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(after.variants.map((s: any) => s.label)).toEqual(lists[winner].map((s) => s.label));
    expect(after.price).toBe(Math.min(...lists[winner].filter((s) => s.inStock !== false).map((s) => s.price)));
  });

  it('a save from a form that read the product before it changed is refused (409) and changes nothing', async () => {
    const p = await createProduct(token, { category: category._id });
    const first = await put(p._id, { name: unique('First'), updatedAt: p.updatedAt });
    expect(first.status).toBe(200);
    const stale = await put(p._id, { name: unique('Stale'), updatedAt: p.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Product was changed by someone else since you opened it');
    expect((await stored(p._id)).name).toBe(first.body.data.name);
    expect((await put(p._id, { name: unique('Fresh'), updatedAt: first.body.data.updatedAt })).status).toBe(200);
  });
});

describe('pressing date', () => {
  it('is set, validated and cleared', async () => {
    const p = await createProduct(token, { category: category._id, pressedOn: '2026-11-12' });
    expect(p.pressedOn).toBe('2026-11-12');
    for (const bad of ['2026-02-30', '12/11/2026', '2099-01-01', '1999-12-31', 'x'.repeat(40)]) {
      const r = await put(p._id, { pressedOn: bad });
      expect(r.status, bad).toBe(400);
      expect(Object.keys(r.body.errors)).toEqual(['pressedOn']);
    }
    expect((await stored(p._id)).pressedOn).toBe('2026-11-12');
    expect((await put(p._id, { pressedOn: '' })).body.data.pressedOn).toBeNull();
  });
});

describe('merging a product into another as a size', () => {
  it('adds its size, deletes it, and its old address opens the size on the merged product', async () => {
    const into = await createProduct(token, { category: category._id, name: unique('Groundnut Oil'), variants: sizes({ label: '500 ml', price: 210, mrp: 210 }) });
    const from = await createProduct(token, { category: category._id, name: unique('Groundnut Oil 5 L Tin'), price: 1799 });
    const merged = await call('POST', `/products/${into._id}/merge`, { token, json: { productId: from._id, label: '5 L tin' } });
    expect(merged.status).toBe(200);
    expect(merged.body.data.variants.map((s: any) => [s.key, s.label, s.price])).toEqual([
      ['500-ml', '500 ml', 210],
      ['5-l-tin', '5 L tin', 1799],
    ]);
    expect((await get(`/products/${from._id}`)).status).toBe(404);
    const bySlug = await get(`/products/by-slug/${from.slug}`);
    expect(bySlug.body).toMatchObject({ data: { _id: into._id, slug: into.slug }, size: '5-l-tin' });
    expect((await get(`/products/by-slug/${into.slug}`)).body.size).toBeNull();

    const page = await fetch(`${API_URL}/products/${from.slug}?ref=share`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`/products/${into.slug}?ref=share&size=5-l-tin`);
  });

  it('refuses itself, an unnamed size, an unknown product, a non-admin, and too many sizes', async () => {
    const into = await createProduct(token, { category: category._id, variants: sizes({ label: '1 L', price: 1, mrp: 1 }) });
    const from = await createProduct(token, { category: category._id });
    const merge = (id: string, json: unknown, as: string | null = token) => call('POST', `/products/${id}/merge`, { token: as, json });
    expect((await merge(into._id, { productId: into._id, label: 'x' })).body.errors).toEqual({ productId: 'A product cannot be merged into itself' });
    expect((await merge(into._id, { productId: from._id })).body.errors).toEqual({ label: 'Name the size the merged product becomes, e.g. 5 L tin' });
    expect((await merge(into._id, { productId: 'missing', label: '2 L' })).status).toBe(404);
    expect((await merge(into._id, { productId: from._id, label: '2 L' }, null)).status).toBe(401);
    expect((await merge(into._id, { productId: from._id, label: '1 l' })).body.errors).toEqual({ 'variants[1].label': 'Each size needs its own name' });
    const unnamed = await createProduct(token, { category: category._id });
    expect((await merge(unnamed._id, { productId: from._id, label: '2 L' })).body.errors).toHaveProperty('productId');
    const full = await createProduct(token, { category: category._id, variants: JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ label: `${i} L`, price: i, mrp: i }))) });
    expect((await merge(full._id, { productId: from._id, label: '99 L' })).body.errors).toEqual({ variants: 'A product can have at most 12 sizes' });
    expect((await stored(from._id))._id).toBe(from._id);
  });
});
