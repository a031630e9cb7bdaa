import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { categorySchema, navSettingsPatchSchema } from '@catalogue/domain';
import { requireAdmin } from '../http/auth';
import { jsonObject } from '../http/body';
import { publicCache } from '../http/cache';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { readForm } from '../http/multipart';
import { has, param, validate } from '../http/validate';
import { createWithImage, imageFields, storeUpload, updateWithImage } from '../images/entityImage';
import { deleteImageOf } from '../images/pipeline';
import { allCategories, categoriesCol, getCategory, subcategoriesOf, toApi, toRecord, tree, type CategoryRecord } from '../store/categories';
import { firestore } from '../store/firebase';
import { galleryCol } from '../store/gallery';
import { productsCol } from '../store/products';
import { chunk, safeDocId, updateOrNotFound } from '../store/util';

export const categoriesRouter = Router();

const CATEGORY_NOT_FOUND = 'Category not found';
/** Main categories are ordered after the fixed navigation items (orders 0–50) by default. */
const FIRST_MAIN_ORDER = 60;
const ORDER_STEP = 10;

async function findCategory(id: string): Promise<CategoryRecord> {
  const record = await getCategory(id);
  if (!record) throw notFound(CATEGORY_NOT_FOUND);
  return record;
}

categoriesRouter.get('/', publicCache, async (_req, res) => {
  res.json({ success: true, data: tree(await allCategories()) });
});

categoriesRouter.get('/main', publicCache, async (_req, res) => {
  res.json({ success: true, data: tree(await allCategories()) });
});

categoriesRouter.get('/:id', publicCache, async (req, res) => {
  const record = await findCategory(param(req, 'id'));
  res.json({ success: true, data: toApi(record, await subcategoriesOf(record.id)) });
});

categoriesRouter.get('/:id/subcategories', publicCache, async (req, res) => {
  const record = await findCategory(param(req, 'id'));
  res.json({ success: true, data: (await subcategoriesOf(record.id)).map((s) => toApi(s)) });
});

categoriesRouter.post('/', requireAdmin, async (req, res) => {
  const { fields, file } = await readForm(req);
  const input = await validate(categorySchema, fields);
  let parentId: string | null = null;
  if (input.parent) {
    const parent = await getCategory(input.parent);
    if (!parent) throw validationFailed({ parent: 'Parent category not found' });
    if (parent.parentId) throw validationFailed({ parent: 'A subcategory cannot have subcategories' });
    parentId = parent.id;
  }
  let order = input.order;
  if (order === undefined) {
    const siblings = parentId ? await subcategoriesOf(parentId) : (await allCategories()).filter((c) => !c.parentId);
    order = siblings.length
      ? Math.max(...siblings.map((s) => s.order)) + ORDER_STEP
      : parentId
        ? 0
        : FIRST_MAIN_ORDER;
    if (!parentId) order = Math.max(order, FIRST_MAIN_ORDER);
  }
  const ref = categoriesCol().doc();
  const processed = await storeUpload(file, 'categories', ref.id);
  const now = Timestamp.now();
  const doc = {
    name: input.name,
    description: input.description,
    ...imageFields(processed),
    order,
    parentId,
    showInNav: input.showInNav,
    showInProductsDropdown: input.showInProductsDropdown,
    createdAt: now,
    updatedAt: now,
  };
  await createWithImage(ref, doc, processed);
  res.status(201).json({ success: true, message: 'Category created successfully', data: toApi({ id: ref.id, ...doc }, parentId ? undefined : []) });
});

/** Update: the parent never changes (spec §7); absent fields keep their values. */
categoriesRouter.put('/:id', requireAdmin, async (req, res) => {
  const { fields, file } = await readForm(req);
  const existing = await findCategory(param(req, 'id'));
  const input = await validate(categorySchema, {
    name: existing.name,
    description: existing.description,
    order: existing.order,
    showInNav: existing.showInNav,
    showInProductsDropdown: existing.showInProductsDropdown,
    ...fields,
    parent: null,
  });
  const update = await updateWithImage(
    categoriesCol().doc(existing.id),
    existing,
    { file, folder: 'categories', deleteImage: input.deleteImage },
    {
      name: input.name,
      description: input.description,
      order: input.order ?? existing.order,
      showInNav: input.showInNav,
      showInProductsDropdown: input.showInProductsDropdown,
    },
    CATEGORY_NOT_FOUND,
  );
  const updated = { ...existing, ...update };
  res.json({
    success: true,
    message: 'Category updated successfully',
    data: toApi(updated, updated.parentId ? undefined : await subcategoriesOf(existing.id)),
  });
});

/** Deletes the category and its subcategories, refused (409) while products use any of them. */
categoriesRouter.delete('/:id', requireAdmin, async (req, res) => {
  const existing = await findCategory(param(req, 'id'));
  const removed = await firestore().runTransaction(async (tx) => {
    const subs = (await tx.get(categoriesCol().where('parentId', '==', existing.id))).docs.map(toRecord);
    const all = [existing, ...subs];
    const ids = all.map((c) => c.id);
    const used = new Set<string>();
    for (const part of chunk(ids, 30)) {
      for (const field of ['categoryId', 'subcategoryId']) {
        (await tx.get(productsCol().where(field, 'in', part))).docs.forEach((d) => used.add(d.id));
      }
    }
    if (used.size) {
      throw new HttpError(409, `This category is used by ${used.size} product(s). Move or delete them first.`);
    }
    const galleryDocs = new Map<string, FirebaseFirestore.QueryDocumentSnapshot>();
    for (const part of chunk(ids, 30)) {
      for (const field of ['categoryId', 'subcategoryId']) {
        (await tx.get(galleryCol().where(field, 'in', part))).docs.forEach((d) => galleryDocs.set(d.id, d));
      }
    }
    const removedIds = new Set(ids);
    for (const doc of galleryDocs.values()) {
      // Gallery items keep their text label but lose the reference.
      const data = doc.data();
      tx.update(doc.ref, {
        categoryId: removedIds.has(data.categoryId) ? null : (data.categoryId ?? null),
        subcategoryId: removedIds.has(data.subcategoryId) ? null : (data.subcategoryId ?? null),
      });
    }
    for (const c of all) tx.delete(categoriesCol().doc(c.id));
    return all;
  });
  await Promise.all(removed.map((c) => deleteImageOf(c)));
  res.json({
    success: true,
    message: removed.length > 1 ? `Category and ${removed.length - 1} subcategor${removed.length === 2 ? 'y' : 'ies'} deleted successfully` : 'Category deleted successfully',
    data: { _id: existing.id, deleted: removed.map((c) => c.id) },
  });
});

categoriesRouter.patch('/:id/nav-settings', requireAdmin, async (req, res) => {
  const body = jsonObject(req);
  const input = await validate(navSettingsPatchSchema, body);
  const id = safeDocId(param(req, 'id'));
  if (!id) throw notFound(CATEGORY_NOT_FOUND);
  const ref = categoriesCol().doc(id);
  const update = {
    order: input.order,
    ...(has(body, 'showInNav') && input.showInNav !== undefined ? { showInNav: input.showInNav } : {}),
    updatedAt: Timestamp.now(),
  };
  await updateOrNotFound(ref, update, CATEGORY_NOT_FOUND);
  const record = toRecord(await ref.get());
  res.json({ success: true, message: 'Navigation settings updated', data: toApi(record) });
});
