/**
 * `gallery/{id}`: the plain fields of domain's `galleryItemFields` (title, description, isPopular,
 * order), category (free-text label), categoryId, subcategoryId, image, imageInfo, createdAt, updatedAt.
 * Older documents may hold `name` for the title and `popular` for isPopular.
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { galleryItemFields, pickPlain, type GalleryItem, type GalleryItemValues, type GalleryTexts, type ImageInfo, type Translations } from '@catalogue/domain';
import { existingCategoryIds } from './categories';
import { galleryCol } from './collections';
import type { Idempotency } from './idempotency';
import { recordCollection, type Fields, type ReadChecks } from './records';
import { idOrNull, millis, prop, readPlain, readTranslations, str, toIso } from './util';

export interface GalleryRecord extends GalleryItemValues {
  id: string;
  category: string;
  categoryId: string | null;
  subcategoryId: string | null;
  image: string;
  imageInfo: ImageInfo | null;
  translations: Translations<GalleryTexts>;
  createdAt: unknown;
  updatedAt: unknown;
}

function toRecord(snap: DocumentSnapshot): GalleryRecord {
  const d: Record<string, unknown> = snap.data() ?? {};
  return {
    id: snap.id,
    ...readPlain(galleryItemFields, { ...d, title: d.title ?? d.name, isPopular: d.isPopular ?? d.popular }),
    category: str(d.category, str(prop(d.category, 'name'))),
    categoryId: idOrNull(d.categoryId),
    subcategoryId: idOrNull(d.subcategoryId),
    image: str(d.image),
    imageInfo: (d.imageInfo as ImageInfo) ?? null,
    translations: readTranslations(d.translations),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export function toApi(r: GalleryRecord): GalleryItem {
  return {
    _id: r.id,
    ...pickPlain(galleryItemFields, r),
    category: r.category,
    categoryId: r.categoryId,
    subcategoryId: r.subcategoryId,
    image: r.image,
    imageInfo: r.imageInfo,
    translations: r.translations,
    createdAt: toIso(r.createdAt),
    updatedAt: toIso(r.updatedAt),
  };
}

const galleryOrder = (a: GalleryRecord, b: GalleryRecord) => a.order - b.order || millis(b.createdAt) - millis(a.createdAt) || a.id.localeCompare(b.id);

const gallery = recordCollection('gallery', galleryCol, toRecord, 'Gallery item not found');

export type GalleryFields = Fields<GalleryRecord>;
export const newGalleryItemId = gallery.newId;
/** The gallery item; NotFoundError when there is none. */
export const getGalleryItem = gallery.get;
export const patchGalleryItem = gallery.patch;
/** Moves the item to the trash and returns it; NotFoundError when it is already gone. */
export const deleteGalleryItem = gallery.remove;

/**
 * In the write's transaction: references to categories deleted meanwhile are dropped (the label
 * stays), as deleting the category afterwards would have done.
 */
async function withoutDeletedCategories(tx: Transaction, fields: Partial<GalleryFields>): Promise<Partial<GalleryFields>> {
  const existing = await existingCategoryIds(tx, [fields.categoryId ?? null, fields.subcategoryId ?? null]);
  const gone = (id: string | null | undefined) => !!id && !existing.has(id);
  return { ...(gone(fields.categoryId) ? { categoryId: null } : {}), ...(gone(fields.subcategoryId) ? { subcategoryId: null } : {}) };
}

export const createGalleryItem = (id: string, fields: GalleryFields, idempotency?: Idempotency<GalleryRecord>) =>
  gallery.create(id, fields, { idempotency, dependencies: withoutDeletedCategories });
export const updateGalleryItem = (existing: GalleryRecord, changes: Partial<GalleryFields>, checks: ReadChecks = {}) =>
  gallery.update(existing.id, changes, { dependencies: withoutDeletedCategories, ...checks });

/**
 * Gallery items sorted by order, then newest first; optionally only the (non-)popular ones and
 * those of one category: its label (any case), its id or its subcategory's id. 'all' is no filter.
 * Served from the instance's cached catalogue.
 */
export async function queryGallery(filter: { category?: string; popular?: boolean } = {}): Promise<GalleryRecord[]> {
  let records = await gallery.all();
  if (filter.popular !== undefined) records = records.filter((r) => r.isPopular === filter.popular);
  const category = filter.category?.trim();
  if (category && category.toLowerCase() !== 'all') {
    const label = category.toLowerCase();
    records = records.filter((r) => r.category.trim().toLowerCase() === label || r.categoryId === category || r.subcategoryId === category);
  }
  return [...records].sort(galleryOrder);
}
