/**
 * Validation schemas shared by the forms (react-hook-form + yup) and the API.
 * They accept the text values a form or a multipart body carries and cast them
 * to the entity's types, so one schema serves both sides. Every field is built from
 * the rules in fields.ts (safe text, plain-decimal numbers within documented ranges).
 */
import * as yup from 'yup';
import { FIXED_NAV_KEYS, type FixedNavKey } from './types';
import {
  GALLERY_DESCRIPTION_MIN,
  MAX_ID_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  NAV_MAX_VISIBLE_MAX,
  NAV_MAX_VISIBLE_MIN,
  ORDER_MAX,
  ORDER_MIN,
  PRICE_MAX,
} from './constants';
import { boundedDecimal, optionalText, requiredText, safeText, wellFormedText, wholeNumber } from './fields';
import { optionalSlug } from './slug';

const MULTILINE = { multiline: true };

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined || original === null || original === 'null' ? null : value;

const optionalId = () => safeText(MAX_ID_LENGTH).nullable().transform(emptyToNull).default(null);
const requiredId = (message: string) => requiredText(MAX_ID_LENGTH, message);
const flag = (fallback: boolean) =>
  yup.boolean().typeError('Must be true or false').default(fallback);
const order = (empty?: number) => wholeNumber('Order', ORDER_MIN, ORDER_MAX, empty);
const email = () => safeText(254).email('Enter a valid email address').required('Email is required');

export const productSchema = yup
  .object({
    name: requiredText(MAX_NAME_LENGTH, 'Product name is required'),
    slug: optionalSlug(),
    description: optionalText(MAX_TEXT_LENGTH, MULTILINE),
    price: boundedDecimal('Price', { min: 0, max: PRICE_MAX, decimals: 2, example: '349.50' }, 0).default(0),
    category: requiredId('Please select a category'),
    subcategory: optionalId(),
    featured: flag(false),
    inStock: flag(true),
    deleteImage: flag(false),
  })
  .noUnknown(false);
export type ProductInput = yup.InferType<typeof productSchema>;

/** JSON create used by the back office's JSON test form: `gallery: true` also files a gallery item. */
export const productJsonSchema = productSchema.shape({
  gallery: flag(false),
});
export type ProductJsonInput = yup.InferType<typeof productJsonSchema>;

export const categorySchema = yup.object({
  name: requiredText(MAX_NAME_LENGTH, 'Category name is required'),
  slug: optionalSlug(),
  description: optionalText(MAX_TEXT_LENGTH, MULTILINE),
  parent: optionalId(),
  order: order().optional(),
  showInNav: flag(false),
  showInProductsDropdown: flag(true),
  deleteImage: flag(false),
});
export type CategoryInput = yup.InferType<typeof categorySchema>;

export const navSettingsPatchSchema = yup
  .object({
    order: order().required('Order is required'),
    showInNav: yup.boolean().typeError('Must be true or false').optional(),
  })
  .noUnknown('Unknown field: ${unknown}');

/**
 * A gallery item as the API stores it. Every gallery form variant maps onto
 * this: `title`/`name`, `isPopular`/`popular`, `category` as a label or an id.
 */
export const galleryItemSchema = yup.object({
  title: requiredText(MAX_NAME_LENGTH, 'Title is required'),
  description: optionalText(MAX_TEXT_LENGTH, MULTILINE),
  category: optionalText(MAX_LABEL_LENGTH),
  subcategory: optionalId(),
  isPopular: flag(false),
  order: order(0).default(0),
  deleteImage: flag(false),
});
export type GalleryItemInput = yup.InferType<typeof galleryItemSchema>;

/** Gallery form variant 1 (new/edit): title required; image required only on create (checked by the form). */
export const galleryFormSchema = yup.object({
  title: requiredText(MAX_NAME_LENGTH, 'Title is required'),
  description: optionalText(MAX_TEXT_LENGTH, MULTILINE),
  category: optionalText(MAX_LABEL_LENGTH),
});

/** Gallery form variant 2 (simple): name, description and category required. */
export const gallerySimpleFormSchema = yup.object({
  name: requiredText(MAX_NAME_LENGTH, 'Name is required'),
  description: requiredText(MAX_TEXT_LENGTH, 'Description is required', MULTILINE),
  category: requiredId('Category is required'),
  subcategory: optionalId(),
  popular: flag(false),
});

/** Gallery form variant 3 (simple2). */
export const gallerySimple2FormSchema = yup.object({
  title: requiredText(MAX_NAME_LENGTH, 'Please provide a title for the gallery item'),
  description: requiredText(MAX_TEXT_LENGTH, 'Please provide a description with at least 10 characters', MULTILINE).min(
    GALLERY_DESCRIPTION_MIN,
    'Please provide a description with at least 10 characters',
  ),
  category: requiredId('Please select a category'),
});

/** Gallery form variant 4 (the JSON test form). */
export const galleryJsonFormSchema = yup.object({
  name: requiredText(MAX_NAME_LENGTH, 'Name is required'),
  description: optionalText(MAX_TEXT_LENGTH, MULTILINE),
  category: requiredId('Please select a category'),
  gallery: flag(false),
});

const fixedKeyMap = <T extends yup.AnySchema>(value: T) =>
  yup
    .object(Object.fromEntries(FIXED_NAV_KEYS.map((key) => [key, value])) as Record<FixedNavKey, T>)
    .noUnknown('Unknown navigation item: ${unknown}')
    .strict();

export const navConfigSchema = yup
  .object({
    maxVisibleItems: wholeNumber('Maximum visible items', NAV_MAX_VISIBLE_MIN, NAV_MAX_VISIBLE_MAX).required('Maximum visible items is required'),
    moreDropdownLabel: requiredText(MAX_LABEL_LENGTH, 'Dropdown label is required'),
    showFixedItems: fixedKeyMap(yup.boolean().typeError('Must be true or false').required('Must be true or false')).required(),
    fixedItemsOrder: fixedKeyMap(order().required('Order is required')).required(),
  })
  .noUnknown('Unknown field: ${unknown}');
export type NavConfigInput = yup.InferType<typeof navConfigSchema>;

export const loginSchema = yup.object({
  email: email(),
  password: wellFormedText().required('Password is required'),
  rememberMe: flag(false),
});

export const passwordUpdateSchema = yup.object({
  currentPassword: wellFormedText().required('Current password is required'),
  newPassword: wellFormedText()
    .min(8, 'New password must be at least 8 characters')
    .max(128, 'New password must be at most 128 characters')
    .required('New password is required'),
});

export const passwordResetSchema = yup.object({
  email: email(),
});

/** Contact form: never sent to the server, it fills the chat message. */
export const contactSchema = yup.object({
  name: requiredText(MAX_NAME_LENGTH, 'Name is required'),
  email: email(),
  phone: requiredText(MAX_LABEL_LENGTH, 'Phone is required'),
  subject: optionalText(MAX_NAME_LENGTH),
  message: requiredText(MAX_TEXT_LENGTH, 'Message is required', MULTILINE),
});
export type ContactInput = yup.InferType<typeof contactSchema>;

/** Turns a yup ValidationError into the API's `errors` map (field → first message). */
export function validationErrorsMap(error: yup.ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || '_';
    errors[field] ??= inner.message;
  }
  return errors;
}
