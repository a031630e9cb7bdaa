import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/store/errors';
import { deleteGalleryItem, getGalleryItem, patchGalleryItem, queryGallery, updateGalleryItem } from '../src/store/gallery';
import { ids, makeCategory, makeGalleryItem, unique } from './fixtures';

describe('gallery', () => {
  it('filters by label (any case), category id or subcategory id, sorted by order', async () => {
    const label = unique('Label');
    const main = await makeCategory();
    const sub = await makeCategory({ parentId: main.id });
    const byLabel = await makeGalleryItem({ category: label, order: 2 });
    const byId = await makeGalleryItem({ category: main.name, categoryId: main.id, order: 1 });
    const bySub = await makeGalleryItem({ category: 'Other', subcategoryId: sub.id, isPopular: true });

    expect(ids(await queryGallery({ category: ` ${label.toUpperCase()} ` }))).toEqual(ids([byLabel]));
    expect((await queryGallery({ category: main.id })).map((r) => r.id)).toEqual([byId.id]);
    expect((await queryGallery({ category: sub.id })).map((r) => r.id)).toEqual([bySub.id]);
    const popular = ids(await queryGallery({ popular: true }));
    expect(popular).toContain(bySub.id);
    expect(popular).not.toContain(byId.id);
    const all = (await queryGallery({ category: 'all' })).map((r) => r.id);
    expect(all.indexOf(bySub.id)).toBeLessThan(all.indexOf(byId.id));
    expect(all.indexOf(byId.id)).toBeLessThan(all.indexOf(byLabel.id));
  });

  it('updates, toggles and deletes an item; a missing one is a NotFoundError', async () => {
    const item = await makeGalleryItem();
    expect(await updateGalleryItem(item, { title: 'Mustard field' })).toMatchObject({ id: item.id, title: 'Mustard field' });
    expect((await patchGalleryItem(item.id, (current) => ({ isPopular: !current.isPopular }))).isPopular).toBe(true);
    expect(await getGalleryItem(item.id)).toMatchObject({ title: 'Mustard field', isPopular: true });
    await deleteGalleryItem(item.id);
    await expect(getGalleryItem(item.id)).rejects.toThrow(new NotFoundError('Gallery item not found'));
  });
});
