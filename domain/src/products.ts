/**
 * Products: the fields declared once (see plainFields.ts), the schema the form and the API validate
 * with, and the shape the API sends. "Adding a field to products" in the README starts here.
 */
import * as yup from 'yup';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, PRICE_MAX } from './constants';
import { boundedDecimal, flag, MULTILINE, optionalId, optionalText, requiredId, requiredText } from './fields';
import type { PlainValues } from './plainFields';
import { optionalSlug } from './slug';
import type { CategoryRef } from './categories';
import type { Id, ImageInfo } from './types';

export const productFields = {
  name: requiredText(MAX_NAME_LENGTH, 'Product name is required'),
  description: optionalText(MAX_TEXT_LENGTH, MULTILINE),
  price: boundedDecimal('Price', { min: 0, max: PRICE_MAX, decimals: 2, example: '349.50' }, 0).default(0),
  featured: flag(false),
  inStock: flag(true),
};
export type ProductValues = PlainValues<typeof productFields>;

/** A create or an update, from the form (multipart text) or JSON. */
export const productSchema = yup
  .object({
    ...productFields,
    slug: optionalSlug(),
    category: requiredId('Please select a category'),
    subcategory: optionalId(),
    deleteImage: flag(false),
  })
  .noUnknown(false);
export type ProductInput = yup.InferType<typeof productSchema>;

/** JSON create used by the back office's JSON test form: `gallery: true` also files a gallery item. */
export const productJsonSchema = productSchema.shape({
  gallery: flag(false),
});

export interface Product extends ProductValues {
  _id: Id;
  /** Readable, unique among products: the page address is /products/{slug}. */
  slug: string;
  /** Path relative to the API host (or a full URL); empty when the product has no image. */
  image: string;
  imageInfo?: ImageInfo | null;
  category?: CategoryRef | null;
  subcategory?: CategoryRef | null;
  createdAt: string;
  updatedAt: string;
}
