import { describe, expect, it } from 'vitest';
import { deleteCategoryTree } from '../src/store/categories';
import { getGalleryItem, updateGalleryItem } from '../src/store/gallery';
import { listTrash, restoreFromTrash } from '../src/store/trash';
import { makeCategory, makeGalleryItem } from './fixtures';

describe('trash', () => {
  it("a category's restore gives gallery items their references back, except an item filed elsewhere meanwhile", async () => {
    const main = await makeCategory();
    const sub = await makeCategory({ parentId: main.id });
    const other = await makeCategory();
    const kept = await makeGalleryItem({ category: main.name, categoryId: main.id, subcategoryId: sub.id });
    const moved = await makeGalleryItem({ category: main.name, categoryId: main.id });

    await deleteCategoryTree(main.id);
    expect(await getGalleryItem(kept.id)).toMatchObject({ categoryId: null, subcategoryId: null });
    expect((await listTrash()).find((entry) => entry.id === main.id)).toMatchObject({ kind: 'category', docs: [{ id: main.id }, { id: sub.id }] });
    await updateGalleryItem(await getGalleryItem(moved.id), { categoryId: other.id });

    await restoreFromTrash(main.id);
    expect(await getGalleryItem(kept.id)).toMatchObject({ categoryId: main.id, subcategoryId: sub.id });
    expect(await getGalleryItem(moved.id)).toMatchObject({ categoryId: other.id });
  });
});
