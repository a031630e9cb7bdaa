/**
 * `categories/{id}`: the plain fields of domain's `categoryFields` (name, description, showInNav...), slug
 * (store/slugs.ts), image, imageInfo, order, parentId (null for a main category; one level of
 * subcategories), createdAt, updatedAt.
 */
import type { DocumentSnapshot, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { categoryFields, inLanguage, pickPlain, type Category, type CategoryRef, type CategoryTexts, type CategoryValues, type ImageInfo, type Language, type Translations } from '@catalogue/domain';
import { catalogueTransaction } from './catalogue';
import { categoriesCol, galleryCol, productsCol } from './collections';
import { ConflictError } from './errors';
import type { Idempotency } from './idempotency';
import { recordCollection, type Fields } from './records';
import { categorySlugs } from './slugs';
import { moveToTrash } from './trash';
import { chunk, idOrNull, num, readPlain, readTranslations, str, toIso } from './util';

export interface CategoryRecord extends CategoryValues {
  id: string;
  slug: string;
  image: string;
  imageInfo: ImageInfo | null;
  order: number;
  parentId: string | null;
  translations: Translations<CategoryTexts>;
  createdAt: unknown;
  updatedAt: unknown;
}

function toRecord(snap: DocumentSnapshot): CategoryRecord {
  const d: Record<string, unknown> = snap.data() ?? {};
  return {
    id: snap.id,
    ...readPlain(categoryFields, d),
    slug: str(d.slug),
    image: str(d.image),
    imageInfo: (d.imageInfo as ImageInfo) ?? null,
    order: num(d.order, 0),
    parentId: idOrNull(d.parentId ?? d.parent),
    translations: readTranslations(d.translations),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export function toApi(record: CategoryRecord, subcategories?: CategoryRecord[]): Category {
  return {
    _id: record.id,
    ...pickPlain(categoryFields, record),
    slug: record.slug,
    image: record.image,
    imageInfo: record.imageInfo,
    order: record.order,
    parent: record.parentId,
    ...(subcategories ? { subcategories: subcategories.map((s) => toApi(s)) } : {}),
    translations: record.translations,
    createdAt: toIso(record.createdAt),
    updatedAt: toIso(record.updatedAt),
  };
}

const byOrder = (a: CategoryRecord, b: CategoryRecord) => a.order - b.order || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

const categories = recordCollection('category', categoriesCol, toRecord, 'Category not found', categorySlugs);

export type CategoryFields = Fields<CategoryRecord>;
export const newCategoryId = categories.newId;
/** The category, or null. */
export const findCategory = categories.find;
/** The category; NotFoundError when there is none. */
export const getCategory = categories.get;

/**
 * The category that has `slug` now or had it before (then its `slug` is the current one, to redirect
 * to); NotFoundError when none has. Served from the instance's cached catalogue.
 */
export async function getCategoryBySlug(slug: string): Promise<CategoryRecord> {
  return getCategory((await categorySlugs.find(slug))?.entityId ?? '');
}
export const updateCategory = categories.update;
export const patchCategory = categories.patch;

/** The ids among `ids` whose categories exist, read in a catalogue transaction. */
export async function existingCategoryIds(tx: Transaction, ids: (string | null)[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const snaps = wanted.length ? await tx.getAll(...wanted.map((id) => categoriesCol().doc(id))) : [];
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}

/** Creates a category; a subcategory only while its parent exists and is a main category. */
export const createCategory = (id: string, fields: CategoryFields, idempotency?: Idempotency<CategoryRecord>) =>
  categories.create(id, fields, {
    idempotency,
    dependencies: async (tx) => {
      if (!fields.parentId) return;
      const parent = await tx.get(categoriesCol().doc(fields.parentId));
      if (!parent.exists || toRecord(parent).parentId) throw new ConflictError('The parent category no longer exists');
    },
  });

export async function allCategories(): Promise<CategoryRecord[]> {
  return [...(await categories.all())].sort(byOrder);
}

export async function subcategoriesOf(id: string): Promise<CategoryRecord[]> {
  return (await categories.all()).filter((c) => c.parentId === id).sort(byOrder);
}

/** Main categories sorted by order, each with its subcategories. */
export function tree(records: CategoryRecord[]): Category[] {
  const ids = new Set(records.map((r) => r.id));
  const mains = records.filter((r) => !r.parentId || !ids.has(r.parentId));
  return mains.sort(byOrder).map((main) => toApi(main, records.filter((r) => r.parentId === main.id).sort(byOrder)));
}

/** id → `{ _id, name, slug }` of every category, to populate a product's category references; the names in `language` when given. */
export async function categoryRefs(language?: Language): Promise<Map<string, CategoryRef>> {
  const nameOf = (c: CategoryRecord) => (language ? inLanguage(c, language).name : c.name);
  return new Map((await categories.all()).map((c) => [c.id, { _id: c.id, name: nameOf(c), slug: c.slug }]));
}

/** Main categories come after the fixed navigation items (orders 0–50) by default. */
const FIRST_MAIN_ORDER = 60;
const ORDER_STEP = 10;

/** The order a new category gets when none is given: after its siblings. */
export async function nextCategoryOrder(parentId: string | null): Promise<number> {
  const siblings = parentId ? await subcategoriesOf(parentId) : (await allCategories()).filter((c) => !c.parentId);
  const after = siblings.length ? Math.max(...siblings.map((s) => s.order)) + ORDER_STEP : 0;
  return parentId ? after : Math.max(after, FIRST_MAIN_ORDER);
}

/**
 * Moves a category and its subcategories to the trash (one entry) in one transaction and returns
 * them. Refused with a ConflictError while any product uses one of them; gallery items keep their
 * text label but lose the reference (the entry keeps it, for a restore).
 */
export function deleteCategoryTree(id: string): Promise<CategoryRecord[]> {
  return catalogueTransaction(async (tx) => {
    const main = await categories.readSnapshot(tx, id);
    const subs = (await tx.get(categoriesCol().where('parentId', '==', main.id))).docs;
    const snaps = [main, ...subs];
    const ids = snaps.map((c) => c.id);
    const referencing = async (col: typeof productsCol) => {
      const docs = new Map<string, QueryDocumentSnapshot>();
      for (const part of chunk(ids, 30)) {
        for (const field of ['categoryId', 'subcategoryId']) {
          (await tx.get(col().where(field, 'in', part))).docs.forEach((d) => docs.set(d.id, d));
        }
      }
      return [...docs.values()];
    };
    const products = await referencing(productsCol);
    if (products.length) throw new ConflictError(`This category is used by ${products.length} product(s). Move or delete them first.`);
    const gallery = (await referencing(galleryCol)).map((doc) => ({ ref: doc.ref, categoryId: idOrNull(doc.get('categoryId')), subcategoryId: idOrNull(doc.get('subcategoryId')) }));
    const trash = await moveToTrash(
      tx,
      'category',
      snaps,
      gallery.map(({ ref, categoryId, subcategoryId }) => ({ id: ref.id, categoryId, subcategoryId })),
    );
    return (writer) => {
      trash(writer);
      const removed = new Set<unknown>(ids);
      const unlessRemoved = (value: string | null) => (value && removed.has(value) ? null : value);
      for (const item of gallery) writer.update(item.ref, { categoryId: unlessRemoved(item.categoryId), subcategoryId: unlessRemoved(item.subcategoryId) });
      return snaps.map(toRecord);
    };
  });
}
