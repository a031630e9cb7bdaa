import { describe, expect, it } from 'vitest';
import {
  allCategories,
  categoryRefs,
  deleteCategoryTree,
  findCategory,
  getCategory,
  nextCategoryOrder,
  patchCategory,
  subcategoriesOf,
  tree,
} from '../src/store/categories';
import { ConflictError, NotFoundError } from '../src/store/errors';
import { getGalleryItem } from '../src/store/gallery';
import { deleteProduct } from '../src/store/products';
import { ids, makeCategory, makeGalleryItem, makeProduct } from './fixtures';

describe('category reads', () => {
  it('builds the tree: main categories by order, each with its subcategories by order', async () => {
    const late = await makeCategory({ order: 2_000_002 });
    const early = await makeCategory({ order: 2_000_001 });
    const second = await makeCategory({ parentId: early.id, order: 20 });
    const first = await makeCategory({ parentId: early.id, order: 10 });

    const ours = tree(await allCategories()).filter((c) => c._id === early.id || c._id === late.id);
    expect(ours.map((c) => c._id)).toEqual([early.id, late.id]);
    expect(ours[0].subcategories?.map((s) => s._id)).toEqual([first.id, second.id]);
    expect(ours[0].subcategories?.[0]).toMatchObject({ name: first.name, parent: early.id });
    expect(ours[1].subcategories).toEqual([]);
    expect(ids(await subcategoriesOf(early.id))).toEqual(ids([first, second]));
    expect((await categoryRefs()).get(first.id)).toEqual({ _id: first.id, name: first.name, slug: first.slug });
  });

  it('finds a category, or says it is missing', async () => {
    const category = await makeCategory();
    expect(await findCategory(category.id)).toMatchObject({ id: category.id, name: category.name });
    expect(await findCategory('no-such-category')).toBeNull();
    expect(await findCategory('a/b')).toBeNull();
    await expect(getCategory('no-such-category')).rejects.toThrow(new NotFoundError('Category not found'));
  });

  it('gives a new category the order after its siblings', async () => {
    const main = await makeCategory({ order: 3_000_000 });
    expect(await nextCategoryOrder(null)).toBe(3_000_010);
    expect(await nextCategoryOrder(main.id)).toBe(0);
    await makeCategory({ parentId: main.id, order: 5 });
    expect(await nextCategoryOrder(main.id)).toBe(15);
  });

  it('patches navigation settings, and refuses a missing category', async () => {
    const category = await makeCategory({ order: 7 });
    expect(await patchCategory(category.id, () => ({ order: 8, showInNav: true }))).toMatchObject({ order: 8, showInNav: true, name: category.name });
    await expect(patchCategory('no-such-category', () => ({ order: 1 }))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('deleteCategoryTree', () => {
  it('refuses while a product uses the category or a subcategory, and changes nothing', async () => {
    const main = await makeCategory();
    const sub = await makeCategory({ parentId: main.id });
    const product = await makeProduct({ categoryId: main.id, subcategoryId: sub.id });

    await expect(deleteCategoryTree(main.id)).rejects.toThrow(new ConflictError('This category is used by 1 product(s). Move or delete them first.'));
    await expect(deleteCategoryTree(sub.id)).rejects.toBeInstanceOf(ConflictError);
    expect(await findCategory(main.id)).not.toBeNull();
    expect(await findCategory(sub.id)).not.toBeNull();
    await deleteProduct(product.id);
  });

  it('deletes the category with its subcategories; gallery items keep their label but lose the reference', async () => {
    const main = await makeCategory();
    const sub = await makeCategory({ parentId: main.id });
    const keep = await makeCategory();
    const photo = await makeGalleryItem({ category: main.name, categoryId: main.id, subcategoryId: sub.id });
    const elsewhere = await makeGalleryItem({ category: keep.name, categoryId: keep.id, subcategoryId: sub.id });

    expect(ids(await deleteCategoryTree(main.id))).toEqual(ids([main, sub]));
    expect(await findCategory(main.id)).toBeNull();
    expect(await findCategory(sub.id)).toBeNull();
    expect(await getGalleryItem(photo.id)).toMatchObject({ category: main.name, categoryId: null, subcategoryId: null });
    expect(await getGalleryItem(elsewhere.id)).toMatchObject({ categoryId: keep.id, subcategoryId: null });
  });

  it('a missing category is a NotFoundError', async () => {
    await expect(deleteCategoryTree('no-such-category')).rejects.toThrow(new NotFoundError('Category not found'));
  });
});
