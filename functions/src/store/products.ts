/**
 * `products/{id}`: the plain fields of domain's `productFields` (name, description, price...), slug
 * (store/slugs.ts), variants (the sizes; `price` and `inStock` are stored derived from them), images
 * (the photos; `image` and `imageInfo` are stored as the cover's, store/photos.ts), categoryId,
 * subcategoryId, createdAt, updatedAt. A product stored before sizes existed reads as having one size
 * of its price and stock, and one stored before photos were a list as having its image as the cover.
 *
 * Category model: `categoryId` is always the MAIN category; `subcategoryId` is a
 * subcategory of it or null. A product filed under a subcategory therefore has
 * categoryId = the subcategory's parent and subcategoryId = the subcategory. Older data may
 * hold a subcategory's id in categoryId: queryProducts finds those products too.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  MAX_PHOTOS,
  businessDay,
  compactTranslations,
  isStale,
  pickPlain,
  priceAndStockOf,
  productFields,
  readStockMap,
  singleSize,
  sizeFields,
  slugCandidate,
  slugify,
  stockLevel,
  stockOf,
  withCounts,
  type CategoryRef,
  type GalleryTexts,
  type ImageInfo,
  type Product,
  type ProductPhoto,
  type ProductTexts,
  type ProductValues,
  type ProductVariant,
  type SizeStock,
  type Translations,
} from '@catalogue/domain';
import { catalogueTransaction } from './catalogue';
import { allCategories, existingCategoryIds } from './categories';
import { galleryCol, productsCol } from './collections';
import { ConflictError } from './errors';
import { claimKey, type Idempotency } from './idempotency';
import { recordCollection, type Fields, type ReadChecks } from './records';
import { photoFields, readPhotos } from './photos';
import { productSlugs } from './slugs';
import { idOrNull, millis, prop, readPlain, readTranslations, str, toIso } from './util';

export interface ProductRecord extends ProductValues {
  id: string;
  slug: string;
  variants: ProductVariant[];
  /** The photos, the cover first; `image` and `imageInfo` are the cover's. */
  images: ProductPhoto[];
  image: string;
  imageInfo: ImageInfo | null;
  categoryId: string | null;
  subcategoryId: string | null;
  translations: Translations<ProductTexts>;
  /** The counted sizes' counts by size key (domain's stock.ts); written only by store/stock.ts. */
  stock: Record<string, SizeStock>;
  createdAt: unknown;
  updatedAt: unknown;
}

/** The stored sizes, each read tolerantly; none stored (older data): one size of the product's price and stock. */
function readSizes(stored: unknown, { price, inStock }: ProductValues): ProductVariant[] {
  const sizes = Array.isArray(stored) ? stored.filter((size): size is Record<string, unknown> => !!size && typeof size === 'object') : [];
  return sizes.length ? sizes.map((size) => ({ ...readPlain(sizeFields, size), translations: readTranslations(size.translations) })) : [singleSize(price, inStock)];
}

function toRecord(snap: DocumentSnapshot): ProductRecord {
  const d: Record<string, unknown> = snap.data() ?? {};
  // A reference stored as an id or, in older data, as `{ _id, name }`.
  const ref = (value: unknown) => (typeof value === 'string' ? value : prop(value, '_id'));
  const plain = readPlain(productFields, d);
  const stock = readStockMap(d.stock);
  const variants = withCounts(readSizes(d.variants, plain), stock);
  return {
    id: snap.id,
    ...plain,
    ...priceAndStockOf(variants),
    variants,
    slug: str(d.slug),
    ...photoFields(readPhotos(d)),
    categoryId: idOrNull(d.categoryId ?? ref(d.category)),
    subcategoryId: idOrNull(d.subcategoryId ?? ref(d.subcategory)),
    translations: readTranslations(d.translations),
    stock,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** Whether the product's batch on sale is too old to sell today, in the shop's calendar (domain's labels.ts). */
export const isStaleToday = (record: Pick<ProductRecord, 'pressedOn' | 'shelfLife'>) => isStale(record.pressedOn, record.shelfLife, businessDay(new Date()));

/** id → `{ _id, name, slug }` of every category (store/categories.ts categoryRefs). */
export type CategoryRefs = ReadonlyMap<string, CategoryRef>;

export function toApi(record: ProductRecord, refs: CategoryRefs): Product {
  const stale = isStaleToday(record);
  const ref = (id: string | null): CategoryRef | null => (id ? (refs.get(id) ?? { _id: id, name: '', slug: '' }) : null);
  return {
    _id: record.id,
    ...pickPlain(productFields, record),
    variants: record.variants.map((size) => {
      const counted = stockOf(record.stock, size.key);
      return { ...size, ...(counted && stockLevel(counted) === 'low' ? { fewLeft: true } : {}), ...(stale ? { stale } : {}) };
    }),
    slug: record.slug,
    images: record.images,
    image: record.image,
    imageInfo: record.imageInfo,
    category: ref(record.categoryId),
    subcategory: ref(record.subcategoryId),
    translations: record.translations,
    createdAt: toIso(record.createdAt),
    updatedAt: toIso(record.updatedAt),
  };
}

const products = recordCollection('product', productsCol, toRecord, 'Product not found', productSlugs);

export type ProductFields = Fields<ProductRecord>;
export const newProductId = products.newId;
/** The product; NotFoundError when there is none. */
export const getProduct = products.get;
/** The product, or null when there is none (an order line naming a deleted product). */
export const findProduct = products.find;

/** The product as read in a transaction, or null when there is none. */
export async function productInTransaction(tx: Transaction, id: string): Promise<ProductRecord | null> {
  const snap = await tx.get(productsCol().doc(id));
  return snap.exists ? toRecord(snap) : null;
}

/** The product's size `variantKey` names; no key names the only size. Null when it names none. */
export function productSize(product: ProductRecord, variantKey: string): ProductVariant | null {
  if (!variantKey) return product.variants.length === 1 ? product.variants[0] : null;
  return product.variants.find((size) => size.key === variantKey) ?? null;
}

/**
 * The product that has `slug` now or had it before (then its `slug` is the current one, to redirect
 * to), and for the slug of a product merged into it the key of the size that product became;
 * NotFoundError when none has. Served from the instance's cached catalogue.
 */
export async function getProductBySlug(slug: string): Promise<{ record: ProductRecord; size: string | null }> {
  const entry = await productSlugs.find(slug);
  return { record: await getProduct(entry?.entityId ?? ''), size: entry?.size ?? null };
}
export const patchProduct = products.patch;
/** Moves the product to the trash (its slugs stay reserved) and returns it; NotFoundError when it is already gone. */
export const deleteProduct = products.remove;

/** In the write's transaction: refuses a product whose category or subcategory is gone. */
async function categoriesExist(tx: Transaction, fields: Partial<ProductFields>) {
  const ids = [fields.categoryId ?? null, fields.subcategoryId ?? null];
  const existing = await existingCategoryIds(tx, ids);
  if (ids.some((id) => id && !existing.has(id))) throw new ConflictError('The selected category no longer exists');
}

export const createProduct = (id: string, fields: ProductFields, idempotency?: Idempotency<ProductRecord>) =>
  products.create(id, fields, { idempotency, dependencies: categoriesExist });

/** Writes what `changes` makes of the product as read in the write's transaction; a product changed since the client read it (`checks`) is not written. */
export const updateProduct = (id: string, changes: (current: ProductRecord) => Partial<ProductFields>, checks: ReadChecks = {}) =>
  products.update(id, changes, { dependencies: categoriesExist, ...checks });

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

/** A product's translations as its gallery item's: the name is the title. */
const galleryTranslationsOf = ({ ta }: Translations<ProductTexts>) =>
  compactTranslations<GalleryTexts>({ ta: ta && { title: ta.name, description: ta.description } });

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
        translations: galleryTranslationsOf(fields.translations),
        createdAt: now,
        updatedAt: now,
      });
      const created = { product, galleryItemId: galleryRef.id };
      storeAnswer(writer, created);
      return created;
    };
  });
}

/** Why a merge is refused: the field of the request it concerns and the message. */
export class MergeRefused extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Merges product `fromId` into product `intoId` as its sizes, in one transaction: its sizes are
 * added after the others (a single size is named `label`, its key made unique), its photos after the
 * others (up to MAX_PHOTOS: the caller deletes the files of those left out), its slugs point at
 * `intoId` with the size it became (so its old address opens that size), its gallery items show
 * `intoId`, and it is deleted. `check` validates the merged list (the domain's size rules). Returns
 * both records as they were and as written.
 */
export function mergeProducts(intoId: string, fromId: string, label: string, check: (sizes: ProductVariant[]) => Promise<ProductVariant[]>) {
  return catalogueTransaction(async (tx) => {
    const [into, from] = await Promise.all([products.read(tx, intoId), products.read(tx, fromId)]);
    const taken = new Set(into.variants.map((size) => size.key));
    const added = from.variants.map((size) => {
      // A size given a new name loses the translations of its old one.
      const named = from.variants.length === 1 && label && label !== size.label ? { ...size, label, translations: {} } : size;
      const base = slugify(named.label) || size.key;
      let n = 1;
      while (taken.has(slugCandidate(base, n))) n += 1;
      taken.add(slugCandidate(base, n));
      return { ...named, key: slugCandidate(base, n), from: size.key };
    });
    if (added.some((size) => !size.label)) throw new MergeRefused('label', 'Name the size the merged product becomes, e.g. 5 L tin');
    if (into.variants.length === 1 && !into.variants[0].label) throw new MergeRefused('productId', `Name the size of ${into.name} first (edit it and give its size a label)`);
    const variants = await check([...into.variants, ...added.map(({ from: _from, ...size }) => size)]);
    // The merged product's counts come along under its sizes' new keys.
    const stock = { ...into.stock, ...Object.fromEntries(added.flatMap((size) => (stockOf(from.stock, size.from) ? [[size.key, from.stock[size.from]]] : []))) };
    const moveSlugs = await productSlugs.move(tx, from.id, into.id, added[0].key);
    const galleryItems = await tx.get(galleryCol().where('productId', '==', from.id));
    return (writer) => {
      const now = Timestamp.now();
      const photos = [...into.images, ...from.images.filter((photo) => !into.images.some((kept) => kept._id === photo._id))].slice(0, MAX_PHOTOS);
      const changes = { variants, ...priceAndStockOf(withCounts(variants, stock)), stock, ...photoFields(photos), updatedAt: now };
      writer.update(productsCol().doc(into.id), changes);
      writer.delete(productsCol().doc(from.id));
      moveSlugs(writer);
      galleryItems.docs.forEach((doc) => writer.update(doc.ref, { productId: into.id, updatedAt: now }));
      return { into: { ...into, ...changes, variants: withCounts(variants, stock) }, from };
    };
  });
}
