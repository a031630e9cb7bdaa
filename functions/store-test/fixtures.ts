/** Small builders for store records with unique names, so test files never see each other's data. */
import { randomUUID } from 'node:crypto';
import { createCategory, newCategoryId, type CategoryFields } from '../src/store/categories';
import { createGalleryItem, newGalleryItemId, type GalleryFields } from '../src/store/gallery';
import { createProduct, newProductId, type ProductFields } from '../src/store/products';

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export const makeCategory = (fields: Partial<CategoryFields> = {}) =>
  createCategory(newCategoryId(), {
    name: unique('category'),
    slug: '',
    description: '',
    image: '',
    imageInfo: null,
    order: 0,
    parentId: null,
    showInNav: false,
    showInProductsDropdown: true,
    ...fields,
  });

export const productFields = (fields: Partial<ProductFields> & { categoryId: string }): ProductFields => ({
  name: unique('product'),
  slug: '',
  description: 'Cold pressed',
  price: 100,
  image: '',
  imageInfo: null,
  subcategoryId: null,
  featured: false,
  inStock: true,
  ...fields,
});

export const makeProduct = (fields: Partial<ProductFields> & { categoryId: string }) => createProduct(newProductId(), productFields(fields));

export const makeGalleryItem = (fields: Partial<GalleryFields> = {}) =>
  createGalleryItem(newGalleryItemId(), {
    title: unique('photo'),
    description: '',
    category: '',
    categoryId: null,
    subcategoryId: null,
    image: '',
    imageInfo: null,
    isPopular: false,
    order: 0,
    ...fields,
  });

export const ids = (records: { id: string }[]) => records.map((r) => r.id).sort();
