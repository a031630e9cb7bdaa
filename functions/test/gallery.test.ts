import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, createCategory, form, get, imageState, makeImage, unique } from './helpers';

let token: string;
let main: any;
let sub: any;
beforeAll(async () => {
  token = await admin();
  main = await createCategory(token);
  sub = await createCategory(token, { parent: main._id });
});

const create = async (fields: Record<string, string | number | boolean>, image?: Buffer | null) =>
  call('POST', '/gallery', { token, body: form(fields, image === null ? undefined : { data: image ?? (await makeImage(300, 200)) }) });

describe('gallery', () => {
  it('accepts every variant of field names', async () => {
    const v1 = await create({ title: unique('T1'), description: 'Variant one', category: unique('Label'), isPopular: true });
    expect(v1.status).toBe(201);
    expect(v1.body.data).toMatchObject({ isPopular: true, categoryId: null, order: 0 });
    expect(v1.body.data.image).toMatch(/^\/uploads\/gallery\//);

    const v2 = await create({ name: unique('T2'), description: 'Variant two', category: main._id, subcategory: sub._id, popular: 'true' });
    expect(v2.status).toBe(201);
    expect(v2.body.data).toMatchObject({ category: main.name, categoryId: main._id, subcategoryId: sub._id, isPopular: true });
    expect(v2.body.data.title).toMatch(/^T2-/);

    const v3 = await create({ title: unique('T3'), description: 'Variant three', category: main._id, order: 3 });
    expect(v3.body.data).toMatchObject({ category: main.name, categoryId: main._id, subcategoryId: null, isPopular: false, order: 3 });
  });

  it('requires a title and an image on create', async () => {
    const r = await create({ description: 'no title' }, null);
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({ image: 'Please upload an image' });
    expect(r.body.errors.title).toBeTruthy();
    const notImage = await create({ title: unique() }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(notImage.status).toBe(415);
    const badSub = await create({ title: unique(), category: main._id, subcategory: 'nope' });
    expect(badSub.status).toBe(400);
    expect(badSub.body.errors).toHaveProperty('subcategory');
  });

  it('lists sorted by order then newest, filters by label, id and popular', async () => {
    const label = unique('Lbl');
    const a = (await create({ title: 'a', category: label, order: 2 })).body.data;
    const b = (await create({ title: 'b', category: label, order: 1, isPopular: true })).body.data;
    const c = (await create({ title: 'c', category: label, order: 2 })).body.data;
    const byLabel = await get(`/gallery?category=${encodeURIComponent(label)}`);
    expect(byLabel.body.data.map((i: { _id: string }) => i._id)).toEqual([b._id, c._id, a._id]);
    const byName = await get(`/gallery/category/${encodeURIComponent(label.toUpperCase())}`);
    expect(byName.body.data.map((i: { _id: string }) => i._id)).toEqual([b._id, c._id, a._id]);
    const popular = await get(`/gallery?category=${encodeURIComponent(label)}&popular=true`);
    expect(popular.body.data.map((i: { _id: string }) => i._id)).toEqual([b._id]);
    const allPopular = await get('/gallery/popular');
    expect(allPopular.body.data.every((i: { isPopular: boolean }) => i.isPopular)).toBe(true);
    expect(allPopular.body.data.map((i: { _id: string }) => i._id)).toContain(b._id);
    const labels = await get('/gallery/categories');
    expect(labels.body.data).toContain(label);
    expect(new Set(labels.body.data).size).toBe(labels.body.data.length);
    const all = await get('/gallery');
    const orders = all.body.data.map((i: { order: number }) => i.order);
    expect(orders).toEqual([...orders].sort((x: number, y: number) => x - y));
    const byId = await get(`/gallery?category=${main._id}`);
    expect(byId.body.data.every((i: { categoryId: string | null; subcategoryId: string | null }) => i.categoryId === main._id || i.subcategoryId === main._id)).toBe(true);
  });

  it('gets, updates (replacing / removing the image), toggles popular and deletes', async () => {
    const item = (await create({ title: unique('Upd'), description: 'first' })).body.data;
    expect((await get(`/gallery/${item._id}`)).body.data).toEqual(item);

    const updated = await call('PUT', `/gallery/${item._id}`, { token, body: form({ name: 'Renamed', popular: true }, { data: await makeImage(500, 300, 'jpeg') }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Renamed', description: 'first', isPopular: true });
    expect((await imageState(item.imageInfo)).allGone).toBe(true);
    expect((await imageState(updated.body.data.imageInfo)).allPresent).toBe(true);

    const toggled = await call('PUT', `/gallery/${item._id}/toggle-popular`, { token });
    expect(toggled.body.data.isPopular).toBe(false);

    const bad = await call('PUT', `/gallery/${item._id}`, { token, body: form({ title: '', order: 'x' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('title');

    const noImage = await call('PUT', `/gallery/${item._id}`, { token, body: form({ deleteImage: true }) });
    expect(noImage.body.data.image).toBe('');
    expect((await imageState(updated.body.data.imageInfo)).allGone).toBe(true);

    const withImage = await call('PUT', `/gallery/${item._id}`, { token, body: form({}, { data: await makeImage(200, 200) }) });
    const del = await call('DELETE', `/gallery/${item._id}`, { token });
    expect(del.status).toBe(200);
    expect((await call('DELETE', `/trash/${item._id}`, { token })).status).toBe(200);
    expect((await imageState(withImage.body.data.imageInfo)).allGone).toBe(true);
    for (const [method, path] of [['GET', `/gallery/${item._id}`], ['PUT', `/gallery/${item._id}/toggle-popular`], ['DELETE', `/gallery/${item._id}`]]) {
      const r = await call(method, path, { token });
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Gallery item not found');
    }
  });
});
