import { Router, type Request } from 'express';
import * as yup from 'yup';
import {
  MAX_PHOTOS,
  PRODUCTS_PAGE_FETCH_LIMIT,
  cleanSizes,
  compactTranslations,
  pickPlain,
  priceAndStockOf,
  productFields,
  productJsonSchema,
  productMergeSchema,
  productSchema,
  singleSize,
  sizesSchema,
  TRUE_OR_FALSE_MESSAGE,
  type ProductInput,
  type ProductTexts,
  type ProductVariant,
  withCounts,
} from '@catalogue/domain';
import { access } from '../http/access';
import { validationFailed } from '../http/errors';
import { idempotencyKey, idempotencyOf, sendResponse } from '../http/idempotency';
import { publicCache } from '../http/cache';
import { ifMatchRevisions, sendTagged, setRevisionTag } from '../http/etag';
import { readForm, type FormBody } from '../http/multipart';
import { jsonObject } from '../http/body';
import { has, param, queryFlag, queryInt, queryLanguage, queryParam, validate } from '../http/validate';
import { filesLeaving, savePhotos, type PhotoRequest } from '../images/productPhotos';
import { deleteUnnamedFiles } from '../images/unnamedFiles';
import { photoFields } from '../store/photos';
import { revisionOf } from '../store/records';
import { categoryRefs } from '../store/categories';
import {
  createProduct,
  createProductWithGalleryItem,
  deleteProduct,
  getProduct,
  mergeProducts,
  MergeRefused,
  newProductId,
  patchProduct,
  toApi,
  updateProduct,
  type ProductFields,
  type ProductRecord,
  type ProductWithGalleryItem,
} from '../store/products';
import { featuredProducts, productById, productBySlug, productList } from '../reads/products';
import { translationsChange } from '../writes/translations';
import { resolveProductCategory } from '../writes/productCategory';

export const productsRouter = Router();

productsRouter.get('/', publicCache, async (req, res) => {
  const category = queryParam(req, 'category')?.trim();
  const { data, pagination } = await productList({
    featured: queryFlag(req, 'featured'),
    category: category && category !== 'all' ? category : undefined,
    search: queryParam(req, 'search') ?? '',
    page: queryInt(req, 'page', 1, 1, 1_000_000),
    limit: queryInt(req, 'limit', PRODUCTS_PAGE_FETCH_LIMIT, 1, PRODUCTS_PAGE_FETCH_LIMIT),
    language: queryLanguage(req),
  });
  res.json({ success: true, count: data.length, data, pagination });
});

productsRouter.get('/featured/list', publicCache, async (req, res) => {
  res.json({ success: true, data: await featuredProducts(queryLanguage(req)) });
});

productsRouter.get('/popular/list', publicCache, async (req, res) => {
  res.json({ success: true, data: (await featuredProducts(queryLanguage(req))).filter((p) => p.inStock).slice(0, 8) });
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

const SEVERAL_SIZES_MESSAGE = 'This product has several sizes: change the price and stock of each in variants';
const ABOVE_MRP_MESSAGE = (mrp: number) => `Price must not be above the MRP (${mrp}): send the size with its new MRP in variants`;

/**
 * The sizes a save writes: those sent; else, for a new product or one with a single size, that
 * size with the `price` and `inStock` sent; null when they stay as they are. A product with
 * several sizes refuses a `price` or `inStock` of its own that differs from what its sizes give,
 * and a single size a `price` above its MRP.
 */
function sizesToWrite(input: ProductInput, sent: Record<string, unknown>, current: ProductRecord): ProductVariant[] | null {
  if (input.variants) return sizesOf(input);
  const changed = (['price', 'inStock'] as const).filter((field) => has(sent, field) && input[field] !== current[field]);
  if (changed.length === 0) return null;
  if (current.variants.length > 1) throw validationFailed(Object.fromEntries(changed.map((field) => [field, SEVERAL_SIZES_MESSAGE])));
  const { mrp } = current.variants[0];
  if (mrp !== null && input.price > mrp) throw validationFailed({ price: ABOVE_MRP_MESSAGE(mrp) });
  return [singleSize(input.price, input.inStock, current.variants[0])];
}

/** The sizes sent, or one of the `price` and `inStock` sent. */
const sizesOf = (input: ProductInput) => (input.variants ? cleanSizes(input.variants) : [singleSize(input.price, input.inStock)]);

/** A counted size is in stock while its count is above zero, whatever the form's flag says (store/stock.ts keeps the counts). */
const counted = (sizes: ProductVariant[] | null, current: ProductRecord) => sizes && withCounts(sizes, current.stock);

const withSizes = (sizes: ProductVariant[] | null) => (sizes ? { variants: sizes, ...priceAndStockOf(sizes) } : {});

/** What a validated create writes, besides the image: a blank slug is generated. */
async function newProductFields(input: ProductInput) {
  const variants = sizesOf(input);
  return {
    ...pickPlain(productFields, input),
    variants,
    ...priceAndStockOf(variants),
    slug: input.slug ?? '',
    ...(await resolveProductCategory(input.category, input.subcategory)),
    translations: compactTranslations<ProductTexts>(input.translations),
    stock: {},
  };
}

/**
 * What a validated update writes of the product as read in the write's transaction: only the
 * fields sent (and what derives from them), so a concurrent edit of the others is kept.
 */
async function productChanges(input: ProductInput, sent: Record<string, unknown>) {
  const plain = Object.entries(pickPlain(productFields, input)).filter(([key]) => has(sent, key) && key !== 'price' && key !== 'inStock');
  const category = has(sent, 'category') || has(sent, 'subcategory') ? await resolveProductCategory(input.category, input.subcategory) : {};
  return (current: ProductRecord): Partial<ProductFields> => ({
    ...Object.fromEntries(plain),
    ...withSizes(counted(sizesToWrite(input, sent, current), current)),
    ...(has(sent, 'slug') ? { slug: input.slug ?? '' } : {}),
    ...category,
    ...translationsChange<ProductTexts>(input.translations),
  });
}

/** The `updatedAt` a form read the product at, when it sends one: a product changed since is not overwritten (409). */
const unchangedSince = (fields: Record<string, unknown>) => (typeof fields.updatedAt === 'string' && fields.updatedAt ? fields.updatedAt : undefined);

const readProductForm = (req: Request) => readForm(req, { maxPhotos: MAX_PHOTOS });

/** What a save asks of the photos (productPhotos.ts). */
const photoRequest = (form: FormBody, input: ProductInput): PhotoRequest => ({
  order: input.imageOrder,
  cover: form.file,
  removeCover: input.deleteImage,
  added: form.photos,
});

productsRouter.post('/json', access, idempotencyKey, async (req, res) => {
  const input = await validate(productJsonSchema, jsonObject(req));
  const fields = { ...(await newProductFields(input)), ...photoFields([]) };
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

/**
 * The product with this slug now or before: `data.slug` is the current one (the page redirects to
 * it); `size` is the key of the size an old slug of a product merged into it stands for, else null.
 */
productsRouter.get('/by-slug/:slug', publicCache, async (req, res) => {
  const { product, size } = await productBySlug(param(req, 'slug'), queryLanguage(req));
  res.json({ success: true, data: product, size });
});

productsRouter.get('/:id', publicCache, async (req, res) => {
  const { record, product } = await productById(param(req, 'id'), queryLanguage(req));
  sendTagged(res, revisionOf(record), { success: true, data: product });
});

productsRouter.post('/', access, idempotencyKey, async (req, res) => {
  const form = await readProductForm(req);
  const input = await validate(productSchema, productInput(form.fields));
  const changes = await newProductFields(input);
  const id = newProductId();
  const names = await categoryRefs();
  const created = (product: ProductRecord) => ({ status: 201, body: { success: true, message: 'Product created successfully', data: toApi(product, names) } });
  const product = await savePhotos(id, [], photoRequest(form, input), (photosOf) =>
    createProduct(id, { ...changes, ...photoFields([]), ...photosOf([]) }, idempotencyOf(res, created)),
  );
  sendResponse(res, created(product));
});

productsRouter.put('/:id', access, async (req, res) => {
  const ifMatch = ifMatchRevisions(req);
  const form = await readProductForm(req);
  const existing = await getProduct(param(req, 'id'));
  const input = await validate(productSchema, productInput(form.fields, existing));
  const changes = await productChanges(input, form.fields);
  const updated = await savePhotos(existing.id, existing.images, photoRequest(form, input), (photosOf) =>
    updateProduct(existing.id, (current) => ({ ...changes(current), ...photosOf(current.images) }), { unchangedSince: unchangedSince(form.fields), ifMatch }),
  );
  setRevisionTag(res, revisionOf(updated));
  res.json({ success: true, message: 'Product updated successfully', data: toApi(updated, await categoryRefs()) });
});

/** Moves it to the trash with its photos (routes/trash.ts restores or purges it); the answer is the spec's. */
productsRouter.delete('/:id', access, async (req, res) => {
  const removed = await deleteProduct(param(req, 'id'));
  res.json({ success: true, message: 'Product deleted successfully', data: { _id: removed.id } });
});

/** The merged sizes, checked as a save checks them; a merge changes no size's price, so sizes saved before the MRP was required keep going without one. */
const checkedSizes = async (sizes: ProductVariant[]) =>
  cleanSizes((await validate(yup.object({ variants: sizesSchema.required() }), { variants: sizes }, {}, { mrpOptional: true })).variants);

/**
 * Merges another product into this one as its sizes (store/products.ts mergeProducts): its old
 * address then opens its size here. Answers this product as written.
 */
productsRouter.post('/:id/merge', access, async (req, res) => {
  const { productId, label } = await validate(productMergeSchema, jsonObject(req));
  const intoId = param(req, 'id');
  if (productId === intoId) throw validationFailed({ productId: 'A product cannot be merged into itself' });
  const { into, from } = await mergeProducts(intoId, productId, label, checkedSizes).catch((error: unknown) => {
    throw error instanceof MergeRefused ? validationFailed({ [error.field]: error.message }) : error;
  });
  await deleteUnnamedFiles(filesLeaving(from.images, into.images));
  res.json({ success: true, message: `${from.name} is now a size of ${into.name}`, data: toApi(into, await categoryRefs()) });
});

const featuredSchema = yup.object({ featured: yup.boolean().typeError(TRUE_OR_FALSE_MESSAGE).nonNullable(TRUE_OR_FALSE_MESSAGE).optional() });

/**
 * Toggles featured; a body `{ featured: true | false }` sets it explicitly. A body that is not an
 * object, or a `featured` that is not true or false, is refused and changes nothing.
 */
productsRouter.put('/:id/featured', access, async (req, res) => {
  const { featured } = await validate(featuredSchema, (await readForm(req)).fields);
  const record = await patchProduct(param(req, 'id'), (current) => ({ featured: featured ?? !current.featured }));
  res.json({ success: true, message: record.featured ? 'Product marked as featured' : 'Product removed from featured', data: toApi(record, await categoryRefs()) });
});

