import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { PRODUCTS_PAGE_FETCH_LIMIT, matchesSearch, productJsonSchema, productSchema } from '@catalogue/domain';
import { requireAdmin } from '../http/auth';
import { publicCache } from '../http/cache';
import { notFound } from '../http/errors';
import { readForm } from '../http/multipart';
import { jsonObject } from '../http/body';
import { has, param, queryBool, queryInt, queryParam, validate } from '../http/validate';
import { createWithImage, imageFields, storeUpload, updateWithImage } from '../images/entityImage';
import { deleteImageOf } from '../images/pipeline';
import { getCategory, subcategoriesOf } from '../store/categories';
import { firestore } from '../store/firebase';
import { galleryCol } from '../store/gallery';
import { productsCol, toApi, toRecord, type ProductRecord } from '../store/products';
import { chunk, millis, patchInTransaction, safeDocId } from '../store/util';
import { categoryNames, resolveProductCategory } from './categoryRefs';

export const productsRouter = Router();

const PRODUCT_NOT_FOUND = 'Product not found';
const newestFirst = (a: ProductRecord, b: ProductRecord) => millis(b.createdAt) - millis(a.createdAt) || a.id.localeCompare(b.id);

async function findProduct(id: string): Promise<ProductRecord> {
  const docId = safeDocId(id);
  if (!docId) throw notFound(PRODUCT_NOT_FOUND);
  const snap = await productsCol().doc(docId).get();
  if (!snap.exists) throw notFound(PRODUCT_NOT_FOUND);
  return toRecord(snap);
}

/** Products matching the Firestore-side filters (featured, category). */
async function queryProducts(filters: { featured?: boolean; category?: string }): Promise<ProductRecord[]> {
  let base: FirebaseFirestore.Query = productsCol();
  if (filters.featured !== undefined) base = base.where('featured', '==', filters.featured);
  if (filters.category === undefined) return (await base.get()).docs.map(toRecord);

  const category = await getCategory(filters.category);
  if (!category) return [];
  const byId = new Map<string, ProductRecord>();
  const add = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) => docs.forEach((d) => byId.set(d.id, toRecord(d)));
  if (category.parentId) {
    add((await base.where('subcategoryId', '==', category.id).get()).docs);
    add((await base.where('categoryId', '==', category.id).get()).docs);
  } else {
    // A main category also matches its subcategories (and data filed directly under them).
    const ids = [category.id, ...(await subcategoriesOf(category.id)).map((s) => s.id)];
    for (const part of chunk(ids, 30)) add((await base.where('categoryId', 'in', part).get()).docs);
    const subs = ids.slice(1);
    for (const part of chunk(subs, 30)) add((await base.where('subcategoryId', 'in', part).get()).docs);
  }
  return [...byId.values()];
}

productsRouter.get('/', publicCache, async (req, res) => {
  const limit = queryInt(req, 'limit', PRODUCTS_PAGE_FETCH_LIMIT, 1, PRODUCTS_PAGE_FETCH_LIMIT);
  const page = queryInt(req, 'page', 1, 1, 1_000_000);
  const category = queryParam(req, 'category')?.trim();
  const search = queryParam(req, 'search') ?? '';
  const [records, names] = await Promise.all([
    queryProducts({ featured: queryBool(req, 'featured'), category: category && category !== 'all' ? category : undefined }),
    categoryNames(),
  ]);
  const matching = records.filter((p) => matchesSearch([p.name, p.description], search)).sort(newestFirst);
  const total = matching.length;
  const data = matching.slice((page - 1) * limit, page * limit).map((p) => toApi(p, names));
  res.json({ success: true, count: data.length, data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } });
});

productsRouter.get('/featured/list', publicCache, async (_req, res) => {
  const [records, names] = await Promise.all([queryProducts({ featured: true }), categoryNames()]);
  res.json({ success: true, data: records.sort(newestFirst).map((p) => toApi(p, names)) });
});

productsRouter.get('/popular/list', publicCache, async (_req, res) => {
  const [records, names] = await Promise.all([queryProducts({ featured: true }), categoryNames()]);
  const data = records.filter((p) => p.inStock).sort(newestFirst).slice(0, 8).map((p) => toApi(p, names));
  res.json({ success: true, data });
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
  const input: Record<string, unknown> = {
    name: existing.name,
    description: existing.description,
    price: existing.price,
    featured: existing.featured,
    inStock: existing.inStock,
    ...fields,
  };
  if (!has(fields, 'category')) {
    input.category = existing.categoryId ?? '';
    input.subcategory = has(fields, 'subcategory') ? fields.subcategory : existing.subcategoryId;
  }
  return input;
}

productsRouter.post('/json', requireAdmin, async (req, res) => {
  const body = jsonObject(req);
  const input = await validate(productJsonSchema, body);
  const ids = await resolveProductCategory(input.category, input.subcategory);
  const ref = productsCol().doc();
  const now = Timestamp.now();
  const doc = {
    name: input.name,
    description: input.description,
    price: input.price,
    image: '',
    imageInfo: null,
    ...ids,
    featured: input.featured,
    inStock: input.inStock,
    createdAt: now,
    updatedAt: now,
  };
  const batch = firestore().batch();
  batch.create(ref, doc);
  let galleryId: string | null = null;
  if (input.gallery) {
    const category = await getCategory(ids.subcategoryId ?? ids.categoryId);
    const galleryRef = galleryCol().doc();
    galleryId = galleryRef.id;
    batch.create(galleryRef, {
      title: input.name,
      description: input.description,
      category: category?.name ?? '',
      categoryId: ids.categoryId,
      subcategoryId: ids.subcategoryId,
      image: '',
      imageInfo: null,
      isPopular: false,
      order: 0,
      productId: ref.id,
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
  const names = await categoryNames();
  res.status(201).json({
    success: true,
    message: input.gallery ? 'Product created and added to the gallery' : 'Product created successfully',
    data: toApi({ id: ref.id, ...doc }, names),
    ...(galleryId ? { galleryItemId: galleryId } : {}),
  });
});

productsRouter.get('/:id', publicCache, async (req, res) => {
  const [record, names] = await Promise.all([findProduct(param(req, 'id')), categoryNames()]);
  res.json({ success: true, data: toApi(record, names) });
});

productsRouter.post('/', requireAdmin, async (req, res) => {
  const { fields, file } = await readForm(req);
  const input = await validate(productSchema, productInput(fields));
  const ids = await resolveProductCategory(input.category, input.subcategory);
  const ref = productsCol().doc();
  const processed = await storeUpload(file, 'products', ref.id);
  const now = Timestamp.now();
  const doc = {
    name: input.name,
    description: input.description,
    price: input.price,
    ...imageFields(processed),
    ...ids,
    featured: input.featured,
    inStock: input.inStock,
    createdAt: now,
    updatedAt: now,
  };
  await createWithImage(ref, doc, processed);
  res.status(201).json({ success: true, message: 'Product created successfully', data: toApi({ id: ref.id, ...doc }, await categoryNames()) });
});

productsRouter.put('/:id', requireAdmin, async (req, res) => {
  const { fields, file } = await readForm(req);
  const existing = await findProduct(param(req, 'id'));
  const input = await validate(productSchema, productInput(fields, existing));
  const ids = await resolveProductCategory(input.category, input.subcategory);
  const update = await updateWithImage(
    productsCol().doc(existing.id),
    existing,
    { file, folder: 'products', deleteImage: input.deleteImage },
    { name: input.name, description: input.description, price: input.price, ...ids, featured: input.featured, inStock: input.inStock },
    PRODUCT_NOT_FOUND,
  );
  const updated = { ...existing, ...update };
  res.json({ success: true, message: 'Product updated successfully', data: toApi(updated, await categoryNames()) });
});

productsRouter.delete('/:id', requireAdmin, async (req, res) => {
  const existing = await findProduct(param(req, 'id'));
  await productsCol().doc(existing.id).delete();
  await deleteImageOf(existing);
  res.json({ success: true, message: 'Product deleted successfully', data: { _id: existing.id } });
});

/** Toggles featured; a JSON body `{ featured: boolean }` sets it explicitly. */
productsRouter.put('/:id/featured', requireAdmin, async (req, res) => {
  const existing = await findProduct(param(req, 'id'));
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const featured = typeof body.featured === 'boolean' ? body.featured : !existing.featured;
  const record = await patchInTransaction(productsCol().doc(existing.id), toRecord, PRODUCT_NOT_FOUND, (current) => ({
    featured: typeof body.featured === 'boolean' ? featured : !current.featured,
  }));
  res.json({ success: true, message: record.featured ? 'Product marked as featured' : 'Product removed from featured', data: toApi(record, await categoryNames()) });
});

