/**
 * A product's sizes (the API's `variants`): the packs it is sold in, in the owner's order, each with
 * its own price and stock. The product's `price` and `inStock` are derived from them
 * (`priceAndStockOf` in sizeChoice.ts), so clients that know only those two fields keep working.
 */
import * as yup from 'yup';
import { MAX_LABEL_LENGTH } from './constants';
import { flag, optionalText, parsedJsonText, priceAmount, requiredId, safeText, visibleText, wholeNumber } from './fields';
import { netQuantityField } from './labelFields';
import { pickPlain, type PlainValues } from './plainFields';
import { MAX_SLUG_LENGTH, slugCandidate, slugify } from './slug';
import { translated, translatedNames, translationsOf, type TranslatedValues } from './translatedFields';
import { compactTranslations } from './translations';

export const MAX_SIZES = 12;
const MAX_SIZE_WEIGHT_GRAMS = 1_000_000;
/** The key of the one size a product saved without sizes gets. */
const DEFAULT_SIZE_KEY = 'standard';
export const SIZE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const MRP_REQUIRED_MESSAGE = 'Enter the MRP printed on the pack (inclusive of all taxes)';
/** A size's own values; its `translations` hold its translated ones in other languages. */
const sizeValues = {
  /** Stable and URL-safe (`?size=1-l`); given from the label when left out. */
  key: safeText(MAX_SLUG_LENGTH).default('').matches(SIZE_KEY_PATTERN, { message: 'Use lower-case letters, digits and single hyphens only, e.g. 1-l', excludeEmptyString: true }),
  /** "500 ml", "1 L", "5 L tin"; may stay empty while the product has one size. */
  label: translated(optionalText(MAX_LABEL_LENGTH)),
  /** Left empty: 0, as the product's price always was. */
  price: priceAmount('Price', 0).default(0),
  /**
   * The printed maximum retail price, inclusive of all taxes; required for a size sold at a price, and
   * never below it. A backup of products saved before it was required restores without it, and a
   * merge of such products keeps them as they are (the validation context's `mrpOptional`:
   * backupProblems.ts, routes/products.ts).
   */
  mrp: priceAmount('MRP')
    .nullable()
    .default(null)
    .test('required', MRP_REQUIRED_MESSAGE, function mrpRequired(mrp) {
      const price = (this.parent as { price?: unknown } | undefined)?.price;
      return mrp != null || this.options.context?.mrpOptional === true || typeof price !== 'number' || price <= 0;
    })
    .test('not-below-price', 'MRP must not be below the price', function notBelowPrice(mrp) {
      const price = (this.parent as { price?: unknown } | undefined)?.price;
      return mrp == null || typeof price !== 'number' || mrp >= price;
    }),
  /** What the pack holds, as its label declares it: 500 ml, 1 kg, 12 pieces. The size's label defaults from it in the form. */
  netQuantity: netQuantityField(),
  weightGrams: wholeNumber('Weight', 0, MAX_SIZE_WEIGHT_GRAMS).nullable().default(null),
  inStock: flag(true),
};
export const sizeFields = { ...sizeValues, translations: translationsOf(sizeValues) };
export type ProductVariant = PlainValues<typeof sizeFields>;
/** The texts a size has in each language: its fields declared `translated` (the label). */
export const SIZE_TEXTS = translatedNames(sizeValues);
export type SizeTexts = TranslatedValues<typeof sizeValues>;

const labelOf = (size: unknown) => (size && typeof size === 'object' && typeof (size as { label?: unknown }).label === 'string' ? (size as { label: string }).label : '');
const keyOf = (size: unknown) => (size && typeof size === 'object' && typeof (size as { key?: unknown }).key === 'string' ? (size as { key: string }).key.trim() : '');

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A size sent as JSON with only the declared fields (never `__proto__` or other keys). */
const declaredOnly = (size: unknown) =>
  isRecord(size) ? Object.fromEntries(Object.keys(sizeFields).filter((key) => Object.hasOwn(size, key)).map((key) => [key, size[key]])) : size;

/** Each size with its declared fields only, and one sent without a key given one from its label, unique among the list's keys. */
function withKeys(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const sizes = value.map(declaredOnly);
  const taken = new Set(sizes.map(keyOf).filter(Boolean));
  return sizes.map((size: unknown) => {
    if (!isRecord(size) || keyOf(size)) return size;
    const base = slugify(labelOf(size)).slice(0, MAX_SLUG_LENGTH - 3) || DEFAULT_SIZE_KEY;
    let n = 1;
    while (taken.has(slugCandidate(base, n))) n += 1;
    const key = slugCandidate(base, n);
    taken.add(key);
    return { ...size, key };
  });
}

/** Labels a customer cannot tell apart are the same label: '1 L', '1l' and '1\u200bL'. */
const normalLabel = (label: string) => visibleText(label.normalize('NFKC')).toLocaleLowerCase('en');

/** The index of each entry equal (by `same`) to an earlier one. */
function repeats<T>(items: T[], same: (item: T, index: number) => string): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const value = same(item, index);
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

const SIZE_TYPE_MESSAGE = 'Each size must have a label and a price';

/** A product's sizes: 1 to MAX_SIZES, keys and labels unique, every label given once there are two or more. */
export const sizesSchema = yup
  .array(yup.object(sizeFields).typeError(SIZE_TYPE_MESSAGE).nonNullable(SIZE_TYPE_MESSAGE))
  .transform(parsedJsonText)
  .transform(withKeys)
  .typeError('Sizes must be a list')
  .min(1, 'A product needs at least one size')
  .max(MAX_SIZES, `A product can have at most ${MAX_SIZES} sizes`)
  .test('labels', function labels(sizes) {
    if (!sizes || sizes.length < 2) return true;
    const blank = sizes.findIndex((size) => !labelOf(size));
    if (blank >= 0) return this.createError({ path: `${this.path}[${blank}].label`, message: 'Name each size, e.g. 500 ml' });
    const repeated = repeats(sizes, (size) => normalLabel(labelOf(size)))[0];
    return repeated === undefined || this.createError({ path: `${this.path}[${repeated}].label`, message: 'Each size needs its own name' });
  })
  .test('keys', function keys(sizes) {
    const repeated = sizes ? repeats(sizes, (size, index) => keyOf(size) || `#${index}`)[0] : undefined;
    return repeated === undefined || this.createError({ path: `${this.path}[${repeated}].key`, message: 'Each size needs its own key' });
  });

/** `POST /products/:id/merge`: the product to merge in as sizes, and the name of its size when it has one. */
export const productMergeSchema = yup.object({
  productId: requiredId('Choose the product to merge in'),
  label: translated(optionalText(MAX_LABEL_LENGTH)),
});

/** Only the declared fields of each size (a list from JSON may carry any others), its translations as stored (compacted). */
export const cleanSizes = (sizes: readonly ProductVariant[]): ProductVariant[] =>
  sizes.map((size) => ({ ...pickPlain(sizeFields, size), translations: compactTranslations<SizeTexts>(size.translations) }));

/** The one size of a product saved without sizes. */
export const singleSize = (price: number, inStock: boolean, base?: Partial<ProductVariant>): ProductVariant => ({
  key: DEFAULT_SIZE_KEY,
  label: '',
  mrp: null,
  netQuantity: null,
  weightGrams: null,
  translations: {},
  ...base,
  price,
  inStock,
});
