import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, createCategory, createProduct, form, get, imageState, makeImage, unique } from './helpers';

let token: string;
beforeAll(async () => {
  token = await admin();
});

describe('categories', () => {
  it('creates main categories and subcategories with defaults, lists them as a sorted tree', async () => {
    const main = await createCategory(token, { description: 'Oils', order: 9001 }, await makeImage(300, 200));
    expect(main).toMatchObject({ parent: null, showInNav: false, showInProductsDropdown: true, order: 9001, description: 'Oils', subcategories: [] });
    expect(main.image).toMatch(/^\/uploads\/categories\//);
    const subB = await createCategory(token, { parent: main._id, order: 2 });
    const subA = await createCategory(token, { parent: main._id, order: 1, showInNav: true, showInProductsDropdown: false });
    expect(subA).toMatchObject({ parent: main._id, showInNav: true, showInProductsDropdown: false });

    const list = await get('/categories');
    expect(list.status).toBe(200);
    const mains = list.body.data;
    expect(mains.every((c: { parent: string | null }) => c.parent === null)).toBe(true);
    const orders = mains.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    const found = mains.find((c: { _id: string }) => c._id === main._id);
    expect(found.subcategories.map((s: { _id: string }) => s._id)).toEqual([subA._id, subB._id]);

    const mainOnly = await get('/categories/main');
    expect(mainOnly.body.data.some((c: { _id: string }) => c._id === main._id)).toBe(true);
    expect(mainOnly.body.data.some((c: { _id: string }) => c._id === subA._id)).toBe(false);

    const one = await get(`/categories/${main._id}`);
    expect(one.body.data.subcategories.map((s: { _id: string }) => s._id)).toEqual([subA._id, subB._id]);
    const subs = await get(`/categories/${main._id}/subcategories`);
    expect(subs.body.data.map((s: { _id: string }) => s._id)).toEqual([subA._id, subB._id]);
  });

  it('gives new main categories an order after the existing ones', async () => {
    const a = await createCategory(token);
    const b = await createCategory(token);
    expect(b.order).toBeGreaterThan(a.order);
  });

  it('validates and 404s', async () => {
    const r = await call('POST', '/categories', { token, body: form({ name: ' ', order: 'abc' }) });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({ name: 'Category name is required' });
    expect(r.body.errors.order).toBeTruthy();
    const badParent = await call('POST', '/categories', { token, body: form({ name: unique(), parent: 'no-such-parent' }) });
    expect(badParent.status).toBe(400);
    expect(badParent.body.errors).toHaveProperty('parent');
    for (const path of ['/categories/nope', '/categories/nope/subcategories']) {
      const nf = await get(path);
      expect(nf.status).toBe(404);
      expect(nf.body).toEqual({ success: false, message: 'Category not found' });
    }
    expect((await call('PUT', '/categories/nope', { token, body: form({ name: 'x' }) })).status).toBe(404);
    expect((await call('DELETE', '/categories/nope', { token })).status).toBe(404);
    expect((await call('PATCH', '/categories/nope/nav-settings', { token, json: { order: 1 } })).status).toBe(404);
  });

  it('updates (ignoring parent), replaces and deletes the image', async () => {
    const main = await createCategory(token, {}, await makeImage(400, 300));
    const other = await createCategory(token);
    const r = await call('PUT', `/categories/${main._id}`, {
      token,
      body: form({ name: 'Renamed cat', parent: other._id, showInNav: true, showInProductsDropdown: false }, { data: await makeImage(600, 400, 'jpeg') }),
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Renamed cat', parent: null, showInNav: true, showInProductsDropdown: false });
    expect((await imageState(main.imageInfo)).allGone).toBe(true);
    expect((await imageState(r.body.data.imageInfo)).allPresent).toBe(true);
    const cleared = await call('PUT', `/categories/${main._id}`, { token, body: form({ deleteImage: 'true' }) });
    expect(cleared.body.data).toMatchObject({ name: 'Renamed cat', image: '', imageInfo: null });
    expect((await imageState(r.body.data.imageInfo)).allGone).toBe(true);
  });

  it('PATCH nav-settings sets order and showInNav', async () => {
    const c = await createCategory(token);
    const r = await call('PATCH', `/categories/${c._id}/nav-settings`, { token, json: { order: 15, showInNav: true } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ order: 15, showInNav: true });
    const orderOnly = await call('PATCH', `/categories/${c._id}/nav-settings`, { token, json: { order: 7 } });
    expect(orderOnly.body.data).toMatchObject({ order: 7, showInNav: true });
    const bad = await call('PATCH', `/categories/${c._id}/nav-settings`, { token, json: { order: 'x', extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('order');
    expect((await get(`/categories/${c._id}`)).body.data.order).toBe(7);
  });

  it('refuses to delete a category while products use it or its subcategories (409), then deletes it with its subcategories (their images go when the trash entry is purged)', async () => {
    const main = await createCategory(token, {}, await makeImage(300, 300));
    const sub = await createCategory(token, { parent: main._id }, await makeImage(300, 300));
    const product = await createProduct(token, { category: sub._id });
    const gallery = await call('POST', '/gallery', { token, body: form({ title: unique('G'), category: main._id }, { data: await makeImage(100, 100) }) });

    for (const id of [main._id, sub._id]) {
      const r = await call('DELETE', `/categories/${id}`, { token });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ success: false, message: 'This category is used by 1 product(s). Move or delete them first.' });
    }
    expect((await get(`/categories/${sub._id}`)).status).toBe(200);

    await call('DELETE', `/products/${product._id}`, { token });
    const r = await call('DELETE', `/categories/${main._id}`, { token });
    expect(r.status).toBe(200);
    expect((await get(`/categories/${main._id}`)).status).toBe(404);
    expect((await get(`/categories/${sub._id}`)).status).toBe(404);
    expect((await call('DELETE', `/trash/${main._id}`, { token })).status).toBe(200);
    expect((await imageState(main.imageInfo)).allGone).toBe(true);
    expect((await imageState(sub.imageInfo)).allGone).toBe(true);
    // The gallery item keeps its label but loses the reference.
    const item = await get(`/gallery/${gallery.body.data._id}`);
    expect(item.body.data).toMatchObject({ category: main.name, categoryId: null });
  });
});
