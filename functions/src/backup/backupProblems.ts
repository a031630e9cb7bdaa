/**
 * Whether a backup makes sense, before anything of it is restored (issue 34, item 6). Every document
 * of the shop's own kinds is validated as the API validates a save of it (the routes' domain schemas,
 * through http/validate.ts), read the way the store reads it: a product's category stored as `{ _id, name }`,
 * a category's `parent`, a gallery item's `name` and `popular`, a product stored before sizes were a list
 * or before it had a slug, a section of the site settings saved before one of its fields existed. The
 * live documents' references must resolve within the backup: a product's category and subcategory, a
 * subcategory's main category, a gallery item's category; a product's and a category's slug is its own
 * in its index and in no other document of its kind. Whether the photos are there is restoreBackup.ts's
 * (they may be in the zip or in the shop already). Only the trash entries' references are left alone:
 * the trash restore checks them.
 */
import type { AnySchema } from 'yup';
import {
  DEFAULT_NAV_CONFIG,
  DEFAULT_SITE_SETTINGS,
  MAX_NAME_LENGTH,
  MAX_PHOTOS,
  SITE_LIMITS,
  TRASH_KINDS,
  categoryFields,
  categorySchema,
  galleryItemFields,
  galleryItemSchema,
  navConfigSchema,
  optionalText,
  MAX_STOCK,
  orderContactFields,
  orderPaymentSchema,
  orderRequestSchema,
  orderStatusSchema,
  productFields,
  productSchema,
  readStockMap,
  siteSectionsSchema,
  testimonialFields,
  testimonialSchema,
  withoutReadOnlyFields,
  type TrashKind,
} from '@catalogue/domain';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import type { BackupCollection, BackupCollections, BackupDocument } from '../store/backup';
import { idOrNull, prop, str } from '../store/util';

type Data = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const pick = (data: Data, keys: string[]) => Object.fromEntries(keys.filter((key) => Object.hasOwn(data, key)).map((key) => [key, data[key]]));
/** A reference stored as an id or, in older data, as `{ _id, name }`. */
const ref = (value: unknown) => idOrNull(typeof value === 'string' ? value : prop(value, '_id'));
/** The stored value with what it lacks taken from `defaults`, object by object (what it has is kept, to be validated). */
function withMissing(defaults: unknown, stored: unknown): unknown {
  if (!isPlainObject(defaults) || !isPlainObject(stored)) return stored === undefined ? defaults : stored;
  const filled: Data = { ...stored };
  for (const [key, value] of Object.entries(defaults)) filled[key] = withMissing(value, stored[key]);
  return filled;
}
const VERSION_FIELDS = ['version', 'savedAt', 'savedBy'];
const withoutVersion = (data: Data) => Object.fromEntries(Object.entries(data).filter(([key]) => !VERSION_FIELDS.includes(key)));

/** Each kind as the API's save of it takes it: the schema, and the stored document as that schema's input. */
const KINDS = {
  product: {
    schema: productSchema,
    input: (d: Data) => ({ ...pick(d, [...Object.keys(productFields), 'slug', 'variants', 'translations']), category: ref(d.categoryId ?? d.category), subcategory: ref(d.subcategoryId ?? d.subcategory) }),
  },
  category: {
    schema: categorySchema,
    input: (d: Data) => ({ ...pick(d, [...Object.keys(categoryFields), 'slug', 'order', 'translations']), parent: d.parentId ?? d.parent }),
  },
  gallery: {
    // Its label may be the name of a category deleted since (up to a name's length); its references are checked below.
    schema: galleryItemSchema.shape({ category: optionalText(MAX_NAME_LENGTH) }),
    input: (d: Data) => ({
      ...pick(d, [...Object.keys(galleryItemFields), 'translations']),
      title: d.title ?? d.name,
      isPopular: d.isPopular ?? d.popular,
      category: typeof d.category === 'string' ? d.category : prop(d.category, 'name'),
    }),
  },
  testimonial: { schema: testimonialSchema, input: (d: Data) => pick(d, [...Object.keys(testimonialFields), 'translations']) },
  siteSettings: { schema: siteSectionsSchema, input: (d: Data) => withoutReadOnlyFields(withMissing(DEFAULT_SITE_SETTINGS, d) as Data) },
  navigation: { schema: navConfigSchema, input: (d: Data) => withMissing(DEFAULT_NAV_CONFIG, withoutVersion(d)) },
  order: {
    schema: orderRequestSchema.shape({ status: orderStatusSchema.fields.status, payment: orderPaymentSchema }),
    input: (d: Data) => pick(d, ['lines', ...Object.keys(orderContactFields), 'lang', 'remindMe', 'status', 'payment']),
  },
} satisfies Record<string, { schema: AnySchema; input: (d: Data) => unknown }>;
type Kind = keyof typeof KINDS;

const NOUNS: Record<Kind, string> = { product: 'Product', category: 'Category', gallery: 'Gallery item', testimonial: 'Testimonial', siteSettings: 'Site settings', navigation: 'Navigation', order: 'Order' };
const ENTITY_COLLECTIONS: Record<TrashKind, BackupCollection> = { product: 'products', category: 'categories', gallery: 'gallery', testimonial: 'testimonials' };
/** The collections of versioned documents, by the kind of their documents. */
const VERSIONED: [BackupCollection, Kind][] = [
  ['settings', 'siteSettings'],
  ['siteSettingsVersions', 'siteSettings'],
  ['navConfig', 'navigation'],
  ['navConfigVersions', 'navigation'],
];

/** A product's stored counts (domain's stock.ts), when it has any, each one a count the store reads back. */
const stockMapIsWhole = (stock: unknown) =>
  stock === undefined || (!!stock && typeof stock === 'object' && !Array.isArray(stock) && Object.keys(readStockMap(stock)).length === Object.keys(stock).length);

/** How a problem names its document: `Product 'Sesame oil' (products/abc)`. */
const labelOf = (kind: Kind, where: string, data: Data) => {
  const name = str(data.name, str(data.title));
  return `${NOUNS[kind]}${name ? ` '${name.slice(0, 60)}'` : ''} (${where})`;
};

/** A product saved before a size sold at a price needed its MRP restores without one (domain's productSizes.ts). */
const BACKUP_CONTEXT = { mrpOptional: true };

/** The document's problems as its kind's save would report them, one per field. */
async function schemaProblems(kind: Kind, where: string, data: Data): Promise<string[]> {
  const { schema, input } = KINDS[kind];
  try {
    await validate(schema as AnySchema, input(data), {}, BACKUP_CONTEXT);
    return [];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return Object.entries(error.errors ?? { _: error.message }).map(([field, message]) => `${labelOf(kind, where, data)}: ${field === '_' ? '' : `${field}: `}${message}`);
  }
}

/** Every problem of the backup's documents, in the order of its collections; empty when it can be restored. */
export async function backupProblems(backup: BackupCollections): Promise<string[]> {
  const problems: string[] = [];
  const byId = (collection: BackupCollection) => new Map(backup[collection].map((doc) => [doc.id, doc.data]));
  const categories = byId('categories');
  /** A category's main category, as the store reads it (an older `parent` included). */
  const parentOf = (data: Data) => idOrNull(data.parentId ?? data.parent);
  const isMain = (id: string | null) => !!id && categories.has(id) && !parentOf(categories.get(id)!);

  for (const kind of TRASH_KINDS) {
    for (const { id, data } of backup[ENTITY_COLLECTIONS[kind]]) problems.push(...(await schemaProblems(kind, `${ENTITY_COLLECTIONS[kind]}/${id}`, data)));
  }
  for (const [collection, kind] of VERSIONED) for (const { id, data } of backup[collection]) problems.push(...(await schemaProblems(kind, `${collection}/${id}`, data)));
  for (const { id, data } of backup.orders) problems.push(...(await schemaProblems('order', `orders/${id}`, data)));
  for (const { id, data } of backup.trash) problems.push(...(await trashProblems(id, data)));
  if (backup.testimonials.length > SITE_LIMITS.testimonials) problems.push(`It holds ${backup.testimonials.length} testimonials; a shop has at most ${SITE_LIMITS.testimonials}.`);

  const problem = (kind: Kind, collection: BackupCollection, { id, data }: BackupDocument, what: string) => problems.push(`${labelOf(kind, `${collection}/${id}`, data)}: ${what}`);
  for (const doc of backup.products) {
    const category = ref(doc.data.categoryId ?? doc.data.category);
    const subcategory = ref(doc.data.subcategoryId ?? doc.data.subcategory);
    // Older data may file a product under a subcategory's id directly (store/products.ts).
    if (category && !categories.has(category)) problem('product', 'products', doc, `its category ${category} is not in the backup`);
    if (subcategory && !categories.has(subcategory)) problem('product', 'products', doc, `its subcategory ${subcategory} is not in the backup`);
    else if (subcategory && parentOf(categories.get(subcategory)!) !== category) problem('product', 'products', doc, `its subcategory ${subcategory} is not one of its category's`);
    if (doc.data.images !== undefined && (!Array.isArray(doc.data.images) || doc.data.images.length > MAX_PHOTOS)) problem('product', 'products', doc, `images must be a list of at most ${MAX_PHOTOS} photos`);
    if (!stockMapIsWhole(doc.data.stock)) problem('product', 'products', doc, `stock must give each counted size a whole count from 0 to ${MAX_STOCK}`);
  }
  for (const doc of backup.categories) {
    const parent = parentOf(doc.data);
    if (parent && !isMain(parent)) problem('category', 'categories', doc, `its main category ${parent} is not ${categories.has(parent) ? 'a main category' : 'in the backup'}`);
  }
  for (const doc of backup.gallery) {
    for (const field of ['categoryId', 'subcategoryId']) {
      const id = idOrNull(doc.data[field]);
      if (id && !categories.has(id)) problem('gallery', 'gallery', doc, `its ${field === 'categoryId' ? 'category' : 'subcategory'} ${id} is not in the backup`);
    }
  }
  for (const [kind, collection, index] of [['product', 'products', 'productSlugs'], ['category', 'categories', 'categorySlugs']] as const) {
    const slugs = byId(index);
    const owners = new Map<string, string>();
    for (const doc of backup[collection]) {
      const slug = str(doc.data.slug);
      if (!slug) continue;
      const other = owners.get(slug);
      if (other) problem(kind, collection, doc, `its slug '${slug}' is also ${collection}/${other}'s`);
      owners.set(slug, doc.id);
      const owner = str(slugs.get(slug)?.id);
      if (owner !== doc.id) problem(kind, collection, doc, owner ? `its slug '${slug}' belongs to ${owner} in ${index}` : `its slug '${slug}' is not in ${index}`);
    }
  }
  return problems;
}

/** A trash entry: a kind, and its documents each valid for that kind (the entity first, a category's subcategories after it). */
async function trashProblems(id: string, data: Data): Promise<string[]> {
  const kind = data.kind as TrashKind;
  const docs = data.docs;
  if (!TRASH_KINDS.includes(kind) || !Array.isArray(docs) || !docs.length) return [`Trash entry ${id}: it is not a deleted product, category, gallery item or testimonial`];
  const problems: string[] = [];
  for (const doc of docs) {
    const docId = str(prop(doc, 'id'));
    const docData = prop(doc, 'data');
    if (!docId || !isPlainObject(docData)) problems.push(`Trash entry ${id}: a document without an id or data`);
    else problems.push(...(await schemaProblems(kind, `trash/${id}, ${docId}`, docData)));
  }
  return problems;
}
