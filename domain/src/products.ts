/**
 * Products: the fields declared once (see plainFields.ts), the schema the form and the API validate
 * with, and the shape the API sends. "Adding a field to products" in the README starts here.
 */
import * as yup from 'yup';
import { MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './constants';
import { flag, hasVisibleText, MULTILINE, optionalId, optionalText, pastDate, priceAmount, requiredId, requiredText, safeText } from './fields';
import { shelfLifeField } from './labelFields';
import type { PlainValues } from './plainFields';
import { gstRateField, hsnField } from './bill';
import { photoOrderSchema } from './productPhotos';
import { sizesSchema, type ProductVariant } from './productSizes';
import { optionalSlug } from './slug';
import { translated, translatedNames, translationsOf, type TranslatedValues } from './translatedFields';
import type { Language, Translations } from './translations';
import type { CategoryRef } from './categories';
import type { Id, ImageInfo, ProductPhoto } from './types';

const MAX_DECLARATION_LENGTH = 1000;
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';

export const productFields = {
  name: translated(requiredText(MAX_NAME_LENGTH, 'Product name is required')),
  description: translated(optionalText(MAX_TEXT_LENGTH, MULTILINE)),
  /** Derived from the sizes when they are given (productSizes.ts); a product saved without sizes gets one of this price. */
  price: priceAmount('Price', 0).default(0),
  featured: flag(false),
  /** Derived from the sizes like the price. */
  inStock: flag(true),
  /** The day the batch on sale was pressed (or packed), YYYY-MM-DD. */
  pressedOn: pastDate('Pressed on'),
  /** For a tax invoice (bill.ts): the HSN code and the GST rate in per cent. */
  hsn: hsnField(),
  gstRate: gstRateField(),
  /** The label's declarations (labels.ts): what it is made of, how to keep it, how long it keeps from packing. */
  ingredients: translated(optionalText(MAX_DECLARATION_LENGTH, MULTILINE)),
  storage: translated(optionalText(MAX_DECLARATION_LENGTH, MULTILINE)),
  shelfLife: shelfLifeField(),
  /** The FSSAI veg (green) or non-veg (brown) mark. */
  veg: flag(true),
  /** Where it was made: India when left out; the form asks whether it is imported, and then for the country. */
  countryOfOrigin: safeText(MAX_LABEL_LENGTH)
    .default(DEFAULT_COUNTRY_OF_ORIGIN)
    .test('visible', 'Enter the country of origin', (value) => value == null || hasVisibleText(value)),
};
export type ProductValues = PlainValues<typeof productFields>;

/** The texts a product has in each language: its fields declared `translated` (translatedFields.ts). */
export const PRODUCT_TEXTS = translatedNames(productFields);
export type ProductTexts = TranslatedValues<typeof productFields>;
export const productTranslationsSchema = translationsOf(productFields);

/** A create or an update, from the form (multipart text) or JSON. */
export const productSchema = yup
  .object({
    ...productFields,
    slug: optionalSlug(),
    category: requiredId('Please select a category'),
    subcategory: optionalId(),
    /** Left out: the product keeps its sizes (one, from `price` and `inStock`, when it is new). */
    variants: sizesSchema.optional(),
    /** The photos kept, in order (productPhotos.ts); left out, the product keeps its photos and files sent go after them. */
    imageOrder: photoOrderSchema.optional(),
    /** Removes the cover photo (the spec's single image). */
    deleteImage: flag(false),
    /** Left out: the product keeps its translations. */
    translations: productTranslationsSchema.default(undefined).optional(),
  })
  .noUnknown(false);
export type ProductInput = yup.InferType<typeof productSchema>;

/** JSON create used by the back office's JSON test form: `gallery: true` also files a gallery item. */
export const productJsonSchema = productSchema.shape({
  gallery: flag(false),
});

/** A product found by a slug: for the old slug of a product merged into it, the key of the size that product became. */
export interface ProductAtSlug {
  product: Product;
  size: string | null;
}

export interface Product extends ProductValues {
  _id: Id;
  /**
   * At least one, in the owner's order; `fewLeft` on a counted size at or below its low-stock threshold (stock.ts);
   * `stale` on every size while the batch on sale is past its best-before or has less than 30% of its shelf life left (labels.ts).
   */
  variants: (ProductVariant & { fewLeft?: boolean; stale?: boolean })[];
  /** Readable, unique among products: the page address is /products/{slug}. */
  slug: string;
  /** Up to MAX_PHOTOS, in the owner's order: the first is the cover. */
  images: ProductPhoto[];
  /** The cover's path relative to the API host (or a full URL); empty when the product has no photo. */
  image: string;
  /** The cover's renditions. */
  imageInfo?: ImageInfo | null;
  category?: CategoryRef | null;
  subcategory?: CategoryRef | null;
  /** Its texts in other languages; left out of an answer read in one language (`?lang=`). */
  translations?: Translations<ProductTexts>;
  /** Only in an answer read in one language (`?lang=`): its name in each language (Tamil falls back to English), for search and the order list. */
  names?: Record<Language, string>;
  createdAt: string;
  updatedAt: string;
}
