/**
 * A product's photos (`images`, the cover first) over HTTP: add, keep, reorder, remove, the cover
 * fields following, the files of removed photos deleted after the write, and a write that fails
 * leaving no file behind.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS, TOO_MANY_PHOTOS_MESSAGE } from '@catalogue/domain';
import { API_URL, admin, call, createCategory, get, imageState, makeImage, unique } from './helpers';

let token: string;
let category: any;

beforeAll(async () => {
  token = await admin();
  category = await createCategory(token);
});

interface Photo {
  data: Buffer;
  field?: string;
}

/** A product form with photos in `images` (or the field each names). */
function photoForm(fields: Record<string, unknown>, photos: Photo[] = []) {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) fd.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  photos.forEach((photo, index) => fd.append(photo.field ?? 'images', new Blob([new Uint8Array(photo.data)], { type: 'image/png' }), `photo-${index}.png`));
  return fd;
}

const images = (count: number) => Promise.all(Array.from({ length: count }, (_, index) => makeImage(300 + index * 10, 200)));
const create = (photos: Photo[], fields: Record<string, unknown> = {}) => call('POST', '/products', { token, body: photoForm({ name: unique('Photos'), price: 10, category: category._id, ...fields }, photos) });
const update = (id: string, fields: Record<string, unknown>, photos: Photo[] = []) => call('PUT', `/products/${id}`, { token, body: photoForm(fields, photos) });
const ids = (product: any) => product.images.map((photo: any) => photo._id);
const stored = async (id: string) => (await get(`/products/${id}`)).body.data;

/** The id (and file-name prefix) a photo's bytes get on a product: the pipeline's content hash. */
const photoId = (bytes: Buffer, productId: string) => createHash('sha256').update(bytes).update(`\0products\0${productId}`).digest('hex').slice(0, 24);
/** Whether any file of the photo with this id is served. */
const served = async (id: string) => (await fetch(`${API_URL}/uploads/products/${id}-social.jpg`)).status === 200;

function expectCoverFields(product: any) {
  const [cover] = product.images;
  expect(product.image).toBe(cover.src);
  expect(product.imageInfo).toEqual({ src: cover.src, variants: cover.variants, width: cover.width, height: cover.height, social: cover.social });
}

describe('photos', () => {
  it('a product created with two photos answers both, the cover first, each with its renditions', async () => {
    const [first, second] = await images(2);
    const r = await create([{ data: first }, { data: second }]);
    expect(r.status).toBe(201);
    const product = r.body.data;
    expect(product.images).toHaveLength(2);
    expect(ids(product)).toEqual([photoId(first, product._id), photoId(second, product._id)]);
    expect(product.images[0]).toMatchObject({ width: 300, height: 200, social: expect.stringMatching(/-social\.jpg$/) });
    expectCoverFields(product);
    for (const photo of product.images) expect((await imageState(photo)).allPresent).toBe(true);
    expect(await stored(product._id)).toEqual(product);
  });

  it('adds photos after the others, reorders and removes them by imageOrder, deleting the removed files', async () => {
    const [a, b, c, d] = await images(4);
    const product = (await create([{ data: a }, { data: b }])).body.data;
    const [idA, idB] = ids(product);

    const added = await update(product._id, {}, [{ data: c }]);
    expect(added.status).toBe(200);
    const idC = photoId(c, product._id);
    expect(ids(added.body.data)).toEqual([idA, idB, idC]);

    // c becomes the cover, b goes, a new photo goes between: the order names it new:0.
    const reordered = await update(product._id, { imageOrder: [idC, 'new:0', idA] }, [{ data: d }]);
    expect(reordered.status).toBe(200);
    const idD = photoId(d, product._id);
    expect(ids(reordered.body.data)).toEqual([idC, idD, idA]);
    expectCoverFields(reordered.body.data);
    expect(await served(idB)).toBe(false);
    expect((await imageState(product.images[1])).allGone).toBe(true);
    for (const id of [idA, idC, idD]) expect(await served(id)).toBe(true);

    // Other fields alone leave the photos as they are.
    const renamed = await update(product._id, { description: 'Only the words' });
    expect(ids(renamed.body.data)).toEqual([idC, idD, idA]);

    const none = await update(product._id, { imageOrder: [] });
    expect(none.body.data).toMatchObject({ images: [], image: '', imageInfo: null });
    for (const id of [idA, idC, idD]) expect(await served(id)).toBe(false);
  });

  it("the spec's single image: `image` replaces the cover, deleteImage removes it, the other photos stay", async () => {
    const [a, b, cover] = await images(3);
    const product = (await create([{ data: a }, { data: b }])).body.data;
    const [idA, idB] = ids(product);
    const replaced = await update(product._id, {}, [{ data: cover, field: 'image' }]);
    expect(replaced.status).toBe(200);
    expect(ids(replaced.body.data)).toEqual([photoId(cover, product._id), idB]);
    expect(await served(idA)).toBe(false);
    const removed = await update(product._id, { deleteImage: true });
    expect(ids(removed.body.data)).toEqual([idB]);
    expectCoverFields(removed.body.data);
    expect(await served(photoId(cover, product._id))).toBe(false);
  });

  it('the same photo sent twice is kept once', async () => {
    const [a] = await images(1);
    const product = (await create([{ data: a }, { data: a }])).body.data;
    expect(product.images).toHaveLength(1);
    const again = await update(product._id, {}, [{ data: a }]);
    expect(ids(again.body.data)).toEqual(ids(product));
    expect(await served(ids(product)[0])).toBe(true);
  });

  it(`refuses more than ${MAX_PHOTOS} photos, unknown photos and files the order does not have, storing nothing`, async () => {
    const nine = await images(MAX_PHOTOS + 1);
    const tooMany = await create(nine.map((data) => ({ data })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(TOO_MANY_PHOTOS_MESSAGE);

    const product = (await create(nine.slice(0, 7).map((data) => ({ data })))).body.data;
    const overLimit = await update(product._id, {}, [{ data: nine[7] }, { data: nine[8] }]);
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.errors).toEqual({ images: TOO_MANY_PHOTOS_MESSAGE });
    expect(await served(photoId(nine[7], product._id))).toBe(false);

    const unknown = await update(product._id, { imageOrder: ['0123456789abcdef01234567', 'new:0'] }, [{ data: nine[8] }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.imageOrder).toMatch(/not one of this product's photos/);
    expect(await served(photoId(nine[8], product._id))).toBe(false);

    const missingFile = await update(product._id, { imageOrder: ['new:3'] });
    expect(missingFile.status).toBe(400);
    expect(missingFile.body.errors.imageOrder).toBe('No file was sent for new:3');

    for (const order of ['not json', '{"a":1}', '["x","x"]', '["../../etc"]', `[${'"new:0",'.repeat(9)}"new:1"]`, '["new:8"]']) {
      const bad = await update(product._id, { imageOrder: order });
      expect(bad.status, order).toBe(400);
      expect(Object.keys(bad.body.errors).every((key) => key.startsWith('imageOrder')), order).toBe(true);
    }
    const wrongField = await update(product._id, {}, [{ data: nine[8], field: 'pictures' }]);
    expect(wrongField.status).toBe(400);
    const twoCovers = await update(product._id, {}, [{ data: nine[7], field: 'image' }, { data: nine[8], field: 'image' }]);
    expect(twoCovers.status).toBe(400);
    expect(await stored(product._id)).toEqual(product);
  });

  it('a photo that is not an image is named, and the others sent with it are not kept', async () => {
    const [good] = await images(1);
    const r = await create([{ data: good }, { data: Buffer.from('%PDF-1.4 not an image') }]);
    expect(r.status).toBe(415);
    expect(r.body.message).toMatch(/^photo-1\.png: /);
  });

  it('a write that fails after the files are stored leaves none of them (a stale form)', async () => {
    const [a, b] = await images(2);
    const product = (await create([{ data: a }])).body.data;
    await update(product._id, { description: 'changed elsewhere' });
    const stale = await update(product._id, { updatedAt: product.updatedAt, imageOrder: ['new:0', ids(product)[0]] }, [{ data: b }]);
    expect(stale.status).toBe(409);
    expect(await served(photoId(b, product._id))).toBe(false);
    expect(await served(ids(product)[0])).toBe(true);
    expect(ids(await stored(product._id))).toEqual(ids(product));
  });

  it('two saves adding photos at the same time keep both', async () => {
    const [a, b, c] = await images(3);
    const product = (await create([{ data: a }])).body.data;
    const [one, two] = await Promise.all([update(product._id, {}, [{ data: b }]), update(product._id, {}, [{ data: c }])]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const after = await stored(product._id);
    expect(ids(after)[0]).toBe(ids(product)[0]);
    expect(new Set(ids(after))).toEqual(new Set([ids(product)[0], photoId(b, product._id), photoId(c, product._id)]));
    for (const id of ids(after)) expect(await served(id)).toBe(true);
  });

  it('deleting a product and purging it from the trash deletes every photo', async () => {
    const product = (await create((await images(3)).map((data) => ({ data })))).body.data;
    expect((await call('DELETE', `/products/${product._id}`, { token })).status).toBe(200);
    for (const id of ids(product)) expect(await served(id)).toBe(true);
    expect((await call('DELETE', `/trash/${product._id}`, { token })).status).toBe(200);
    for (const id of ids(product)) expect(await served(id)).toBe(false);
  });

  it('merging a product in as a size keeps its photos after the others', async () => {
    const [a, b] = await images(2);
    const into = (await create([{ data: a }], { variants: [{ label: '1 L', price: 300, mrp: 300 }] })).body.data;
    const from = (await create([{ data: b }])).body.data;
    const merged = await call('POST', `/products/${into._id}/merge`, { token, json: { productId: from._id, label: '5 L tin' } });
    expect(merged.status).toBe(200);
    expect(ids(merged.body.data)).toEqual([...ids(into), ...ids(from)]);
    for (const id of ids(merged.body.data)) expect(await served(id)).toBe(true);
  });
});
