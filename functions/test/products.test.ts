import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { API_URL, admin, call, createCategory, createProduct, form, get, imageState, makeImage, unique } from './helpers';

let token: string;
let main: any;
let sub: any;
let other: any;

beforeAll(async () => {
  token = await admin();
  main = await createCategory(token);
  sub = await createCategory(token, { parent: main._id });
  other = await createCategory(token);
});

describe('create and read', () => {
  it('creates a product with an image: WebP renditions, never upscaled, and the social JPEG, served immutable', async () => {
    const image = await makeImage(1800, 1200, 'jpeg', { exif: true });
    const p = await createProduct(token, { name: `  ${unique('Sesame')}  `, description: ' Cold pressed ', price: '249.50', category: main._id, featured: 'true', inStock: 'false' }, image);
    expect(p.name).not.toMatch(/^\s|\s$/);
    expect(p.description).toBe('Cold pressed');
    expect(p.price).toBe(249.5);
    expect(p.featured).toBe(true);
    expect(p.inStock).toBe(false);
    expect(p.category).toEqual({ _id: main._id, name: main.name, slug: main.slug });
    expect(p.subcategory).toBeNull();
    expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
    expect(p.imageInfo.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1024, 1600]);
    expect(p.image).toBe(p.imageInfo.src);
    expect(p.image).toMatch(/^\/uploads\/products\/[0-9a-f]+-1600\.webp$/);
    expect(p.imageInfo).toMatchObject({ width: 1600, height: 1067 });
    expect(p.imageInfo.social).toMatch(/^\/uploads\/products\/[0-9a-f]+-social\.jpg$/);
    expect((await imageState(p.imageInfo)).allPresent).toBe(true);

    const file = await fetch(`${API_URL}${p.image}`);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
    // Also served under /api/uploads: the API answers image paths under both prefixes.
    expect((await fetch(`${API_URL}/api${p.image}`)).status).toBe(200);
  });

  it('keeps small images at their own width', async () => {
    const p = await createProduct(token, { category: main._id }, await makeImage(500, 250, 'webp'));
    expect(p.imageInfo.variants.map((v: { width: number }) => v.width)).toEqual([320, 500]);
    const tiny = await createProduct(token, { category: main._id }, await makeImage(100, 80, 'gif'));
    expect(tiny.imageInfo.variants).toEqual([{ width: 100, src: tiny.image }]);
  });

  it('files a product under a subcategory with its main category populated', async () => {
    const viaSub = await createProduct(token, { category: sub._id });
    expect(viaSub.category).toEqual({ _id: main._id, name: main.name, slug: main.slug });
    expect(viaSub.subcategory).toEqual({ _id: sub._id, name: sub.name, slug: sub.slug });
    const explicit = await createProduct(token, { category: main._id, subcategory: sub._id });
    expect(explicit.subcategory).toEqual({ _id: sub._id, name: sub.name, slug: sub.slug });
    const got = await get(`/products/${explicit._id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(explicit);
  });

  it('answers 404 for unknown and odd ids', async () => {
    for (const id of ['does-not-exist', 'with%20space', '__odd__', 'a%2Fb', '%E2%9C%93', 'x'.repeat(1600)]) {
      const r = await get(`/products/${id}`);
      expect(r.status, id).toBe(404);
      expect(r.body).toEqual({ success: false, message: 'Product not found' });
    }
  });
});

describe('validation', () => {
  it('reports every invalid field', async () => {
    const r = await call('POST', '/products', { token, body: form({ name: '   ', price: '-3', featured: 'maybe' }) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Validation failed');
    expect(r.body.errors).toMatchObject({ name: 'Product name is required', category: 'Please select a category' });
    expect(r.body.errors.price).toBeTruthy();
    expect(r.body.errors.featured).toBeTruthy();
  });

  it('refuses unknown categories and mismatched subcategories', async () => {
    const unknown = await call('POST', '/products', { token, body: form({ name: unique(), category: 'nope-nope' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('category');
    const mismatch = await call('POST', '/products', { token, body: form({ name: unique(), category: other._id, subcategory: sub._id }) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toHaveProperty('subcategory');
  });

  it('refuses non-images (415) and images over 5 MB (413) without writing anything', async () => {
    const name = unique('Reject');
    const text = await call('POST', '/products', { token, body: form({ name, category: main._id }, { data: Buffer.from('hello, not an image'), name: 'x.png', type: 'image/png' }) });
    expect(text.status).toBe(415);
    expect(text.body.success).toBe(false);
    const big = Buffer.concat([await makeImage(10, 10, 'png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await call('POST', '/products', { token, body: form({ name, category: main._id }, { data: big }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Image file is too large. Maximum size: 5MB.');
    const list = await get(`/products?search=${encodeURIComponent(name)}`);
    expect(list.body.data).toEqual([]);
  });
});

describe('list', () => {
  it('filters by category (a main one includes its subcategories), featured and search; newest first; paginates', async () => {
    const tag = unique('Filter');
    const a = await createProduct(token, { name: `${tag} alpha`, category: main._id, featured: true });
    const b = await createProduct(token, { name: `${tag} beta`, category: sub._id, description: 'Has SPECIAL words' });
    const c = await createProduct(token, { name: `${tag} gamma`, category: other._id });

    const byMain = await get(`/products?category=${main._id}&search=${tag}`);
    expect(byMain.body.data.map((p: { _id: string }) => p._id)).toEqual([b._id, a._id]);
    const bySub = await get(`/products?category=${sub._id}&search=${tag}`);
    expect(bySub.body.data.map((p: { _id: string }) => p._id)).toEqual([b._id]);
    const featured = await get(`/products?featured=true&search=${tag}`);
    expect(featured.body.data.map((p: { _id: string }) => p._id)).toEqual([a._id]);
    const search = await get(`/products?search=special%20WORDS`);
    expect(search.body.data.map((p: { _id: string }) => p._id)).toContain(b._id);
    expect(search.body.data.every((p: { name: string; description: string }) => `${p.name} ${p.description}`.toLowerCase().includes('special words'))).toBe(true);

    const page1 = await get(`/products?search=${tag}&limit=2&page=1`);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(page1.body.data.map((p: { _id: string }) => p._id)).toEqual([c._id, b._id]);
    const page2 = await get(`/products?search=${tag}&limit=2&page=2`);
    expect(page2.body.data.map((p: { _id: string }) => p._id)).toEqual([a._id]);

    const all = await get('/products?limit=5000');
    expect(all.body.pagination.limit).toBe(1000);
    expect(all.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
    const unknownCategory = await get('/products?category=nope-nope');
    expect(unknownCategory.body.data).toEqual([]);
  });

  it('featured/list and popular/list', async () => {
    const inStock = await createProduct(token, { category: main._id, featured: true, inStock: true });
    const outOfStock = await createProduct(token, { category: main._id, featured: true, inStock: false });
    const featured = await get('/products/featured/list');
    expect(featured.status).toBe(200);
    expect(featured.body.data.every((p: { featured: boolean }) => p.featured)).toBe(true);
    expect(featured.body.data.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([inStock._id, outOfStock._id]));
    const popular = await get('/products/popular/list');
    expect(popular.body.data.length).toBeLessThanOrEqual(8);
    expect(popular.body.data.every((p: { featured: boolean; inStock: boolean }) => p.featured && p.inStock)).toBe(true);
    expect(popular.body.data.map((p: { _id: string }) => p._id)).not.toContain(outOfStock._id);
  });

  it('model-info describes the fields', async () => {
    const r = await get('/products/model-info');
    expect(r.status).toBe(200);
    const fields = Object.fromEntries(r.body.data.fields.map((f: { name: string }) => [f.name, f]));
    expect(fields.name).toMatchObject({ type: 'string', required: true });
    expect(fields.price).toMatchObject({ type: 'number', required: false });
    expect(fields.price.rules.map((rule: { rule: string }) => rule.rule)).toContain('min');
    expect(fields.category).toMatchObject({ required: true });
  });
});

describe('update, feature, delete', () => {
  it('updates fields, replaces the image and removes the old renditions', async () => {
    const p = await createProduct(token, { category: main._id }, await makeImage(800, 600));
    const r = await call('PUT', `/products/${p._id}`, { token, body: form({ name: 'Renamed', price: 5, category: other._id }, { data: await makeImage(700, 500, 'jpeg') }) });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Renamed', price: 5, category: { _id: other._id, name: other.name } });
    expect(r.body.data.image).not.toBe(p.image);
    expect((await imageState(p.imageInfo)).allGone).toBe(true);
    expect((await imageState(r.body.data.imageInfo)).allPresent).toBe(true);
    expect(new Date(r.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(p.updatedAt).getTime());

    // Partial update keeps the rest (and the image).
    const partial = await call('PUT', `/products/${p._id}`, { token, body: form({ description: 'Only this' }) });
    expect(partial.body.data).toMatchObject({ name: 'Renamed', description: 'Only this', image: r.body.data.image });

    const removed = await call('PUT', `/products/${p._id}`, { token, body: form({ deleteImage: true }) });
    expect(removed.body.data.image).toBe('');
    expect(removed.body.data.imageInfo).toBeNull();
    expect((await imageState(r.body.data.imageInfo)).allGone).toBe(true);
  });

  it('update refuses bad input and unknown ids, leaving the product unchanged', async () => {
    const p = await createProduct(token, { category: main._id });
    const bad = await call('PUT', `/products/${p._id}`, { token, body: form({ name: '', price: 'abc' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('name');
    expect(bad.body.errors).toHaveProperty('price');
    const notImage = await call('PUT', `/products/${p._id}`, { token, body: form({ name: 'Changed' }, { data: Buffer.from('%PDF-1.4 nope') }) });
    expect(notImage.status).toBe(415);
    expect((await get(`/products/${p._id}`)).body.data).toEqual(p);
    const unknown = await call('PUT', '/products/unknown-id-here', { token, body: form({ name: 'x', category: main._id }) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
  });

  it('toggles featured', async () => {
    const p = await createProduct(token, { category: main._id, featured: false });
    const on = await call('PUT', `/products/${p._id}/featured`, { token });
    expect(on.body.data.featured).toBe(true);
    const off = await call('PUT', `/products/${p._id}/featured`, { token });
    expect(off.body.data.featured).toBe(false);
    expect((await call('PUT', '/products/nope/featured', { token })).status).toBe(404);
    // An explicit value sets it; anything but true or false is refused and changes nothing.
    expect((await call('PUT', `/products/${p._id}/featured`, { token, json: { featured: false } })).body.data.featured).toBe(false);
    for (const featured of ['yes', 2, null, [], {}]) {
      const refused = await call('PUT', `/products/${p._id}/featured`, { token, json: { featured } });
      expect(refused.status, JSON.stringify(featured)).toBe(400);
      expect(refused.body.errors.featured).toBe('Must be true or false');
    }
    expect((await get(`/products/${p._id}`)).body.data.featured).toBe(false);
  });

  it('deletes the product (to the trash; its images go when the trash entry is purged)', async () => {
    const p = await createProduct(token, { category: main._id }, await makeImage(400, 300));
    const r = await call('DELETE', `/products/${p._id}`, { token });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect((await get(`/products/${p._id}`)).status).toBe(404);
    expect((await call('DELETE', `/products/${p._id}`, { token })).status).toBe(404);
    expect((await call('DELETE', `/trash/${p._id}`, { token })).status).toBe(200);
    expect((await imageState(p.imageInfo)).allGone).toBe(true);
  });
});

describe('POST /products/json', () => {
  it('creates a product, and with gallery: true a gallery item too', async () => {
    const name = unique('Json');
    const r = await call('POST', '/products/json', { token, json: { name, description: 'From JSON', category: main._id, price: 12, gallery: true } });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ name, price: 12, category: { _id: main._id } });
    const gallery = await get(`/gallery/${r.body.galleryItemId}`);
    expect(gallery.body.data).toMatchObject({ title: name, category: main.name, categoryId: main._id });

    const plain = await call('POST', '/products/json', { token, json: { name: unique('Json'), category: main._id } });
    expect(plain.status).toBe(201);
    expect(plain.body.data.price).toBe(0);
    expect(plain.body.galleryItemId).toBeUndefined();
  });

  it('validates', async () => {
    const r = await call('POST', '/products/json', { token, json: { name: 42, price: 'x', category: '' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('category');
    expect(r.body.errors).toHaveProperty('price');
    const arr = await call('POST', '/products/json', { token, json: [1, 2] });
    expect(arr.status).toBe(400);
  });
});
