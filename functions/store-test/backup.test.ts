import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestore } from '../src/firebase';
import { BACKUP_COLLECTIONS, fromPortable, lastBackup, photoKeysOf, readBackupContent, recordBackup, type BackupCollections } from '../src/store/backup';
import { recordSession } from '../src/store/sessions';
import { makeCategory, makeProduct, ownDatabase, unique } from './fixtures';

// A backup reads every collection of the shop: a database of its own, so that no other file's
// writes land in it halfway.
ownDatabase('backup');

const docOf = (collections: BackupCollections, collection: keyof BackupCollections, id: string) => collections[collection].find((doc) => doc.id === id)?.data;
const ids = (collections: BackupCollections, collection: keyof BackupCollections) => collections[collection].map((doc) => doc.id);

describe('backups', () => {
  it('holds every collection the shop owns, dates as portable JSON, and every photo any document names', async () => {
    const category = await makeCategory({ image: '/uploads/categories/cat-1024.webp' });
    const photo = { _id: 'a'.repeat(24), src: '/uploads/products/p1-1024.webp', variants: [{ width: 320, src: '/uploads/products/p1-320.webp' }], width: 1024, height: 768, social: '/uploads/products/p1-social.jpg' };
    const product = await makeProduct({ categoryId: category.id, images: [photo], image: photo.src });
    const version = firestore().collection('siteSettingsVersions').doc(unique('v'));
    await version.set({ business: { logo: { src: '/api/uploads/site/logo-1024.webp' } }, savedAt: Timestamp.fromMillis(Date.UTC(2024, 0, 2)) });
    const trashed = firestore().collection('trash').doc(unique('trashed'));
    await trashed.set({ kind: 'gallery', docs: [{ id: trashed.id, data: { image: '/uploads/gallery/g-1024.webp', title: 'https://example.com/uploads/not-ours.webp' } }] });

    const { collections, photoKeys } = await readBackupContent();
    expect(Object.keys(collections).sort()).toEqual([...BACKUP_COLLECTIONS].sort());
    const stored = docOf(collections, 'products', product.id)!;
    expect(stored).toMatchObject({ name: product.name, categoryId: category.id, images: [photo], createdAt: { $timestamp: (product.createdAt as Timestamp).toDate().toISOString() } });
    expect(docOf(collections, 'productSlugs', product.slug)).toEqual({ id: product.id });
    expect(docOf(collections, 'siteSettingsVersions', version.id)).toMatchObject({ savedAt: { $timestamp: '2024-01-02T00:00:00.000Z' } });
    expect(ids(collections, 'trash')).toContain(trashed.id);
    expect(photoKeys).toEqual(
      expect.arrayContaining(['categories/cat-1024.webp', 'products/p1-1024.webp', 'products/p1-320.webp', 'products/p1-social.jpg', 'site/logo-1024.webp', 'gallery/g-1024.webp']),
    );
    expect(photoKeys).not.toContain('not-ours.webp');
    expect(photoKeys).toEqual([...new Set(photoKeys)].sort());
  });

  it("holds nothing of the running system's own: sign-ins, counters, idempotency answers, the catalogue's change log", async () => {
    const session = await recordSession(unique('uid'), unique('cookie'), 'Chrome', Date.now() + 60_000);
    await makeCategory();
    const { collections } = await readBackupContent();
    const text = JSON.stringify(collections);
    expect(text).not.toContain(session);
    for (const collection of ['sessions', 'loginAttempts', 'idempotency', 'usedIdTokens', 'trustedDevices', 'meta', 'catalogueChanges', 'catalogueReservations']) expect(collections).not.toHaveProperty(collection);
  });

  it('is one moment of the shop: a product and its slug are in it together or not at all, while writes go on', { timeout: 120_000 }, async () => {
    const category = await makeCategory();
    for (let trial = 0; trial < 5; trial++) {
      const [{ collections }, product] = await Promise.all([readBackupContent(), makeProduct({ categoryId: category.id })]);
      expect(ids(collections, 'products').includes(product.id)).toBe(ids(collections, 'productSlugs').includes(product.slug));
    }
  });

  it('portable values come back as Firestore stores them', () => {
    const at = '2024-03-04T05:06:07.089Z';
    expect(fromPortable({ a: { $timestamp: at }, list: [{ $timestamp: at }, 1, 'x', null], nested: { deeper: { $timestamp: at } } })).toEqual({
      a: Timestamp.fromDate(new Date(at)),
      list: [Timestamp.fromDate(new Date(at)), 1, 'x', null],
      nested: { deeper: Timestamp.fromDate(new Date(at)) },
    });
    expect(fromPortable({ $timestamp: at, note: 'not a date' })).toEqual({ $timestamp: at, note: 'not a date' });
    expect(fromPortable({ $timestamp: 5 })).toEqual({ $timestamp: 5 });
  });

  it('a backup written back reads the same', async () => {
    const product = await makeProduct({ categoryId: (await makeCategory()).id });
    const { collections } = await readBackupContent();
    const data = docOf(collections, 'products', product.id)!;
    const copy = firestore().collection('products').doc(unique('copy'));
    await copy.set(fromPortable(data) as Record<string, unknown>);
    expect((await copy.get()).data()).toEqual((await firestore().collection('products').doc(product.id).get()).data());
    await copy.delete();
  });

  it('names the photos of any set of documents, each once, sorted', () => {
    const keys = photoKeysOf({
      products: [{ id: 'p', data: { images: [{ src: '/uploads/products/b.webp' }, { src: '/uploads/products/a.webp' }], image: '/uploads/products/b.webp' } }],
      trash: [{ id: 't', data: { docs: [{ data: { image: '/api/uploads/gallery/c.webp', other: '/uploads/../secret', text: 'uploads/d.webp' } }] } }],
    });
    expect(keys).toEqual(['gallery/c.webp', 'products/a.webp', 'products/b.webp']);
  });

  it('notes the last backup, and reads a note stored in another form', async () => {
    const meta = firestore().collection('meta').doc('backup');
    await meta.delete();
    expect(await lastBackup()).toBeNull();
    await recordBackup('2024-06-01T10:00:00.000Z', { products: 3, categories: 1 }, 7);
    expect(await lastBackup()).toEqual({ createdAt: '2024-06-01T10:00:00.000Z', counts: { products: 3, categories: 1 }, photos: 7 });
    // Deleted first: the in-process emulator's set() keeps the fields the new data lacks (Firestore drops them).
    await meta.delete();
    await meta.set({ createdAt: Timestamp.fromDate(new Date('2024-07-01T00:00:00.000Z')), photos: 'many' });
    expect(await lastBackup()).toEqual({ createdAt: '2024-07-01T00:00:00.000Z', counts: {}, photos: 0 });
  });
});
