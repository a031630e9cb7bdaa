import { Router } from 'express';
import { PRODUCTS_PAGE_FETCH_LIMIT, pickPlain, productFields, productJsonSchema, productSchema, type ProductInput } from '@catalogue/domain';
import { requireAdmin } from '../http/auth';
import { idempotencyKey, idempotencyOf, sendResponse } from '../http/idempotency';
import { publicCache } from '../http/cache';
import { readForm } from '../http/multipart';
import { jsonObject } from '../http/body';
import { has, param, queryBool, queryInt, queryParam, validate } from '../http/validate';
import { createWithImage, imageFields, storeUpload, updateWithImage } from '../images/entityImage';
import { deleteImageOf } from '../images/pipeline';
import { categoryRefs } from '../store/categories';
import {
  createProduct,
  createProductWithGalleryItem,
  deleteProduct,
  getProduct,
  newProductId,
  patchProduct,
  toApi,
  updateProduct,
  type ProductRecord,
  type ProductWithGalleryItem,
} from '../store/products';
import { featuredProducts, productBySlug, productList } from '../reads/products';
import { resolveProductCategory } from './categoryRefs';

export const productsRouter = Router();

productsRouter.get('/', publicCache, async (req, res) => {
  const category = queryParam(req, 'category')?.trim();
  const { data, pagination } = await productList({
    featured: queryBool(req, 'featured'),
    category: category && category !== 'all' ? category : undefined,
    search: queryParam(req, 'search') ?? '',
    page: queryInt(req, 'page', 1, 1, 1_000_000),
    limit: queryInt(req, 'limit', PRODUCTS_PAGE_FETCH_LIMIT, 1, PRODUCTS_PAGE_FETCH_LIMIT),
  });
  res.json({ success: true, count: data.length, data, pagination });
});

productsRouter.get('/featured/list', publicCache, async (_req, res) => {
  res.json({ success: true, data: await featuredProducts() });
});

productsRouter.get('/popular/list', publicCache, async (_req, res) => {
  res.json({ success: true, data: (await featuredProducts()).filter((p) => p.inStock).slice(0, 8) });
});

/** The product model, derived from the shared validation schema. */
productsRouter.get('/model-info', publicCache, (_req, res) => {
  const description = productSchema.describe();
  const fields = Object.entries(description.fields).map(([name, field]) => {
    const f = field as { type: string; optional?: boolean; nullable?: boolean; default?: unknown; tests: { name?: string; params?: Record<string, unknown> }[] };
    return {
      name,
      type: f.type,
      required: f.optional === false,
      nullable: !!f.nullable,
      ...(f.default !== undefined ? { default: f.default } : {}),
      rules: f.tests.filter((t) => t.name).map((t) => ({ rule: t.name, ...(t.params ?? {}) })),
    };
  });
  res.json({ success: true, data: { name: 'Product', fields } });
});

/** Form fields for create/update; on update absent fields keep their stored values. */
function productInput(fields: Record<string, unknown>, existing?: ProductRecord) {
  if (!existing) return fields;
  const input: Record<string, unknown> = { ...pickPlain(productFields, existing), ...fields };
  if (!has(fields, 'category')) {
    input.category = existing.categoryId ?? '';
    input.subcategory = has(fields, 'subcategory') ? fields.subcategory : existing.subcategoryId;
  }
  return input;
}

/** What a validated create or update writes, besides the image: a blank slug is generated (create) or kept (update). */
async function productChanges(input: ProductInput) {
  return { ...pickPlain(productFields, input), slug: input.slug ?? '', ...(await resolveProductCategory(input.category, input.subcategory)) };
}

productsRouter.post('/json', requireAdmin, idempotencyKey, async (req, res) => {
  const input = await validate(productJsonSchema, jsonObject(req));
  const fields = { ...(await productChanges(input)), ...imageFields(null) };
  const names = await categoryRefs();
  const created = ({ product, galleryItemId }: { product: ProductRecord; galleryItemId?: string }) => ({
    status: 201,
    body: {
      success: true,
      message: galleryItemId ? 'Product created and added to the gallery' : 'Product created successfully',
      data: toApi(product, names),
      ...(galleryItemId ? { galleryItemId } : {}),
    },
  });
  sendResponse(
    res,
    created(
      input.gallery
        ? await createProductWithGalleryItem(newProductId(), fields, names.get(fields.subcategoryId ?? fields.categoryId)?.name ?? '', idempotencyOf<ProductWithGalleryItem>(res, created))
        : { product: await createProduct(newProductId(), fields, idempotencyOf(res, (product: ProductRecord) => created({ product }))) },
    ),
  );
});

/** The product with this slug now or before: `data.slug` is the current one (the page redirects to it). */
productsRouter.get('/by-slug/:slug', publicCache, async (req, res) => {
  res.json({ success: true, data: await productBySlug(param(req, 'slug')) });
});

productsRouter.get('/:id', publicCache, async (req, res) => {
  const [record, names] = await Promise.all([getProduct(param(req, 'id')), categoryRefs()]);
  res.json({ success: true, data: toApi(record, names) });
});

productsRouter.post('/', requireAdmin, idempotencyKey, async (req, res) => {
  const { fields, file } = await readForm(req);
  const input = await validate(productSchema, productInput(fields));
  const changes = await productChanges(input);
  const id = newProductId();
  const names = await categoryRefs();
  const created = (product: ProductRecord) => ({ status: 201, body: { success: true, message: 'Product created successfully', data: toApi(product, names) } });
  const processed = await storeUpload(file, 'products', id);
  const product = await createWithImage(processed, () =>
    createProduct(id, { ...changes, ...imageFields(processed) }, idempotencyOf(res, created)),
  );
  sendResponse(res, created(product));
});

productsRouter.put('/:id', requireAdmin, async (req, res) => {
  const { fields, file } = await readForm(req);
  const existing = await getProduct(param(req, 'id'));
  const input = await validate(productSchema, productInput(fields, existing));
  const changes = await productChanges(input);
  const updated = await updateWithImage(existing, { file, folder: 'products', deleteImage: input.deleteImage }, (image) => updateProduct(existing, { ...changes, ...image }));
  res.json({ success: true, message: 'Product updated successfully', data: toApi(updated, await categoryRefs()) });
});

productsRouter.delete('/:id', requireAdmin, async (req, res) => {
  const removed = await deleteProduct(param(req, 'id'));
  await deleteImageOf(removed);
  res.json({ success: true, message: 'Product deleted successfully', data: { _id: removed.id } });
});

/** Toggles featured; a JSON body `{ featured: boolean }` sets it explicitly. */
productsRouter.put('/:id/featured', requireAdmin, async (req, res) => {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const record = await patchProduct(param(req, 'id'), (current) => ({
    featured: typeof body.featured === 'boolean' ? body.featured : !current.featured,
  }));
  res.json({ success: true, message: record.featured ? 'Product marked as featured' : 'Product removed from featured', data: toApi(record, await categoryRefs()) });
});

