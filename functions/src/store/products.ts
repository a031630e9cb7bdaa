/**
 * `products/{id}`: name, description, price, image, imageInfo, categoryId, subcategoryId,
 * featured, inStock, createdAt, updatedAt.
 *
 * Category model: `categoryId` is always the MAIN category; `subcategoryId` is a
 * subcategory of it or null. A product filed under a subcategory therefore has
 * categoryId = the subcategory's parent and subcategoryId = the subcategory, so a filter by
 * a main category is one equality on categoryId (it matches its subcategories' products
 * too) and a filter by a subcategory is one equality on subcategoryId.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { CategoryRef, ImageInfo, Product } from '@catalogue/domain';
import { firestore } from './firebase';
import { bool, num, str, toIso } from './util';

export const productsCol = () => firestore().collection('products');

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

export function toRecord(snap: DocumentSnapshot): ProductRecord {
  const d = snap.data() ?? {};
  const category = d.categoryId ?? (typeof d.category === 'string' ? d.category : d.category?._id) ?? null;
  const sub = d.subcategoryId ?? (typeof d.subcategory === 'string' ? d.subcategory : d.subcategory?._id) ?? null;
  return {
    id: snap.id,
    name: str(d.name),
    description: str(d.description),
    price: num(d.price, 0),
    image: str(d.image),
    imageInfo: (d.imageInfo as ImageInfo) ?? null,
    categoryId: typeof category === 'string' && category ? category : null,
    subcategoryId: typeof sub === 'string' && sub ? sub : null,
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
