/** Small builders for store records with unique names, so test files never see each other's data. */
import { randomUUID } from 'node:crypto';
import { categoryFields, galleryItemFields, plainDefaults, productFields as productPlainFields, singleSize } from '@catalogue/domain';
import { createCategory, newCategoryId, type CategoryFields } from '../src/store/categories';
import { createGalleryItem, newGalleryItemId, type GalleryFields } from '../src/store/gallery';
import { createProduct, newProductId, type ProductFields } from '../src/store/products';

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export const makeCategory = (fields: Partial<CategoryFields> = {}) =>
  createCategory(newCategoryId(), {
    ...plainDefaults(categoryFields),
    name: unique('category'),
    slug: '',
    image: '',
    imageInfo: null,
    order: 0,
    parentId: null,
    translations: {},
    ...fields,
  });

export const productFields = ({ variants, ...fields }: Partial<ProductFields> & { categoryId: string }): ProductFields => {
  const values = { ...plainDefaults(productPlainFields), name: unique('product'), slug: '', description: 'Cold pressed', price: 100, images: [], image: '', imageInfo: null, subcategoryId: null, translations: {}, stock: {}, ...fields };
  return { ...values, variants: variants ?? [singleSize(values.price, values.inStock)] };
};

export const makeProduct = (fields: Partial<ProductFields> & { categoryId: string }) => createProduct(newProductId(), productFields(fields));

export const makeGalleryItem = (fields: Partial<GalleryFields> = {}) =>
  createGalleryItem(newGalleryItemId(), {
    ...plainDefaults(galleryItemFields),
    title: unique('photo'),
    category: '',
    categoryId: null,
    subcategoryId: null,
    image: '',
    imageInfo: null,
    translations: {},
    ...fields,
  });

export const ids = (records: { id: string }[]) => records.map((r) => r.id).sort();

/**
 * Gives the test file a database of its own (a project id no other file or run uses), for store
 * functions that read or write a whole collection or a shared document (backups, restores, the
 * testimonials' limit, the site settings). Call at the top of the file, before the first read.
 */
export function ownDatabase(name: string) {
  process.env.GCLOUD_PROJECT = `demo-${name}-${randomUUID().slice(0, 8)}`;
}
