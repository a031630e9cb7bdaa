import { Router } from 'express';
import { categoryFields, categorySchema, compactTranslations, navSettingsPatchSchema, pickPlain, type CategoryTexts } from '@catalogue/domain';
import { access } from '../http/access';
import { idempotencyKey, idempotencyOf, sendResponse } from '../http/idempotency';
import { jsonObject } from '../http/body';
import { publicCache } from '../http/cache';
import { ifMatchRevisions, sendTagged, setRevisionTag } from '../http/etag';
import { validationFailed } from '../http/errors';
import { readForm } from '../http/multipart';
import { has, param, queryLanguage, validate } from '../http/validate';
import { createWithImage, imageFields, storeUpload, updateWithImage } from '../images/entityImage';
import { categoryById, categoryBySlug, categoryTree, subcategoriesIn } from '../reads/categories';
import { revisionOf } from '../store/records';
import { translationsChange } from '../writes/translations';
import {
  createCategory,
  deleteCategoryTree,
  findCategory,
  getCategory,
  newCategoryId,
  nextCategoryOrder,
  patchCategory,
  subcategoriesOf,
  toApi,
  updateCategory,
  type CategoryRecord,
} from '../store/categories';

export const categoriesRouter = Router();

categoriesRouter.get('/', publicCache, async (req, res) => {
  res.json({ success: true, data: await categoryTree(queryLanguage(req)) });
});

categoriesRouter.get('/main', publicCache, async (req, res) => {
  res.json({ success: true, data: await categoryTree(queryLanguage(req)) });
});

/** The category with this slug now or before: `data.slug` is the current one (the page redirects to it). */
categoriesRouter.get('/by-slug/:slug', publicCache, async (req, res) => {
  res.json({ success: true, data: await categoryBySlug(param(req, 'slug'), queryLanguage(req)) });
});

categoriesRouter.get('/:id', publicCache, async (req, res) => {
  const { record, category } = await categoryById(param(req, 'id'), queryLanguage(req));
  sendTagged(res, revisionOf(record), { success: true, data: category });
});

categoriesRouter.get('/:id/subcategories', publicCache, async (req, res) => {
  res.json({ success: true, data: await subcategoriesIn(param(req, 'id'), queryLanguage(req)) });
});

categoriesRouter.post('/', access, idempotencyKey, async (req, res) => {
  const { fields, file } = await readForm(req);
  const input = await validate(categorySchema, fields);
  let parentId: string | null = null;
  if (input.parent) {
    const parent = await findCategory(input.parent);
    if (!parent) throw validationFailed({ parent: 'Parent category not found' });
    if (parent.parentId) throw validationFailed({ parent: 'A subcategory cannot have subcategories' });
    parentId = parent.id;
  }
  const order = input.order ?? (await nextCategoryOrder(parentId));
  const id = newCategoryId();
  const created = (category: CategoryRecord) => ({
    status: 201,
    body: { success: true, message: 'Category created successfully', data: toApi(category, parentId ? undefined : []) },
  });
  const processed = await storeUpload(file, 'categories', id);
  const category = await createWithImage(processed, () =>
    createCategory(
      id,
      { ...pickPlain(categoryFields, input), slug: input.slug ?? '', ...imageFields(processed), order, parentId, translations: compactTranslations<CategoryTexts>(input.translations) },
      idempotencyOf(res, created),
    ),
  );
  sendResponse(res, created(category));
});

/** Update: a category never changes its parent; absent fields keep their values. */
categoriesRouter.put('/:id', access, async (req, res) => {
  const ifMatch = ifMatchRevisions(req);
  const { fields, file } = await readForm(req);
  const existing = await getCategory(param(req, 'id'));
  // The stored order is not re-validated: an update without `order` keeps it, whatever older data holds.
  const input = await validate(categorySchema, { ...pickPlain(categoryFields, existing), ...fields, parent: null });
  const updated = await updateWithImage(existing, { file, folder: 'categories', deleteImage: input.deleteImage }, (image) =>
    updateCategory(
      existing.id,
      { ...pickPlain(categoryFields, input), slug: input.slug ?? '', order: input.order ?? existing.order, ...translationsChange<CategoryTexts>(input.translations), ...image },
      { ifMatch },
    ),
  );
  setRevisionTag(res, revisionOf(updated));
  res.json({
    success: true,
    message: 'Category updated successfully',
    data: toApi(updated, updated.parentId ? undefined : await subcategoriesOf(existing.id)),
  });
});

/** Deletes the category and its subcategories, refused (409) while products use any of them. */
/** Moves it and its subcategories to the trash as one entry, with their images (routes/trash.ts); the answer is the spec's. */
categoriesRouter.delete('/:id', access, async (req, res) => {
  const removed = await deleteCategoryTree(param(req, 'id'));
  res.json({
    success: true,
    message: removed.length > 1 ? `Category and ${removed.length - 1} subcategor${removed.length === 2 ? 'y' : 'ies'} deleted successfully` : 'Category deleted successfully',
    data: { _id: removed[0].id, deleted: removed.map((c) => c.id) },
  });
});

categoriesRouter.patch('/:id/nav-settings', access, async (req, res) => {
  const body = jsonObject(req);
  const input = await validate(navSettingsPatchSchema, body);
  const record = await patchCategory(param(req, 'id'), () => ({
    order: input.order,
    ...(has(body, 'showInNav') && input.showInNav !== undefined ? { showInNav: input.showInNav } : {}),
  }));
  res.json({ success: true, message: 'Navigation settings updated', data: toApi(record) });
});
