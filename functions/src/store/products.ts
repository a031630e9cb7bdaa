/**
 * `products/{id}`: name, description, price, image, imageInfo, categoryId, subcategoryId,
 * featured, inStock, createdAt, updatedAt.
 *
 * Category model: `categoryId` is always the MAIN category; `subcategoryId` is a
 * subcategory of it or null. A product filed under a subcategory therefore has
 * categoryId = the subcategory's parent and subcategoryId = the subcategory. Older data may
 * hold a subcategory's id in categoryId: queryProducts finds those products too.
 */
import { Timestamp, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { CategoryRef, ImageInfo, Product } from '@catalogue/domain';
import { firestore } from '../firebase';
import { findCategory, subcategoriesOf } from './categories';
import { galleryCol, productsCol } from './collections';
import { recordCollection, type Fields } from './records';
import { bool, chunk, idOrNull, millis, num, prop, str, toIso } from './util';

export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  price: number;
  image: string;
  imageInfo: ImageInfo | null;
  categoryId: string | null;
  subcategoryId: string | null;
  featured: boolean;
  inStock: boolean;
  createdAt: unknown;
  updatedAt: unknown;
}

function toRecord(snap: DocumentSnapshot): ProductRecord {
  const d: Record<string, unknown> = snap.data() ?? {};
  // A reference stored as an id or, in older data, as `{ _id, name }`.
  const ref = (value: unknown) => (typeof value === 'string' ? value : prop(value, '_id'));
  return {
    id: snap.id,
    name: str(d.name),
    description: str(d.description),
    price: num(d.price, 0),
    image: str(d.image),
    imageInfo: (d.imageInfo as ImageInfo) ?? null,
    categoryId: idOrNull(d.categoryId ?? ref(d.category)),
    subcategoryId: idOrNull(d.subcategoryId ?? ref(d.subcategory)),
    featured: bool(d.featured, false),
    inStock: bool(d.inStock, true),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export type CategoryNames = Map<string, string>;

export function toApi(record: ProductRecord, names: CategoryNames): Product {
  const ref = (id: string | null): CategoryRef | null => (id ? { _id: id, name: names.get(id) ?? '' } : null);
  return {
    _id: record.id,
    name: record.name,
    description: record.description,
    price: record.price,
    image: record.image,
    imageInfo: record.imageInfo,
    category: ref(record.categoryId),
    subcategory: ref(record.subcategoryId),
    featured: record.featured,
    inStock: record.inStock,
    createdAt: toIso(record.createdAt),
    updatedAt: toIso(record.updatedAt),
  };
}

const products = recordCollection(productsCol, toRecord, 'Product not found');

export type ProductFields = Fields<ProductRecord>;
export const newProductId = products.newId;
/** The product; NotFoundError when there is none. */
export const getProduct = products.get;
export const createProduct = products.create;
export const updateProduct = products.update;
export const patchProduct = products.patch;
export const deleteProduct = products.remove;

const newestFirst = (a: ProductRecord, b: ProductRecord) => millis(b.createdAt) - millis(a.createdAt) || a.id.localeCompare(b.id);

/**
 * Products, newest first, optionally only the (non-)featured ones and those of one category:
 * a main category matches its own and its subcategories' products, a subcategory its own.
 * An unknown category matches nothing.
 */
export async function queryProducts(filters: { featured?: boolean; category?: string } = {}): Promise<ProductRecord[]> {
  let base: Query = productsCol();
  if (filters.featured !== undefined) base = base.where('featured', '==', filters.featured);
  if (filters.category === undefined) return (await base.get()).docs.map(toRecord).sort(newestFirst);

  const category = await findCategory(filters.category);
  if (!category) return [];
  const byId = new Map<string, ProductRecord>();
  const add = (docs: QueryDocumentSnapshot[]) => docs.forEach((d) => byId.set(d.id, toRecord(d)));
  if (category.parentId) {
    add((await base.where('subcategoryId', '==', category.id).get()).docs);
    add((await base.where('categoryId', '==', category.id).get()).docs);
  } else {
    // Products filed directly under a subcategory id (older data) count too.
    const ids = [category.id, ...(await subcategoriesOf(category.id)).map((s) => s.id)];
    for (const part of chunk(ids, 30)) add((await base.where('categoryId', 'in', part).get()).docs);
    for (const part of chunk(ids.slice(1), 30)) add((await base.where('subcategoryId', 'in', part).get()).docs);
  }
  return [...byId.values()].sort(newestFirst);
}

/**
 * Creates a product and, in the same batch, a gallery item showing it (no image yet, the
 * product's category under `categoryLabel`). Returns the product and the gallery item's id.
 */
export async function createProductWithGalleryItem(id: string, fields: ProductFields, categoryLabel: string) {
  const now = Timestamp.now();
  const product = { ...fields, createdAt: now, updatedAt: now };
  const galleryRef = galleryCol().doc();
  const batch = firestore().batch();
  batch.create(productsCol().doc(id), product);
  batch.create(galleryRef, {
    title: fields.name,
    description: fields.description,
    category: categoryLabel,
    categoryId: fields.categoryId,
    subcategoryId: fields.subcategoryId,
    image: '',
    imageInfo: null,
    isPopular: false,
    order: 0,
    productId: id,
    createdAt: now,
    updatedAt: now,
  });
  await batch.commit();
  return { product: { id, ...product } as ProductRecord, galleryItemId: galleryRef.id };
}
