/**
 * The trash over HTTP: a delete moves the entity there with its photos (public reads stop showing it,
 * its slug stays reserved), a restore brings it back with its id, slug and photos or answers 409 with
 * what to do, a purge deletes it and its files for good, and entries past their 30 days are gone
 * for the owner at once and purged by the housekeeping job (housekeeping.test.ts). Testimonials are covered in testimonials.test.ts (the only file that
 * changes them while the API tests run).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@catalogue/domain';
import { admin, call, createCategory, createProduct, firestore, form, get, imageState, makeImage, runHousekeepingJob, unique } from './helpers';

let token: string;
let category: any;

beforeAll(async () => {
  token = await admin();
  category = await createCategory(token);
});

const trash = async (): Promise<any[]> => (await call('GET', '/trash', { token })).body.data;
const entry = async (id: string) => (await trash()).find((e) => e._id === id);
const restore = (id: string) => call('POST', `/trash/${id}/restore`, { token });
const purge = (id: string) => call('DELETE', `/trash/${id}`, { token });
const remove = (path: string) => call('DELETE', path, { token });

/** A product with two photos (the cover first). */
async function productWithPhotos(fields: Record<string, string> = {}) {
  const fd = form({ name: unique('Trashed'), price: 10, category: category._id, ...fields });
  for (const width of [300, 310]) fd.append('images', new Blob([new Uint8Array(await makeImage(width, 200))], { type: 'image/png' }), `${width}.png`);
  const r = await call('POST', '/products', { token, body: fd });
  if (r.status !== 201) throw new Error(`create product: ${r.status} ${r.text}`);
  return r.body.data;
}

const photosState = async (product: any) => {
  const states = await Promise.all(product.images.map(imageState));
  return { allPresent: states.every((s) => s.allPresent), allGone: states.every((s) => s.allGone) };
};

describe('a deleted product', () => {
  it('is listed in the trash, gone from public reads, and restored with its id, slug and photos', async () => {
    const product = await productWithPhotos();
    const deleted = await remove(`/products/${product._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Product deleted successfully', data: { _id: product._id } });

    const listed = await entry(product._id);
    expect(listed).toMatchObject({ _id: product._id, kind: 'product', name: product.name, subcategories: [], image: product.image });
    const days = (Date.parse(listed.purgeAt) - Date.parse(listed.deletedAt)) / DAY_MS;
    expect(days).toBe(30);
    expect((await get(`/products/${product._id}`)).status).toBe(404);
    expect((await get(`/products/by-slug/${product.slug}`)).status).toBe(404);
    expect((await get(`/products?category=${category._id}`)).body.data.map((p: any) => p._id)).not.toContain(product._id);
    expect((await photosState(product)).allPresent).toBe(true);

    const restored = await restore(product._id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ success: true, message: `Product '${product.name}' restored`, data: { _id: product._id, kind: 'product' } });
    const back = (await get(`/products/${product._id}`)).body.data;
    expect(back).toMatchObject({ _id: product._id, slug: product.slug, name: product.name, images: product.images, category: { _id: category._id } });
    expect((await get(`/products/by-slug/${product.slug}`)).body.data._id).toBe(product._id);
    expect((await photosState(product)).allPresent).toBe(true);
    expect(await entry(product._id)).toBeUndefined();
    expect((await restore(product._id)).status).toBe(404);
  });

  it('keeps its slug reserved until it is purged; the purge deletes its files', async () => {
    const product = await productWithPhotos();
    await remove(`/products/${product._id}`);
    const taken = await call('POST', '/products', { token, body: form({ name: unique('Other'), price: 10, category: category._id, slug: product.slug }) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`The slug '${product.slug}' is already used by another product. Choose another one.`);

    const purged = await purge(product._id);
    expect(purged.status).toBe(200);
    expect(purged.body).toEqual({ success: true, message: `Product '${product.name}' deleted for good`, data: { _id: product._id } });
    expect((await photosState(product)).allGone).toBe(true);
    expect(await entry(product._id)).toBeUndefined();
    expect((await purge(product._id)).status).toBe(404);
    expect((await restore(product._id)).body).toEqual({ success: false, message: 'Not in the trash (restored or deleted for good already)' });
    const free = await call('POST', '/products', { token, body: form({ name: unique('Other'), price: 10, category: category._id, slug: product.slug }) });
    expect(free.status).toBe(201);
  });

  it('is not restored while its category is in the trash or gone: 409 says what to do', async () => {
    const main = await createCategory(token);
    const product = await createProduct(token, { category: main._id });
    await remove(`/products/${product._id}`);
    expect((await remove(`/categories/${main._id}`)).status).toBe(200);

    const refused = await restore(product._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: `Its category '${main.name}' is in the trash: restore it first, then this product.` });
    expect(await entry(product._id)).toBeDefined();
    expect((await get(`/products/${product._id}`)).status).toBe(404);

    expect((await restore(main._id)).status).toBe(200);
    expect((await restore(product._id)).status).toBe(200);
    expect((await get(`/products/${product._id}`)).body.data.category._id).toBe(main._id);

    await remove(`/products/${product._id}`);
    await remove(`/categories/${main._id}`);
    await purge(main._id);
    const gone = await restore(product._id);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Its category is no longer in the catalogue: restore the category from the trash first (if it was deleted for good, create this product again).');
    await purge(product._id);
  });

  it('is not restored over its slug taken meanwhile, or its id used again: 409 says what to do', async () => {
    const product = await createProduct(token, { category: category._id });
    await remove(`/products/${product._id}`);
    const slugRef = firestore().collection('productSlugs').doc(product.slug);
    await slugRef.set({ id: 'someOtherProduct' });
    const slugTaken = await restore(product._id);
    expect(slugTaken.status).toBe(409);
    expect(slugTaken.body.message).toBe(`Its address '${product.slug}' is now used by another product: give that product another slug, then restore this one.`);

    await slugRef.set({ id: product._id });
    const productRef = firestore().collection('products').doc(product._id);
    await productRef.set({ name: 'Someone else' });
    const idTaken = await restore(product._id);
    expect(idTaken.status).toBe(409);
    expect(idTaken.body.message).toBe('A product with this id is in the catalogue again, so this one cannot be restored: delete it forever.');
    await productRef.delete();

    expect((await restore(product._id)).status).toBe(200);
    expect((await get(`/products/${product._id}`)).body.data).toMatchObject({ _id: product._id, slug: product.slug, name: product.name });
  });

  // Each trial uploads photos and races two transactions on one entry; on a loaded emulator the loser's retries take a while.
  it('a restore racing a purge of the same entry: one answers 200, the other 404, and the state is whole', { timeout: 180_000 }, async () => {
    for (let trial = 0; trial < 4; trial++) {
      const product = await productWithPhotos();
      await remove(`/products/${product._id}`);
      const [restored, purged] = await Promise.all([restore(product._id), purge(product._id)]);
      expect([restored.status, purged.status].sort()).toEqual([200, 404]);
      expect(await entry(product._id)).toBeUndefined();
      if (restored.status === 200) {
        expect((await get(`/products/${product._id}`)).body.data.slug).toBe(product.slug);
        expect((await photosState(product)).allPresent).toBe(true);
      } else {
        expect((await get(`/products/${product._id}`)).status).toBe(404);
        expect((await get(`/products/by-slug/${product.slug}`)).status).toBe(404);
        expect((await photosState(product)).allGone).toBe(true);
      }
    }
  });

  it('two restores of one entry: one answers 200, the other 404', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const product = await createProduct(token, { category: category._id });
      await remove(`/products/${product._id}`);
      const statuses = (await Promise.all([restore(product._id), restore(product._id)])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 404]);
      expect((await get(`/products/${product._id}`)).body.data.slug).toBe(product.slug);
    }
  });
});

describe('a deleted category', () => {
  it('goes to the trash with its subcategories as one entry, and comes back with them, their images and the gallery references', async () => {
    const main = await createCategory(token, {}, await makeImage(200, 200));
    const sub = await createCategory(token, { parent: main._id }, await makeImage(210, 200));
    const item = (await call('POST', '/gallery', { token, body: form({ title: unique('G'), category: main._id, subcategory: sub._id }, { data: await makeImage(100, 100) }) })).body.data;
    expect(item).toMatchObject({ categoryId: main._id, subcategoryId: sub._id });

    const deleted = await remove(`/categories/${main._id}`);
    expect(deleted.body).toMatchObject({ success: true, data: { _id: main._id, deleted: [main._id, sub._id] } });
    expect(await entry(main._id)).toMatchObject({ kind: 'category', name: main.name, subcategories: [sub.name], image: main.image });
    expect(await entry(sub._id)).toBeUndefined();
    for (const id of [main._id, sub._id]) expect((await get(`/categories/${id}`)).status).toBe(404);
    expect((await get('/categories')).body.data.map((c: any) => c._id)).not.toContain(main._id);
    expect((await get(`/categories/by-slug/${sub.slug}`)).status).toBe(404);
    expect((await get(`/gallery/${item._id}`)).body.data).toMatchObject({ category: main.name, categoryId: null, subcategoryId: null });
    const taken = await call('POST', '/categories', { token, body: form({ name: unique('Cat'), slug: sub.slug }) });
    expect(taken.status).toBe(409);

    expect((await restore(main._id)).body).toMatchObject({ success: true, message: `Category '${main.name}' restored` });
    const back = (await get(`/categories/${main._id}`)).body.data;
    expect(back).toMatchObject({ _id: main._id, slug: main.slug, image: main.image });
    expect(back.subcategories).toEqual([expect.objectContaining({ _id: sub._id, slug: sub.slug, image: sub.image })]);
    expect((await imageState(main.imageInfo)).allPresent).toBe(true);
    expect((await imageState(sub.imageInfo)).allPresent).toBe(true);
    expect((await get(`/gallery/${item._id}`)).body.data).toMatchObject({ categoryId: main._id, subcategoryId: sub._id });

    await remove(`/categories/${main._id}`);
    expect((await purge(main._id)).status).toBe(200);
    expect((await imageState(main.imageInfo)).allGone).toBe(true);
    expect((await imageState(sub.imageInfo)).allGone).toBe(true);
    expect((await call('POST', '/categories', { token, body: form({ name: unique('Cat'), slug: sub.slug }) })).status).toBe(201);
  });

  it('a subcategory is not restored while its main category is in the trash', async () => {
    const main = await createCategory(token);
    const sub = await createCategory(token, { parent: main._id });
    await remove(`/categories/${sub._id}`);
    await remove(`/categories/${main._id}`);
    const refused = await restore(sub._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Its main category '${main.name}' is in the trash: restore it first, then this subcategory.`);
    expect((await restore(main._id)).status).toBe(200);
    expect((await restore(sub._id)).status).toBe(200);
    expect((await get(`/categories/${main._id}`)).body.data.subcategories.map((c: any) => c._id)).toEqual([sub._id]);
  });
});

describe('a deleted gallery item', () => {
  it('comes back with its image; a reference to a category gone meanwhile is dropped (the label stays)', async () => {
    const own = await createCategory(token);
    const item = (await call('POST', '/gallery', { token, body: form({ title: unique('G'), category: own._id }, { data: await makeImage(120, 100) }) })).body.data;
    await remove(`/gallery/${item._id}`);
    expect(await entry(item._id)).toMatchObject({ kind: 'gallery', name: item.title, image: item.image });
    expect((await get(`/gallery/${item._id}`)).status).toBe(404);
    expect((await get('/gallery')).body.data.map((g: any) => g._id)).not.toContain(item._id);
    await remove(`/categories/${own._id}`);

    expect((await restore(item._id)).status).toBe(200);
    expect((await get(`/gallery/${item._id}`)).body.data).toMatchObject({ _id: item._id, image: item.image, category: own.name, categoryId: null });
    expect((await imageState(item.imageInfo)).allPresent).toBe(true);
    await remove(`/gallery/${item._id}`);
    await purge(item._id);
    expect((await imageState(item.imageInfo)).allGone).toBe(true);
  });
});

describe('the 30 days', () => {
  it('an entry past them is no longer listed nor restored, and the housekeeping job purges it with its files', async () => {
    const product = await productWithPhotos();
    await remove(`/products/${product._id}`);
    await firestore().collection('trash').doc(product._id).update({ purgeAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await entry(product._id)).toBeUndefined();
    expect((await restore(product._id)).status).toBe(404);
    expect((await photosState(product)).allPresent).toBe(true);
    await runHousekeepingJob();
    expect((await photosState(product)).allGone).toBe(true);
    expect((await firestore().collection('trash').doc(product._id).get()).exists).toBe(false);
  });
});

describe('hostile ids', () => {
  it('answer 404 with a message, never a 500', async () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__x__', '..', '%2E%2E', 'a%20b', '%00', 'x'.repeat(1600), 'no-such-entry']) {
      for (const r of [await restore(id), await purge(id)]) {
        expect(r.status, id).toBe(404);
        expect(r.body, id).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
  });

  it('the trash is the owner\'s: 401 without a session', async () => {
    expect((await get('/trash')).status).toBe(401);
  });
});
