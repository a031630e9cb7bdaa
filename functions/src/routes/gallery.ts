/**
 * Gallery items. Every gallery form maps onto one model: `title`|`name`, `isPopular`|`popular`,
 * `category` as a free-text label or a category id (then the label is that category's name
 * and categoryId is set), optional `subcategory` (a category id, stored as subcategoryId).
 */
import { Router } from 'express';
import { compactTranslations, galleryItemFields, galleryItemSchema, pickPlain, type GalleryItemValues, type GalleryTexts } from '@catalogue/domain';
import { access } from '../http/access';
import { idempotencyKey, idempotencyOf, sendResponse } from '../http/idempotency';
import { publicCache } from '../http/cache';
import { ifMatchRevisions, sendTagged, setRevisionTag } from '../http/etag';
import { validationFailed } from '../http/errors';
import { readForm } from '../http/multipart';
import { has, param, queryFlag, queryLanguage, queryParam, validate } from '../http/validate';
import { createWithImage, imageFields, storeUpload, updateWithImage } from '../images/entityImage';
import { galleryItem, galleryItems } from '../reads/gallery';
import { findCategory } from '../store/categories';
import { revisionOf } from '../store/records';
import { translationsChange } from '../writes/translations';
import {
  createGalleryItem,
  deleteGalleryItem,
  getGalleryItem,
  newGalleryItemId,
  patchGalleryItem,
  queryGallery,
  toApi,
  updateGalleryItem,
  type GalleryRecord,
} from '../store/gallery';

export const galleryRouter = Router();

galleryRouter.get('/', publicCache, async (req, res) => {
  // Both spellings are read, so that neither is ever ignored unchecked.
  const [popular, isPopular] = [queryFlag(req, 'popular'), queryFlag(req, 'isPopular')];
  const filter = { category: queryParam(req, 'category'), popular: popular ?? isPopular };
  res.json({ success: true, data: await galleryItems(filter, queryLanguage(req)) });
});

galleryRouter.get('/popular', publicCache, async (req, res) => {
  res.json({ success: true, data: await galleryItems({ popular: true }, queryLanguage(req)) });
});

galleryRouter.get('/categories', publicCache, async (_req, res) => {
  const records = await queryGallery();
  const labels = new Map<string, string>();
  for (const r of records) {
    const label = r.category.trim();
    if (label && !labels.has(label.toLowerCase())) labels.set(label.toLowerCase(), label);
  }
  res.json({ success: true, data: [...labels.values()].sort((a, b) => a.localeCompare(b)) });
});

galleryRouter.get('/category/:name', publicCache, async (req, res) => {
  res.json({ success: true, data: await galleryItems({ category: param(req, 'name') }, queryLanguage(req)) });
});

galleryRouter.get('/:id', publicCache, async (req, res) => {
  const { record, item } = await galleryItem(param(req, 'id'), queryLanguage(req));
  sendTagged(res, revisionOf(record), { success: true, data: item });
});

const PLAIN = Object.keys(galleryItemFields) as (keyof GalleryItemValues)[];
/** The other names the gallery forms give plain fields. */
const ALIASES: Partial<Record<keyof GalleryItemValues, string>> = { title: 'name', isPopular: 'popular' };

/** Maps the forms' field names onto the schema's; on update absent fields keep their stored values. */
function normalise(fields: Record<string, unknown>, existing?: GalleryRecord): Record<string, unknown> {
  const pick = (...keys: (string | undefined)[]) => {
    for (const key of keys) if (key && has(fields, key)) return fields[key];
    return undefined;
  };
  const stored = existing && pickPlain(galleryItemFields, existing);
  const input: Record<string, unknown> = {
    ...Object.fromEntries(PLAIN.map((key) => [key, pick(key, ALIASES[key]) ?? stored?.[key]])),
    category: pick('category') ?? (existing ? existing.categoryId ?? existing.category : undefined),
    subcategory: has(fields, 'category') || has(fields, 'subcategory') ? pick('subcategory') : existing?.subcategoryId,
    deleteImage: pick('deleteImage'),
    translations: pick('translations'),
  };
  // A category sent as an object (`{ _id }`) by JSON clients.
  const category = input.category as { _id?: unknown } | undefined;
  if (category && typeof category === 'object' && typeof category._id === 'string') input.category = category._id;
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return input;
}

/** category (label or id) + subcategory id → stored fields. */
async function resolveCategory(category: string, subcategory: string | null) {
  const label = category.trim();
  const byId = label ? await findCategory(label) : null;
  let subcategoryId: string | null = null;
  if (subcategory) {
    const sub = await findCategory(subcategory);
    if (!sub) throw validationFailed({ subcategory: 'Subcategory not found' });
    if (byId && sub.parentId !== byId.id && sub.id !== byId.id) throw validationFailed({ subcategory: 'Subcategory does not belong to the selected category' });
    subcategoryId = sub.id;
  }
  return byId
    ? { category: byId.name, categoryId: byId.id, subcategoryId }
    : { category: label, categoryId: null, subcategoryId };
}

galleryRouter.post('/', access, idempotencyKey, async (req, res) => {
  const { fields, file } = await readForm(req);
  const input = await validate(galleryItemSchema, normalise(fields), file ? {} : { image: 'Please upload an image' });
  const refs = await resolveCategory(input.category, input.subcategory);
  const id = newGalleryItemId();
  const created = (item: GalleryRecord) => ({ status: 201, body: { success: true, message: 'Gallery item created successfully', data: toApi(item) } });
  const processed = await storeUpload(file, 'gallery', id);
  const item = await createWithImage(processed, () =>
    createGalleryItem(
      id,
      { ...pickPlain(galleryItemFields, input), ...refs, ...imageFields(processed), translations: compactTranslations<GalleryTexts>(input.translations) },
      idempotencyOf(res, created),
    ),
  );
  sendResponse(res, created(item));
});

galleryRouter.put('/:id', access, async (req, res) => {
  const ifMatch = ifMatchRevisions(req);
  const { fields, file } = await readForm(req);
  const existing = await getGalleryItem(param(req, 'id'));
  const input = await validate(galleryItemSchema, normalise(fields, existing));
  const refs = await resolveCategory(input.category, input.subcategory);
  const updated = await updateWithImage(existing, { file, folder: 'gallery', deleteImage: input.deleteImage }, (image) =>
    updateGalleryItem(existing, { ...pickPlain(galleryItemFields, input), ...refs, ...translationsChange<GalleryTexts>(input.translations), ...image }, { ifMatch }),
  );
  setRevisionTag(res, revisionOf(updated));
  res.json({ success: true, message: 'Gallery item updated successfully', data: toApi(updated) });
});

/** Moves it to the trash with its photos (routes/trash.ts restores or purges it); the answer is the spec's. */
galleryRouter.delete('/:id', access, async (req, res) => {
  const removed = await deleteGalleryItem(param(req, 'id'));
  res.json({ success: true, message: 'Gallery item deleted successfully', data: { _id: removed.id } });
});

galleryRouter.put('/:id/toggle-popular', access, async (req, res) => {
  const record = await patchGalleryItem(param(req, 'id'), (current) => ({ isPopular: !current.isPopular }));
  res.json({ success: true, message: record.isPopular ? 'Marked as popular' : 'Removed from popular', data: toApi(record) });
});
