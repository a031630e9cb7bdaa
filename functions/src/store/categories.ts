/**
 * `categories/{id}`: name, description, image, imageInfo, order, parentId (null for a main
 * category; one level of subcategories), showInNav, showInProductsDropdown, createdAt, updatedAt.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Category, ImageInfo } from '@catalogue/domain';
import { firestore } from './firebase';
import { bool, num, safeDocId, str, toIso } from './util';

export const categoriesCol = () => firestore().collection('categories');

export interface CategoryDoc {
  name: string;
  description: string;
  image: string;
  imageInfo: ImageInfo | null;
  order: number;
  parentId: string | null;
  showInNav: boolean;
  showInProductsDropdown: boolean;
  createdAt: unknown;
  updatedAt: unknown;
}

export interface CategoryRecord extends CategoryDoc {
  id: string;
}

export function toRecord(snap: DocumentSnapshot): CategoryRecord {
  const d = snap.data() ?? {};
  const parent = d.parentId ?? d.parent ?? null;
  return {
    id: snap.id,
    name: str(d.name),
    description: str(d.description),
    image: str(d.image),
    imageInfo: (d.imageInfo as ImageInfo) ?? null,
    order: num(d.order, 0),
    parentId: typeof parent === 'string' && parent ? parent : null,
    showInNav: bool(d.showInNav, false),
    showInProductsDropdown: bool(d.showInProductsDropdown, true),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export function toApi(record: CategoryRecord, subcategories?: CategoryRecord[]): Category {
  return {
    _id: record.id,
    name: record.name,
    description: record.description,
    image: record.image,
    imageInfo: record.imageInfo,
    order: record.order,
    parent: record.parentId,
    showInNav: record.showInNav,
    showInProductsDropdown: record.showInProductsDropdown,
    ...(subcategories ? { subcategories: subcategories.map((s) => toApi(s)) } : {}),
    createdAt: toIso(record.createdAt),
    updatedAt: toIso(record.updatedAt),
  };
}

const byOrder = (a: CategoryRecord, b: CategoryRecord) => a.order - b.order || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export async function getCategory(id: unknown): Promise<CategoryRecord | null> {
  const docId = safeDocId(id);
  if (!docId) return null;
  const snap = await categoriesCol().doc(docId).get();
  return snap.exists ? toRecord(snap) : null;
}

export async function allCategories(): Promise<CategoryRecord[]> {
  const snap = await categoriesCol().get();
  return snap.docs.map(toRecord).sort(byOrder);
}

export async function subcategoriesOf(id: string): Promise<CategoryRecord[]> {
  const snap = await categoriesCol().where('parentId', '==', id).get();
  return snap.docs.map(toRecord).sort(byOrder);
}

/** Main categories sorted by order, each with its subcategories. */
export function tree(records: CategoryRecord[]): Category[] {
  const ids = new Set(records.map((r) => r.id));
  const mains = records.filter((r) => !r.parentId || !ids.has(r.parentId));
  return mains.sort(byOrder).map((main) => toApi(main, records.filter((r) => r.parentId === main.id).sort(byOrder)));
}
