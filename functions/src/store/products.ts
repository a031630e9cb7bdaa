/**
 * `products/{id}`: the plain fields of domain's `productFields` (name, description, price...), slug
 * (store/slugs.ts), image, imageInfo, categoryId, subcategoryId, createdAt, updatedAt.
 *
 * Category model: `categoryId` is always the MAIN category; `subcategoryId` is a
 * subcategory of it or null. A product filed under a subcategory therefore has
 * categoryId = the subcategory's parent and subcategoryId = the subcategory. Older data may
 * hold a subcategory's id in categoryId: queryProducts finds those products too.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { pickPlain, productFields, type CategoryRef, type ImageInfo, type Product, type ProductValues } from '@catalogue/domain';
import { catalogueTransaction } from './catalogue';
import { allCategories, existingCategoryIds } from './categories';
import { galleryCol, productsCol } from './collections';
import { ConflictError } from './errors';
import { claimKey, type Idempotency } from './idempotency';
import { recordCollection, type Fields } from './records';
import { productSlugs } from './slugs';
import { idOrNull, millis, prop, readPlain, str, toIso } from './util';

export interface ProductRecord extends ProductValues {
  id: string;
  slug: string;
  image: string;
  imageInfo: ImageInfo | null;
  categoryId: string | null;
  subcategoryId: string | null;
  createdAt: unknown;
  updatedAt: unknown;
}

function toRecord(snap: DocumentSnapshot): ProductRecord {
  const d: Record<string, unknown> = snap.data() ?? {};
  // A reference stored as an id or, in older data, as `{ _id, name }`.
  const ref = (value: unknown) => (typeof value === 'string' ? value : prop(value, '_id'));
  return {
    id: snap.id,
    ...readPlain(productFields, d),
    slug: str(d.slug),
    image: str(d.image),
    imageInfo: (d.imageInfo as ImageInfo) ?? null,
    categoryId: idOrNull(d.categoryId ?? ref(d.category)),
    subcategoryId: idOrNull(d.subcategoryId ?? ref(d.subcategory)),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** id → `{ _id, name, slug }` of every category (store/categories.ts categoryRefs). */
export type CategoryRefs = ReadonlyMap<string, CategoryRef>;

export function toApi(record: ProductRecord, refs: CategoryRefs): Product {
  const ref = (id: string | null): CategoryRef | null => (id ? (refs.get(id) ?? { _id: id, name: '', slug: '' }) : null);
  return {
    _id: record.id,
    ...pickPlain(productFields, record),
    slug: record.slug,
    image: record.image,
    imageInfo: record.imageInfo,
    category: ref(record.categoryId),
    subcategory: ref(record.subcategoryId),
    createdAt: toIso(record.createdAt),
    updatedAt: toIso(record.updatedAt),
  };
}

const products = recordCollection(productsCol, toRecord, 'Product not found', productSlugs);

export type ProductFields = Fields<ProductRecord>;
export const newProductId = products.newId;
/** The product; NotFoundError when there is none. */
export const getProduct = products.get;
/** Every product (shared and frozen), e.g. for the sitemap: each has its slug and updatedAt. */
export const allProducts = products.all;

/**
 * The product that has `slug` now or had it before (then its `slug` is the current one, to redirect
 * to); NotFoundError when none has. Served from the instance's cached catalogue.
 */
export async function getProductBySlug(slug: string): Promise<ProductRecord> {
  return getProduct((await productSlugs.entityId(slug)) ?? '');
}
export const patchProduct = products.patch;
/** Deletes the product and returns it; NotFoundError when it is already gone. */
export const deleteProduct = products.remove;

/** In the write's transaction: refuses a product whose category or subcategory is gone. */
async function categoriesExist(tx: Transaction, fields: Partial<ProductFields>) {
  const ids = [fields.categoryId ?? null, fields.subcategoryId ?? null];
  const existing = await existingCategoryIds(tx, ids);
  if (ids.some((id) => id && !existing.has(id))) throw new ConflictError('The selected category no longer exists');
}

export const createProduct = (id: string, fields: ProductFields, idempotency?: Idempotency<ProductRecord>) =>
  products.create(id, fields, { idempotency, dependencies: categoriesExist });

export const updateProduct = (existing: ProductRecord, changes: Partial<ProductFields>) => products.update(existing, changes, categoriesExist);

const newestFirst = (a: ProductRecord, b: ProductRecord) => millis(b.createdAt) - millis(a.createdAt) || a.id.localeCompare(b.id);

/**
 * Products, newest first, optionally only the (non-)featured ones and those of one category:
 * a main category matches its own and its subcategories' products, a subcategory its own.
 * An unknown category matches nothing. Served from the instance's cached catalogue.
 */
export async function queryProducts(filters: { featured?: boolean; category?: string } = {}): Promise<ProductRecord[]> {
  const [all, categories] = await Promise.all([products.all(), filters.category === undefined ? [] : allCategories()]);
  let matching = filters.featured === undefined ? all : all.filter((p) => p.featured === filters.featured);
  if (filters.category !== undefined) {
    const category = categories.find((c) => c.id === filters.category);
    if (!category) return [];
    // A main category's products include its subcategories' (and, in older data, products filed directly under a subcategory id).
    const ids = new Set([category.id, ...(category.parentId ? [] : categories.filter((c) => c.parentId === category.id).map((c) => c.id))]);
    matching = matching.filter((p) => (p.categoryId !== null && ids.has(p.categoryId)) || (p.subcategoryId !== null && ids.has(p.subcategoryId)));
  }
  return [...matching].sort(newestFirst);
}

export interface ProductWithGalleryItem {
  product: ProductRecord;
  galleryItemId: string;
}

/**
 * Creates a product and, in the same transaction, a gallery item showing it (no image yet, the
 * product's category under `categoryLabel`). Returns the product and the gallery item's id.
 */
export function createProductWithGalleryItem(id: string, fields: ProductFields, categoryLabel: string, idempotency?: Idempotency<ProductWithGalleryItem>) {
  const galleryRef = galleryCol().doc();
  return catalogueTransaction(async (tx) => {
    const storeAnswer = await claimKey(tx, idempotency);
    await categoriesExist(tx, fields);
    const { slug, write: claimSlug } = await productSlugs.claim(tx, id, { requested: fields.slug, name: fields.name });
    return (writer) => {
      const now = Timestamp.now();
      const product: ProductRecord = { id, ...fields, slug, createdAt: now, updatedAt: now };
      writer.create(productsCol().doc(id), { ...fields, slug, createdAt: now, updatedAt: now });
      claimSlug(writer);
      writer.create(galleryRef, {
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
      const created = { product, galleryItemId: galleryRef.id };
      storeAnswer(writer, created);
      return created;
    };
  });
}
