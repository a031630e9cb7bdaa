/** Slugs over HTTP: generation, uniqueness (also under concurrency), owner edits, old slugs, by-slug reads; the large and social renditions. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '@catalogue/domain';
import { API_URL, admin, call, createCategory, createProduct, form, get, imageState, makeImage, unique } from './helpers';

let token: string;
let main: any;

beforeAll(async () => {
  token = await admin();
  main = await createCategory(token);
});

const updateProduct = (id: string, fields: Record<string, string>) => call('PUT', `/products/${id}`, { token, body: form(fields) });
const updateCategory = (id: string, fields: Record<string, string>) => call('PUT', `/categories/${id}`, { token, body: form(fields) });
const postProduct = (fields: Record<string, string>) => call('POST', '/products', { token, body: form({ name: unique('Prod'), price: 10, category: main._id, ...fields }) });
const postCategory = (fields: Record<string, string>) => call('POST', '/categories', { token, body: form({ name: unique('Cat'), ...fields }) });

describe('generated slugs', () => {
  it('come from the name: lower-case ASCII, accents transliterated, other characters hyphens', async () => {
    const suffix = unique('x');
    const product = await createProduct(token, { name: `Crème Brûlée & Rose Soap ${suffix}`, category: main._id });
    expect(product.slug).toBe(`creme-brulee-and-rose-soap-${suffix}`);
    expect(main.slug).toBe(slugify(main.name));
    expect(product.category).toEqual({ _id: main._id, name: main.name, slug: main.slug });
  });

  it('fall back to the id for a name without latin letters or digits', async () => {
    const category = await createCategory(token, { name: 'तुलसी' });
    expect(category.slug).toBe(category._id.toLowerCase());
    expect((await get(`/categories/by-slug/${category.slug}`)).body.data._id).toBe(category._id);
  });

  it('are unique: the same name again gets -2, -3..., also when the creates run at the same time', async () => {
    const name = unique('Neem Oil');
    const base = slugify(name);
    const results = await Promise.all(Array.from({ length: 5 }, () => postProduct({ name })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.data.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`]);
    const categories = await Promise.all(Array.from({ length: 3 }, () => postCategory({ name })));
    expect(categories.map((r) => r.body.data.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`]);
  }, 180_000);

  it('stay when the name changes, and when the slug field is left blank', async () => {
    const product = await createProduct(token, { category: main._id });
    const renamed = await updateProduct(product._id, { name: unique('Renamed'), slug: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.slug).toBe(product.slug);
    const category = await createCategory(token);
    expect((await updateCategory(category._id, { name: unique('Renamed') })).body.data.slug).toBe(category.slug);
  });
});

describe('slugs the owner sets', () => {
  it('are taken on create and update; the old slug still answers the entity with its current slug', async () => {
    const wanted = unique('cold-pressed');
    const created = await postProduct({ slug: wanted });
    expect(created.status).toBe(201);
    expect(created.body.data.slug).toBe(wanted);

    const moved = unique('moved');
    const updated = await updateProduct(created.body.data._id, { slug: moved });
    expect(updated.status).toBe(200);
    expect(updated.body.data.slug).toBe(moved);
    for (const slug of [wanted, moved]) {
      const r = await get(`/products/by-slug/${slug}`);
      expect(r.status, slug).toBe(200);
      expect(r.body).toMatchObject({ success: true, data: { _id: created.body.data._id, slug: moved } });
    }
    expect((await get(`/products/by-slug/${moved}`)).body.data).toEqual((await get(`/products/${created.body.data._id}`)).body.data);

    const category = await createCategory(token);
    const sub = await createCategory(token, { parent: category._id });
    const newSlug = unique('oils');
    expect((await updateCategory(category._id, { slug: newSlug })).body.data.slug).toBe(newSlug);
    const viaOld = await get(`/categories/by-slug/${category.slug}`);
    expect(viaOld.status).toBe(200);
    expect(viaOld.body.data).toMatchObject({ _id: category._id, slug: newSlug, subcategories: [{ _id: sub._id, slug: sub.slug }] });
  });

  it('answer 409 with a clear message when another entity has or had the slug', async () => {
    const first = await createProduct(token, { category: main._id });
    const second = await createProduct(token, { category: main._id });
    const taken = await updateProduct(second._id, { slug: first.slug });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ success: false, message: `The slug '${first.slug}' is already used by another product. Choose another one.` });
    expect((await postProduct({ slug: first.slug })).status).toBe(409);
    // The old slug stays first's: still taken after first moves away.
    await updateProduct(first._id, { slug: unique('elsewhere') });
    expect((await updateProduct(second._id, { slug: first.slug })).status).toBe(409);
    expect((await updateProduct(first._id, { slug: first.slug })).body.data.slug).toBe(first.slug);

    const category = await createCategory(token);
    const other = await postCategory({ slug: category.slug });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(`The slug '${category.slug}' is already used by another category. Choose another one.`);
    // Products and categories have slugs of their own: a category may have a product's slug.
    expect((await postCategory({ slug: first.slug })).status).toBe(201);
  });

  it('are refused with 400 and errors.slug when malformed, and nothing changes', async () => {
    const product = await createProduct(token, { category: main._id });
    const category = await createCategory(token);
    for (const slug of ['rose soap', 'Rose-Soap', '__proto__', 'constructor', 'prototype', 'rose\u200bsoap', 'rose--soap', '-rose', 'rosé', 'rose/soap', 'x'.repeat(500)]) {
      for (const r of [await postProduct({ slug }), await updateProduct(product._id, { slug }), await postCategory({ slug }), await updateCategory(category._id, { slug })]) {
        expect(r.status, slug).toBe(400);
        expect(r.body.errors?.slug, slug).toBeTruthy();
      }
    }
    expect((await get(`/products/${product._id}`)).body.data.slug).toBe(product.slug);
    expect((await get(`/categories/${category._id}`)).body.data.slug).toBe(category.slug);
  });

  it('stay reserved while the entity is in the trash and are released when it is purged', async () => {
    const product = await createProduct(token, { category: main._id });
    expect((await call('DELETE', `/products/${product._id}`, { token })).status).toBe(200);
    expect((await get(`/products/by-slug/${product.slug}`)).status).toBe(404);
    expect((await postProduct({ slug: product.slug })).status).toBe(409);
    expect((await call('DELETE', `/trash/${product._id}`, { token })).status).toBe(200);
    expect((await postProduct({ slug: product.slug })).status).toBe(201);
  });
});

describe('by-slug reads', () => {
  it('answer 404 with the not-found message for unknown and odd slugs', async () => {
    for (const slug of ['no-such-thing', '__proto__', 'constructor', 'hasownproperty', '%E2%9C%93', 'a%20b', 'x'.repeat(1600)]) {
      const product = await get(`/products/by-slug/${slug}`);
      expect(product.status, slug).toBe(404);
      expect(product.body).toEqual({ success: false, message: 'Product not found' });
      const category = await get(`/categories/by-slug/${slug}`);
      expect(category.status, slug).toBe(404);
      expect(category.body).toEqual({ success: false, message: 'Category not found' });
    }
  });

  it('are cacheable public reads', async () => {
    const r = await get(`/products/by-slug/${(await createProduct(token, { category: main._id })).slug}`);
    expect(r.headers.get('cache-control')).toMatch(/public/);
    expect(r.headers.get('etag')).toBeTruthy();
  });
});

describe('renditions', () => {
  const socialOf = async (src: string) => {
    const file = await fetch(`${API_URL}${src}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    return sharp(Buffer.from(await file.arrayBuffer())).metadata();
  };

  it('a product, category and gallery image get a 1600 px WebP and a 1200 × 630 social JPEG', async () => {
    const image = await makeImage(2400, 1000, 'png');
    const product = await createProduct(token, { category: main._id }, image);
    const category = await createCategory(token, {}, image);
    const gallery = await call('POST', '/gallery', { token, body: form({ title: unique('Photo') }, { data: image }) });
    expect(gallery.status).toBe(201);
    for (const info of [product.imageInfo, category.imageInfo, gallery.body.data.imageInfo]) {
      expect(info.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1024, 1600]);
      expect(info).toMatchObject({ width: 1600, height: 667 });
      expect(info.social).toMatch(/^\/uploads\/(products|categories|gallery)\/[0-9a-f]+-social\.jpg$/);
      expect(await socialOf(info.social)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect((await imageState(info)).allPresent).toBe(true);
    }
  });

  it('a small image gets the social JPEG at full size too, and it goes with the image', async () => {
    const product = await createProduct(token, { category: main._id }, await makeImage(300, 500, 'jpeg'));
    expect(product.imageInfo.variants.map((v: { width: number }) => v.width)).toEqual([300]);
    expect(await socialOf(product.imageInfo.social)).toMatchObject({ width: 1200, height: 630 });
    const replaced = await call('PUT', `/products/${product._id}`, { token, body: form({}, { data: await makeImage(800, 600) }) });
    expect(replaced.status).toBe(200);
    expect((await imageState(product.imageInfo)).allGone).toBe(true);
    expect((await imageState(replaced.body.data.imageInfo)).allPresent).toBe(true);
  });
});
