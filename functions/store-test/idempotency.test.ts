import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { OrderPricing } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { ConflictError } from '../src/store/errors';
import { createGalleryItem, newGalleryItemId, type GalleryRecord } from '../src/store/gallery';
import { ReplayedResponse, idempotencyId, storedResponse, type Idempotency, type StoredResponse } from '../src/store/idempotency';
import { createOrder, type OrderRecord } from '../src/store/orders';
import { createProduct, newProductId } from '../src/store/products';
import { productFields, unique } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const newKey = () => idempotencyId(unique('admin POST /api/gallery'), randomUUID());
const answerOf = <R extends { id: string }>(key: string): Idempotency<R> => ({ key, response: (record) => ({ status: 201, body: { id: record.id } }) });
const answerDoc = (key: string) => firestore().collection('idempotency').doc(key);
const galleryFields = (title: string) => ({ title, description: '', isPopular: false, order: 0, category: '', categoryId: null, subcategoryId: null, image: '', imageInfo: null, translations: {} });
const galleryWithTitle = async (title: string) => (await firestore().collection('gallery').where('title', '==', title).get()).docs.map((d) => d.id);

/** Runs the creates at once: the one that created, and the answers the others were given instead. */
async function race<R>(creates: (() => Promise<R>)[]): Promise<{ created: R[]; replayed: StoredResponse[] }> {
  const results = await Promise.allSettled(creates.map((create) => create()));
  const replayed = results.flatMap((r) => {
    if (r.status === 'fulfilled') return [];
    expect(r.reason).toBeInstanceOf(ReplayedResponse);
    return [(r.reason as ReplayedResponse).response];
  });
  return { created: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])), replayed };
}

describe('idempotency keys', () => {
  it('a key is a document id per scope: the same key on another route or of another admin is another key', () => {
    const key = randomUUID();
    expect(idempotencyId('uid POST /api/gallery', key)).toBe(idempotencyId('uid POST /api/gallery', key));
    expect(idempotencyId('uid POST /api/gallery', key)).toMatch(/^[0-9a-f]{64}$/);
    expect(idempotencyId('uid POST /api/products', key)).not.toBe(idempotencyId('uid POST /api/gallery', key));
    expect(idempotencyId('other POST /api/gallery', key)).not.toBe(idempotencyId('uid POST /api/gallery', key));
  });

  it('a create stores its answer under the key, for a day; the key then replays it and creates nothing', async () => {
    const key = newKey();
    expect(await storedResponse(key)).toBeNull();
    const before = Date.now();
    const title = unique('photo');
    const created = await createGalleryItem(newGalleryItemId(), galleryFields(title), answerOf(key));
    expect(await storedResponse(key)).toEqual({ status: 201, body: { id: created.id } });
    const expiresAt = ((await answerDoc(key).get()).get('expiresAt') as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DAY_MS);

    await expect(createGalleryItem(newGalleryItemId(), galleryFields(title), answerOf(key))).rejects.toMatchObject({ response: { status: 201, body: { id: created.id } } });
    expect(await galleryWithTitle(title)).toEqual([created.id]);
  });

  it('of concurrent creates with one key, one creates and the others replay its answer', { timeout: 120_000 }, async () => {
    const key = newKey();
    const title = unique('photo');
    const { created, replayed } = await race(Array.from({ length: 4 }, () => () => createGalleryItem(newGalleryItemId(), galleryFields(title), answerOf<GalleryRecord>(key))));
    expect(created).toHaveLength(1);
    expect(replayed).toEqual(Array.from({ length: 3 }, () => ({ status: 201, body: { id: created[0].id } })));
    expect(await galleryWithTitle(title)).toEqual([created[0].id]);
  });

  it('of concurrent orders with one key (their own transaction, not the catalogue\'s), one is placed', { timeout: 120_000 }, async () => {
    const key = newKey();
    const name = unique('customer');
    const pricing: OrderPricing & { lang: 'en' } = {
      lines: [{ productId: 'p1', variantKey: '1-l', names: { en: 'Sesame Oil' }, sizeLabels: { en: '1 L' }, unitPrice: 420, quantity: 1, lineTotal: 420 }],
      subtotal: 420,
      deliveryFee: 0,
      total: 420,
      delivery: { kind: 'area', area: 'Erode', fee: 0, minimumOrder: 0, minimumMet: true },
      lang: 'en',
    };
    const contact = { pincode: '638001', name, phone: '98765 43210', address: '', note: '' };
    const { created, replayed } = await race(Array.from({ length: 3 }, () => () => createOrder('IDM', pricing, contact, answerOf<OrderRecord>(key))));
    expect(created).toHaveLength(1);
    expect(replayed).toEqual([{ status: 201, body: { id: created[0].id } }, { status: 201, body: { id: created[0].id } }]);
    expect((await firestore().collection('orders').where('name', '==', name).get()).docs.map((d) => d.id)).toEqual([created[0].id]);
  });

  it('a refused create stores no answer: the key is still free for the retry', async () => {
    const key = newKey();
    await expect(createProduct(newProductId(), productFields({ categoryId: unique('no-such-category') }), answerOf(key))).rejects.toBeInstanceOf(ConflictError);
    expect(await storedResponse(key)).toBeNull();
    expect((await answerDoc(key).get()).exists).toBe(false);
    const item = await createGalleryItem(newGalleryItemId(), galleryFields(unique('photo')), answerOf(key));
    expect(await storedResponse(key)).toEqual({ status: 201, body: { id: item.id } });
  });

  it('an expired answer, or one stored in another form, is no answer: the create runs and its answer replaces it', async () => {
    const stored = { response: JSON.stringify({ status: 201, body: { id: 'old' } }) };
    const malformed = [
      { ...stored, expiresAt: Timestamp.fromMillis(Date.now() - 1000) },
      { ...stored, expiresAt: Date.now() + DAY_MS },
      { ...stored, expiresAt: new Date(Date.now() + DAY_MS).toISOString() },
      { response: { status: 201, body: { id: 'old' } }, expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS) },
      { expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS) },
    ];
    for (const data of malformed) {
      const key = newKey();
      await answerDoc(key).set(data);
      expect(await storedResponse(key), JSON.stringify(data)).toBeNull();
      const item = await createGalleryItem(newGalleryItemId(), galleryFields(unique('photo')), answerOf(key));
      expect(await storedResponse(key)).toEqual({ status: 201, body: { id: item.id } });
    }
  });
});
