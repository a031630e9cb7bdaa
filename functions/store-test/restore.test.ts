import { describe, expect, it } from 'vitest';
import type { PlannedSummary } from '../src/backup/restorePlan';
import { firestore } from '../src/firebase';
import { readBackupContent, type BackupCollection, type BackupCollections } from '../src/store/backup';
import { updateCategory } from '../src/store/categories';
import { ConflictError } from '../src/store/errors';
import { createProduct, deleteProduct, getProduct, newProductId, type ProductRecord } from '../src/store/products';
import { restoreDocuments } from '../src/store/restore';
import { currentSiteSettings, saveSiteSettings } from '../src/store/siteSettings';
import { makeCategory, makeProduct, ownDatabase, productFields, unique } from './fixtures';

// A restore reads and rewrites the whole shop: a database of its own.
ownDatabase('restore');

const ENTITIES: BackupCollection[] = ['products', 'categories', 'gallery', 'testimonials'];
const savedBy = 'Asha';
const backup = async () => (await readBackupContent()).collections;
const catalogueVersion = async () => Number((await firestore().collection('meta').doc('catalogue').get()).get('version'));
const idsIn = (collections: BackupCollections, collection: BackupCollection) => collections[collection].map((doc) => doc.id).sort();
/** The shop's products, categories, gallery items and testimonials, by id. */
const entitiesOf = (collections: BackupCollections) => Object.fromEntries(ENTITIES.map((name) => [name, [...collections[name]].sort((a, b) => a.id.localeCompare(b.id))]));
const trashEntry = async (id: string) => (await firestore().collection('trash').doc(id).get()).data();
const namesOf = (summary: PlannedSummary) => summary.entities.product;

/** A small shop, a backup of it, and the shop changed since: a product deleted, one added, a category renamed, the settings saved. */
async function changedSinceBackup() {
  const category = await makeCategory();
  const kept = await makeProduct({ categoryId: category.id });
  const deleted = await makeProduct({ categoryId: category.id });
  await saveSiteSettings({ leads: { featuredProducts: unique('lead'), popularGallery: '', products: '', gallery: '', contact: '' } }, savedBy);
  const taken = await backup();
  const settingsThen = await currentSiteSettings();

  await deleteProduct(deleted.id);
  const added = await makeProduct({ categoryId: category.id });
  await updateCategory(category.id, { name: unique('renamed') });
  await saveSiteSettings({ leads: { ...settingsThen.leads, featuredProducts: unique('lead since') } }, savedBy);
  return { taken, settingsThen, category, kept, deleted, added };
}

// Each test reads and writes the whole (small) shop several times: slower on Google's emulator.
describe('restoring a backup', { timeout: 120_000 }, () => {
  it('a dry run says what would change and writes nothing', async () => {
    const { taken, deleted, added, category } = await changedSinceBackup();
    const before = await backup();
    const version = await catalogueVersion();
    const summary = await restoreDocuments(taken, { dryRun: true, savedBy });
    expect(namesOf(summary)).toEqual({ added: [deleted.name], changed: [], removed: [added.name] });
    expect(summary.entities.category.changed).toEqual([category.name]);
    expect(summary.siteSettings).toBe(true);
    expect(await backup()).toEqual(before);
    expect(await catalogueVersion()).toBe(version);
  });

  it('puts the shop back as in the backup: what it lacks goes to the trash, the settings are a new version', async () => {
    const { taken, settingsThen, category, kept, deleted, added } = await changedSinceBackup();
    const settingsBefore = await currentSiteSettings();
    const summary = await restoreDocuments(taken, { dryRun: false, savedBy });
    expect(namesOf(summary)).toEqual({ added: [deleted.name], changed: [], removed: [added.name] });

    const after = await backup();
    expect(entitiesOf(after)).toEqual(entitiesOf(taken));
    // Read through the cached catalogue: the restore is a catalogue write.
    expect((await getProduct(deleted.id)).name).toBe(deleted.name);
    expect((await getProduct(kept.id)).categoryId).toBe(category.id);
    await expect(getProduct(added.id)).rejects.toThrow('Product not found');
    expect(await trashEntry(added.id)).toMatchObject({ kind: 'product', name: added.name, docs: [{ id: added.id }] });
    expect(await trashEntry(deleted.id)).toBeUndefined();

    const settings = await currentSiteSettings();
    expect(settings).toMatchObject({ version: settingsBefore.version + 1, savedBy, leads: settingsThen.leads });
  });

  it('a restore too large for one commit is refused and changes nothing', async () => {
    const taken = await backup();
    const before = await backup();
    const id = newProductId();
    const huge = { ...taken, products: [...taken.products, { id, data: { name: 'Huge', description: 'x'.repeat(10 * 1024 * 1024) } }] };
    await expect(restoreDocuments(huge, { dryRun: false, savedBy })).rejects.toBeInstanceOf(ConflictError);
    expect(await backup()).toEqual(before);
  });

  it('of two restores at once, the shop ends as in the backup, each entity once', async () => {
    const { taken, added } = await changedSinceBackup();
    const results = await Promise.all([restoreDocuments(taken, { dryRun: false, savedBy }), restoreDocuments(taken, { dryRun: false, savedBy })]);
    expect(results.some((summary) => namesOf(summary).removed.includes(added.name))).toBe(true);
    const after = await backup();
    expect(entitiesOf(after)).toEqual(entitiesOf(taken));
    expect(after.trash.filter((entry) => entry.id === added.id)).toHaveLength(1);
  });

  it('a product created while a restore runs is kept or moved to the trash, never lost', async () => {
    const category = await makeCategory();
    for (let trial = 0; trial < 4; trial++) {
      const taken = await backup();
      const id = newProductId();
      const [, created] = await Promise.all([restoreDocuments(taken, { dryRun: false, savedBy }), createProduct(id, productFields({ categoryId: category.id }))]);
      const after = await backup();
      const inShop = idsIn(after, 'products').includes(id);
      const inTrash = idsIn(after, 'trash').includes(id);
      expect([inShop, inTrash]).toContainEqual(true);
      expect(inShop && inTrash).toBe(false);
      const data = inShop ? after.products.find((doc) => doc.id === id)!.data : ((await trashEntry(id))!.docs as { data: ProductRecord }[])[0].data;
      expect(data.name).toBe(created.name);
    }
  });
});
