import { randomUUID } from 'node:crypto';
import { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { firestore } from '../src/firebase';
import { catalogueTransaction, RACES_BEFORE_RESERVING, releaseReservation } from '../src/store/catalogue';
import { allCategories, createCategory, deleteCategoryTree, newCategoryId, updateCategory, type CategoryRecord } from '../src/store/categories';
import { ConflictError, NotFoundError } from '../src/store/errors';
import { deleteGalleryItem } from '../src/store/gallery';
import { ReplayedResponse, idempotencyId } from '../src/store/idempotency';
import { createProduct, deleteProduct, newProductId, queryProducts } from '../src/store/products';
import { makeCategory, makeGalleryItem, makeProduct, productFields, unique } from './fixtures';

// A database of its own (a project id only this file uses), so that the other test files' writes,
// which run at the same time, do not move the catalogue version counted here.
process.env.GCLOUD_PROJECT = 'demo-catalogue-version-test';

const version = async () => Number((await firestore().collection('meta').doc('catalogue').get()).get('version') ?? 0);

describe('the cached catalogue', () => {
  it('is served without reading the collections while the version is unchanged, and reloaded after a catalogue write', async () => {
    await makeCategory();
    await allCategories();
    // Written behind the store's back: no version bump, so the cache does not see it yet.
    const hidden = firestore().collection('categories').doc();
    await hidden.set({ name: unique('hidden'), order: 0, parentId: null, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    expect((await allCategories()).map((c) => c.id)).not.toContain(hidden.id);

    const bumped = await makeCategory();
    const ids = (await allCategories()).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([hidden.id, bumped.id]));
  });

  it('shows a write to the next read (read your writes), products included', async () => {
    const category = await makeCategory();
    const product = await makeProduct({ categoryId: category.id });
    expect((await queryProducts({ category: category.id })).map((p) => p.id)).toEqual([product.id]);
    await deleteProduct(product.id);
    expect(await queryProducts({ category: category.id })).toEqual([]);
  });

  it('shows a write to a read that starts after it, though a version read sent before the write is still under way', async () => {
    const category = await makeCategory();
    const productsNow = async () => (await queryProducts({ category: category.id })).map((p) => p.id);
    expect(await productsNow()).toEqual([]);
    // Firestore may answer a read sent before a commit after the commit's own answer (another server,
    // a slower path): the first version read here is answered only once it is let go, as sent.
    const realGet = Reflect.get(DocumentReference.prototype, 'get') as (this: DocumentReference) => ReturnType<DocumentReference['get']>;
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let holding = true;
    const get = vi.spyOn(DocumentReference.prototype, 'get').mockImplementation(function (this: DocumentReference) {
      const answer = realGet.call(this);
      if (!holding || this.path !== 'meta/catalogue') return answer;
      holding = false;
      return held.then(() => answer);
    });
    try {
      const before = productsNow();
      await vi.waitFor(() => expect(holding).toBe(false));
      const product = await makeProduct({ categoryId: category.id });
      const after = productsNow();
      letGo();
      expect(await before).not.toContain(product.id);
      expect(await after).toContain(product.id);
    } finally {
      get.mockRestore();
    }
  });

  it('counts every committed write once; a refused write changes nothing', async () => {
    const before = await version();
    const main = await makeCategory();
    await updateCategory(main.id, { description: 'Cold pressed' });
    const product = await makeProduct({ categoryId: main.id });
    expect(await version()).toBe(before + 3);

    await expect(deleteCategoryTree(main.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(deleteCategoryTree('no-such-category')).rejects.toBeInstanceOf(NotFoundError);
    await expect(createProduct(newProductId(), productFields({ categoryId: 'no-such-category' }))).rejects.toBeInstanceOf(ConflictError);
    expect(await version()).toBe(before + 3);

    await Promise.all(Array.from({ length: 8 }, () => makeCategory()));
    expect(await version()).toBe(before + 11);
    await deleteProduct(product.id);
  });
});

describe('fairness of concurrent catalogue writes', () => {
  const reservations = () => firestore().collection('catalogueReservations');
  // Read as catalogue.ts reads them: the whole collection, the live ones kept (expiresAt has no index on a real project).
  const liveReservations = async () => (await reservations().get()).docs.filter((reservation) => (reservation.get('expiresAt') as Timestamp).toMillis() > Date.now()).length;
  const quickWrite = () => catalogueTransaction(() => Promise.resolve(() => undefined));

  // Writes are ordered through the database only (no memory is shared between them), so what holds
  // here holds for writes from other function instances and emulator worker processes too.
  it('a write slower than the others, which loses every race, takes a reservation after a few and commits while they keep writing', { timeout: 60_000 }, async () => {
    let writing = true;
    const quickWriters = Array.from({ length: 4 }, async () => {
      let commits = 0;
      while (writing) {
        await quickWrite();
        commits++;
      }
      return commits;
    });
    const written = firestore().collection('fairness').doc();
    let attempts = 0;
    await catalogueTransaction(async (tx) => {
      attempts++;
      await tx.get(written);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (writer) => writer.set(written, { attempts });
    });
    const settledWhileWriting = writing;
    writing = false;
    const commits = await Promise.all(quickWriters);

    expect(settledWhileWriting).toBe(true);
    expect((await written.get()).get('attempts')).toBe(attempts);
    // It did lose races to the quick writes; once it reserved, only the (at most four) quick writes
    // already under way could commit before it.
    expect(attempts).toBeGreaterThan(RACES_BEFORE_RESERVING);
    expect(attempts).toBeLessThanOrEqual(RACES_BEFORE_RESERVING + 4 + 1);
    expect(commits.every((count) => count > 0)).toBe(true);
  });

  it("a live reservation of another writer (another process's) holds a write back until it expires; an expired one does not", { timeout: 30_000 }, async () => {
    const next = (await version()) + 1;
    const elsewhere = reservations().doc();
    await elsewhere.set({ createdAt: Timestamp.now(), expiresAt: Timestamp.fromMillis(Date.now() + 1_500) });
    const started = Date.now();
    await quickWrite();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(await version()).toBe(next);

    await elsewhere.set({ createdAt: Timestamp.now(), expiresAt: Timestamp.fromMillis(Date.now() - 1) });
    const again = Date.now();
    await quickWrite();
    expect(Date.now() - again).toBeLessThan(1_000);
    expect(await version()).toBe(next + 1);
    await elsewhere.delete();
  });

  it('a write refused for its own reasons while it holds a reservation deletes it, so the others are not held back', async () => {
    let attempts = 0;
    const refused = catalogueTransaction(async () => {
      attempts++;
      // Three lost races (a change document made first), then a refusal of its own, made while it holds the reservation.
      if (attempts <= RACES_BEFORE_RESERVING) throw Object.assign(new Error('already exists'), { code: 6 });
      expect(await liveReservations()).toBe(1);
      throw new ConflictError('Category not found');
    });
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    expect(attempts).toBe(RACES_BEFORE_RESERVING + 1);
    expect(await liveReservations()).toBe(0);
    const started = Date.now();
    await quickWrite();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a reservation that cannot be deleted does not turn the answer of the write it held into an error (it expires instead)', async () => {
    const deleteRefused = { id: 'unreachable', delete: () => Promise.reject(new Error('UNAVAILABLE: the database could not be reached')) };
    await expect(releaseReservation(deleteRefused)).resolves.toBeUndefined();
  });
});

describe('integrity of concurrent catalogue writes', () => {
  // Google's emulator settles contended transactions by waiting on locks: 20 trials take longer there.
  it('a category delete racing a product create and a subcategory create never leaves a dangling reference (20 trials)', { timeout: 120_000 }, async () => {
    for (let trial = 0; trial < 20; trial++) {
      const main = await makeCategory();
      const [removal, product, sub] = await Promise.allSettled([
        deleteCategoryTree(main.id),
        createProduct(newProductId(), productFields({ categoryId: main.id })),
        createCategory(newCategoryId(), { ...categoryFields(), parentId: main.id }),
      ]);
      const stillThere = (await firestore().collection('categories').doc(main.id).get()).exists;
      const products = await firestore().collection('products').where('categoryId', '==', main.id).get();
      const subcategories = await firestore().collection('categories').where('parentId', '==', main.id).get();
      expect(stillThere).toBe(removal.status === 'rejected');
      if (!stillThere) {
        expect(products.size).toBe(0);
        expect(subcategories.size).toBe(0);
      } else {
        expect((removal as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
        expect(product.status).toBe('fulfilled');
      }
      for (const result of [product, sub]) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConflictError);
    }
  });

  it('of two concurrent deletes of one document, one succeeds and one finds it gone', async () => {
    const category = await makeCategory();
    const product = await makeProduct({ categoryId: (await makeCategory()).id });
    const item = await makeGalleryItem();
    for (const remove of [() => deleteCategoryTree(category.id), () => deleteProduct(product.id), () => deleteGalleryItem(item.id)]) {
      const results = await Promise.allSettled([remove(), remove()]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason).toBeInstanceOf(NotFoundError);
    }
  });
});

describe('idempotent creates', () => {
  it('stores the answer with the entity; the same key answers it again, also under concurrency, and creates once', async () => {
    const key = idempotencyId('test', randomUUID());
    const response = (record: CategoryRecord) => ({ status: 201, body: { id: record.id } });
    const fields = categoryFields();
    const results = await Promise.allSettled([1, 2, 3].map(() => createCategory(newCategoryId(), fields, { key, response })));
    const created = results.filter((r): r is PromiseFulfilledResult<CategoryRecord> => r.status === 'fulfilled');
    expect(created).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ReplayedResponse);
        expect(result.reason).toMatchObject({ response: { status: 201, body: { id: created[0].value.id } } });
      }
    }
    await expect(createCategory(newCategoryId(), fields, { key, response })).rejects.toMatchObject({ response: { status: 201, body: { id: created[0].value.id } } });
    expect((await allCategories()).filter((c) => c.name === fields.name)).toHaveLength(1);
  });
});

const categoryFields = () => ({ name: unique('category'), slug: '', description: '', image: '', imageInfo: null, order: 0, parentId: null, showInNav: false, showInProductsDropdown: true, translations: {} });
