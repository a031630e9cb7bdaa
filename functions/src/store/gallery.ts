/**
 * `gallery/{id}`: title, description, category (free-text label), categoryId,
 * subcategoryId, image, imageInfo, isPopular, order, createdAt, updatedAt.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { GalleryItem, ImageInfo } from '@catalogue/domain';
import { firestore } from './firebase';
import { bool, millis, num, str, toIso } from './util';

export const galleryCol = () => firestore().collection('gallery');

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

export function toRecord(snap: DocumentSnapshot): GalleryRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    title: str(d.title, str(d.name)),
    description: str(d.description),
    category: typeof d.category === 'string' ? d.category : str(d.category?.name),
    categoryId: typeof d.categoryId === 'string' && d.categoryId ? d.categoryId : null,
    subcategoryId: typeof d.subcategoryId === 'string' && d.subcategoryId ? d.subcategoryId : null,
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

/** Sorted by order, then newest first. */
export const galleryOrder = (a: GalleryRecord, b: GalleryRecord) => a.order - b.order || millis(b.createdAt) - millis(a.createdAt) || a.id.localeCompare(b.id);
