import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { slugify } from '@catalogue/domain';
import { firestore } from '../src/firebase';
import { catalogueTransaction } from '../src/store/catalogue';
import { allCategories, deleteCategoryTree, getCategoryBySlug, updateCategory } from '../src/store/categories';
import { ConflictError, NotFoundError } from '../src/store/errors';
import { purgeFromTrash } from '../src/store/trash';
import { createProduct, createProductWithGalleryItem, deleteProduct, getProduct, getProductBySlug, newProductId, updateProduct } from '../src/store/products';
import { makeCategory, makeProduct, productFields, unique } from './fixtures';

const slugIndex = (kind: string, slug: string) => firestore().collection(`${kind}Slugs`).doc(slug).get();

describe('slugs', () => {
  it('are generated from the name on create, with -2, -3... when taken, also by concurrent creates', async () => {
    const category = await makeCategory();
    const name = `Rosé Soap ${unique('x')}`;
    const created = await Promise.all(Array.from({ length: 4 }, () => createProduct(newProductId(), productFields({ name, categoryId: category.id }))));
    const base = slugify(name);
    expect(base).toMatch(/^rose-soap-x-/);
    expect(created.map((p) => p.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`]);
    for (const product of created) expect((await slugIndex('product', product.slug)).get('id')).toBe(product.id);
  });

  it('falls back to the id for a name without latin letters or digits', async () => {
    const category = await makeCategory({ name: 'तुलसी' });
    expect(category.slug).toBe(category.id.toLowerCase());
  });

  it('stay when the name changes; an owner edit moves it and the old slug still finds the entity', async () => {
    const category = await makeCategory();
    const product = await makeProduct({ categoryId: category.id, name: unique('Neem Oil') });
    const renamed = await updateProduct(product.id, () => ({ name: unique('Better Neem Oil') }));
    expect(renamed.slug).toBe(product.slug);

    const moved = await updateProduct(renamed.id, () => ({ slug: unique('neem') }));
    expect((await getProductBySlug(moved.slug)).record.id).toBe(product.id);
    const viaOld = await getProductBySlug(product.slug);
    expect(viaOld).toMatchObject({ record: { id: product.id, slug: moved.slug }, size: null });
  });

  it('refuses a slug another entity has or had; the entity itself may take an old one back', async () => {
    const category = await makeCategory();
    const first = await makeProduct({ categoryId: category.id });
    const second = await makeProduct({ categoryId: category.id });
    await expect(updateProduct(second.id, () => ({ slug: first.slug }))).rejects.toBeInstanceOf(ConflictError);
    const moved = await updateProduct(first.id, () => ({ slug: unique('moved') }));
    await expect(updateProduct(second.id, () => ({ slug: first.slug }))).rejects.toBeInstanceOf(ConflictError);
    expect((await updateProduct(moved.id, () => ({ slug: first.slug }))).slug).toBe(first.slug);
    await expect(createProduct(newProductId(), productFields({ categoryId: category.id, slug: second.slug }))).rejects.toBeInstanceOf(ConflictError);
  });

  it('stay reserved while the entity is in the trash, and are released when it is purged', async () => {
    const main = await makeCategory();
    const sub = await makeCategory({ parentId: main.id });
    const product = await makeProduct({ categoryId: main.id });
    await deleteProduct(product.id);
    await expect(getProductBySlug(product.slug)).rejects.toBeInstanceOf(NotFoundError);
    expect((await slugIndex('product', product.slug)).get('id')).toBe(product.id);
    await expect(createProduct(newProductId(), productFields({ categoryId: main.id, slug: product.slug }))).rejects.toBeInstanceOf(ConflictError);
    await deleteCategoryTree(main.id);
    for (const slug of [main.slug, sub.slug]) {
      await expect(getCategoryBySlug(slug)).rejects.toBeInstanceOf(NotFoundError);
      expect((await slugIndex('category', slug)).exists).toBe(true);
    }
    await purgeFromTrash(product.id);
    await purgeFromTrash(main.id);
    expect((await slugIndex('product', product.slug)).exists).toBe(false);
    for (const slug of [main.slug, sub.slug]) expect((await slugIndex('category', slug)).exists).toBe(false);
    const again = await makeProduct({ categoryId: (await makeCategory()).id, slug: product.slug });
    expect(again.slug).toBe(product.slug);
  });

  it('are given with the gallery item create too', async () => {
    const category = await makeCategory();
    const { product } = await createProductWithGalleryItem(newProductId(), productFields({ categoryId: category.id }), category.name);
    expect((await getProductBySlug(product.slug)).record.id).toBe(product.id);
  });

  it('are backfilled for data stored before slugs existed, once, unique among themselves', async () => {
    const name = unique('Old Oil');
    const refs = [firestore().collection('products').doc(), firestore().collection('products').doc()];
    await Promise.all(refs.map((ref) => ref.set({ name, price: 1, createdAt: Timestamp.now(), updatedAt: Timestamp.now() })));
    const category = firestore().collection('categories').doc();
    await category.set({ name: unique('Old Category'), order: 0, parentId: null });
    // A catalogue write makes the instances read the collections again.
    await catalogueTransaction(() => Promise.resolve(() => undefined));

    const [products, categories] = await Promise.all([Promise.all(refs.map((ref) => getProduct(ref.id))), allCategories()]);
    const slugs = products.map((product) => product.slug);
    const base = slugify(name);
    expect(slugs.sort()).toEqual([base, `${base}-2`]);
    expect(categories.find((c) => c.id === category.id)?.slug).toMatch(/^old-category-/);
    expect((await getProductBySlug(base)).record.name).toBe(name);

    const stored = await Promise.all(refs.map(async (ref) => (await ref.get()).get('slug')));
    expect(stored.sort()).toEqual(slugs);
    expect(await updateCategory(category.id, { description: 'kept' })).toMatchObject({ slug: expect.stringMatching(/^old-category-/) });
  });
});
