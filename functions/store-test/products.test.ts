import { beforeAll, describe, expect, it } from 'vitest';
import { priceAndStockOf, singleSize } from '@catalogue/domain';
import { NotFoundError } from '../src/store/errors';
import { getGalleryItem } from '../src/store/gallery';
import {
  createProductWithGalleryItem,
  deleteProduct,
  getProduct,
  newProductId,
  patchProduct,
  queryProducts,
  updateProduct,
  type ProductRecord,
} from '../src/store/products';
import { millis } from '../src/store/util';
import { ids, makeCategory, makeProduct, productFields } from './fixtures';

describe('queryProducts', () => {
  let main: string, sub: string, other: string;
  let inMain: ProductRecord, inSub: ProductRecord, legacyInSub: ProductRecord, inOther: ProductRecord;

  beforeAll(async () => {
    main = (await makeCategory()).id;
    sub = (await makeCategory({ parentId: main })).id;
    other = (await makeCategory()).id;
    inMain = await makeProduct({ categoryId: main, featured: true });
    inSub = await makeProduct({ categoryId: main, subcategoryId: sub });
    // Older data: the subcategory's id in categoryId.
    legacyInSub = await makeProduct({ categoryId: sub, featured: true });
    inOther = await makeProduct({ categoryId: other, featured: true });
  });

  it('a main category matches its own and its subcategories’ products', async () => {
    expect(ids(await queryProducts({ category: main }))).toEqual(ids([inMain, inSub, legacyInSub]));
  });

  it('a subcategory matches only its own products', async () => {
    expect(ids(await queryProducts({ category: sub }))).toEqual(ids([inSub, legacyInSub]));
  });

  it('an unknown or invalid category matches nothing', async () => {
    expect(await queryProducts({ category: 'no-such-category' })).toEqual([]);
    expect(await queryProducts({ category: 'a/b' })).toEqual([]);
  });

  it('filters featured products, alone or with a category', async () => {
    const featured = ids(await queryProducts({ featured: true }));
    expect(featured).toEqual(expect.arrayContaining(ids([inMain, legacyInSub, inOther])));
    expect(featured).not.toContain(inSub.id);
    expect(ids(await queryProducts({ featured: true, category: main }))).toEqual(ids([inMain, legacyInSub]));
    expect(ids(await queryProducts({ featured: false, category: main }))).toEqual(ids([inSub]));
  });

  it('returns the newest first', async () => {
    const times = (await queryProducts()).map((p) => millis(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('product writes', () => {
  it('creates, reads, updates, patches and deletes a product', async () => {
    const category = (await makeCategory()).id;
    const created = await makeProduct({ categoryId: category, price: 250 });
    expect(await getProduct(created.id)).toMatchObject({ id: created.id, name: created.name, price: 250, categoryId: category, featured: false });

    // The stored price and stock are read from the sizes.
    const sizes = [singleSize(300, false, { key: '1-l', label: '1 L' }), singleSize(280, false, { key: '500-ml', label: '500 ml' })];
    const updated = await updateProduct(created.id, () => ({ variants: sizes, ...priceAndStockOf(sizes) }));
    expect(updated).toMatchObject({ id: created.id, name: created.name, price: 280, inStock: false, variants: sizes });
    expect(await getProduct(created.id)).toMatchObject({ price: 280, inStock: false, variants: sizes });

    expect((await patchProduct(created.id, (current) => ({ featured: !current.featured }))).featured).toBe(true);
    expect((await getProduct(created.id)).featured).toBe(true);

    await deleteProduct(created.id);
    await expect(getProduct(created.id)).rejects.toThrow(new NotFoundError('Product not found'));
  });

  it('a missing or invalid product is a NotFoundError on every path', async () => {
    const gone = await makeProduct({ categoryId: (await makeCategory()).id });
    await deleteProduct(gone.id);
    for (const attempt of [
      () => getProduct(gone.id),
      () => getProduct('a/b'),
      () => getProduct('__reserved__'),
      () => updateProduct(gone.id, () => ({ price: 1 })),
      () => patchProduct(gone.id, () => ({ featured: true })),
    ]) {
      await expect(attempt()).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(getProduct('a/b')).rejects.toThrow('Product not found');
  });

  it('creates a product and its gallery item together', async () => {
    const category = await makeCategory();
    const id = newProductId();
    const { product, galleryItemId } = await createProductWithGalleryItem(id, productFields({ categoryId: category.id }), category.name);
    expect(await getProduct(id)).toMatchObject({ id, name: product.name });
    expect(await getGalleryItem(galleryItemId)).toMatchObject({ title: product.name, category: category.name, categoryId: category.id, isPopular: false });
  });
});
