/**
 * `gallery/{id}`: title, description, category (free-text label), categoryId,
 * subcategoryId, image, imageInfo, isPopular, order, createdAt, updatedAt.
 */
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import type { GalleryItem, ImageInfo } from '@catalogue/domain';
import { galleryCol } from './collections';
import { recordCollection, type Fields } from './records';
import { bool, idOrNull, millis, num, prop, str, toIso } from './util';

export interface GalleryRecord {
  id: string;
  title: string;
  description: string;
  category: string;
  categoryId: string | null;
  subcategoryId: string | null;
  image: string;
  imageInfo: ImageInfo | null;
  isPopular: boolean;
  order: number;
  createdAt: unknown;
  updatedAt: unknown;
}

function toRecord(snap: DocumentSnapshot): GalleryRecord {
  const d: Record<string, unknown> = snap.data() ?? {};
  return {
    id: snap.id,
    title: str(d.title, str(d.name)),
    description: str(d.description),
    category: str(d.category, str(prop(d.category, 'name'))),
    categoryId: idOrNull(d.categoryId),
    subcategoryId: idOrNull(d.subcategoryId),
    image: str(d.image),
    imageInfo: (d.imageInfo as ImageInfo) ?? null,
    isPopular: bool(d.isPopular ?? d.popular, false),
    order: num(d.order, 0),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export function toApi(r: GalleryRecord): GalleryItem {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    categoryId: r.categoryId,
    subcategoryId: r.subcategoryId,
    image: r.image,
    imageInfo: r.imageInfo,
    isPopular: r.isPopular,
    order: r.order,
    createdAt: toIso(r.createdAt),
    updatedAt: toIso(r.updatedAt),
  };
}

const galleryOrder = (a: GalleryRecord, b: GalleryRecord) => a.order - b.order || millis(b.createdAt) - millis(a.createdAt) || a.id.localeCompare(b.id);

const gallery = recordCollection(galleryCol, toRecord, 'Gallery item not found');

export type GalleryFields = Fields<GalleryRecord>;
export const newGalleryItemId = gallery.newId;
/** The gallery item; NotFoundError when there is none. */
export const getGalleryItem = gallery.get;
export const createGalleryItem = gallery.create;
export const updateGalleryItem = gallery.update;
export const patchGalleryItem = gallery.patch;
export const deleteGalleryItem = gallery.remove;

/**
 * Gallery items sorted by order, then newest first; optionally only the (non-)popular ones and
 * those of one category: its label (any case), its id or its subcategory's id. 'all' is no filter.
 */
export async function queryGallery(filter: { category?: string; popular?: boolean } = {}): Promise<GalleryRecord[]> {
  let query: Query = galleryCol();
  if (filter.popular !== undefined) query = query.where('isPopular', '==', filter.popular);
  let records = (await query.get()).docs.map(toRecord);
  const category = filter.category?.trim();
  if (category && category.toLowerCase() !== 'all') {
    const label = category.toLowerCase();
    records = records.filter((r) => r.category.trim().toLowerCase() === label || r.categoryId === category || r.subcategoryId === category);
  }
  return records.sort(galleryOrder);
}
