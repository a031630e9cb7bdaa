/**
 * Validation schemas shared by the forms (react-hook-form + yup) and the API.
 * They accept the text values a form or a multipart body carries and cast them
 * to the entity's types, so one schema serves both sides.
 */
import * as yup from 'yup';
import { FIXED_NAV_KEYS, type FixedNavKey } from './types';
import {
  GALLERY_DESCRIPTION_MIN,
  NAV_MAX_VISIBLE_MAX,
  NAV_MAX_VISIBLE_MIN,
  PRICE_STEP,
} from './constants';

const MAX_NAME = 120;
const MAX_TEXT = 5000;
const MAX_LABEL = 60;

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined || original === null || original === 'null' ? null : value;

/** A number field left empty ('' or missing) takes `empty`; anything else keeps yup's cast. */
const emptyNumberAs = (empty: number | undefined) => (value: number, original: unknown) =>
  original === '' || original === undefined || original === null ? empty : value;

const trimmedText = (max: number) => yup.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) => trimmedText(max).default('');
const optionalId = () => yup.string().trim().nullable().transform(emptyToNull).default(null);
const flag = (fallback: boolean) =>
  yup.boolean().typeError('Must be true or false').default(fallback);

export const productSchema = yup
  .object({
    name: trimmedText(MAX_NAME).required('Product name is required'),
    description: optionalText(MAX_TEXT),
    price: yup
      .number()
      .transform(emptyNumberAs(0))
      .typeError('Price must be a number')
      .min(0, 'Price must be 0 or more')
      .test('step', `Price can have at most two decimals (step ${PRICE_STEP})`, (v) =>
        v === undefined ? true : Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      )
      .default(0),
    category: yup.string().trim().required('Please select a category'),
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
  name: trimmedText(MAX_NAME).required('Category name is required'),
  description: optionalText(MAX_TEXT),
  parent: optionalId(),
  order: yup
    .number()
    .transform(emptyNumberAs(undefined))
    .typeError('Order must be a number')
    .optional(),
  showInNav: flag(false),
  showInProductsDropdown: flag(true),
  deleteImage: flag(false),
});
export type CategoryInput = yup.InferType<typeof categorySchema>;

export const navSettingsPatchSchema = yup
  .object({
    order: yup.number().typeError('Order must be a number').required('Order is required'),
    showInNav: yup.boolean().typeError('Must be true or false').optional(),
  })
  .noUnknown('Unknown field: ${unknown}');

/**
 * A gallery item as the API stores it. Every gallery form variant maps onto
 * this: `title`/`name`, `isPopular`/`popular`, `category` as a label or an id.
 */
export const galleryItemSchema = yup.object({
  title: trimmedText(MAX_NAME).required('Title is required'),
  description: optionalText(MAX_TEXT),
  category: optionalText(MAX_LABEL),
  subcategory: optionalId(),
  isPopular: flag(false),
  order: yup
    .number()
    .transform(emptyNumberAs(0))
    .typeError('Order must be a number')
    .default(0),
  deleteImage: flag(false),
});
export type GalleryItemInput = yup.InferType<typeof galleryItemSchema>;

/** Gallery form variant 1 (new/edit): title required; image required only on create (checked by the form). */
export const galleryFormSchema = yup.object({
  title: trimmedText(MAX_NAME).required('Title is required'),
  description: optionalText(MAX_TEXT),
  category: optionalText(MAX_LABEL),
});

/** Gallery form variant 2 (simple): name, description and category required. */
export const gallerySimpleFormSchema = yup.object({
  name: trimmedText(MAX_NAME).required('Name is required'),
  description: trimmedText(MAX_TEXT).required('Description is required'),
  category: yup.string().trim().required('Category is required'),
  subcategory: optionalId(),
  popular: flag(false),
});

/** Gallery form variant 3 (simple2). */
export const gallerySimple2FormSchema = yup.object({
  title: trimmedText(MAX_NAME).required('Please provide a title for the gallery item'),
  description: trimmedText(MAX_TEXT)
    .required('Please provide a description with at least 10 characters')
    .min(GALLERY_DESCRIPTION_MIN, 'Please provide a description with at least 10 characters'),
  category: yup.string().trim().required('Please select a category'),
});

/** Gallery form variant 4 (the JSON test form). */
export const galleryJsonFormSchema = yup.object({
  name: trimmedText(MAX_NAME).required('Name is required'),
  description: optionalText(MAX_TEXT),
  category: yup.string().trim().required('Please select a category'),
  gallery: flag(false),
});

const fixedKeyMap = <T extends yup.AnySchema>(value: T) =>
  yup
    .object(Object.fromEntries(FIXED_NAV_KEYS.map((key) => [key, value])) as Record<FixedNavKey, T>)
    .noUnknown('Unknown navigation item: ${unknown}')
    .strict();

export const navConfigSchema = yup
  .object({
    maxVisibleItems: yup
      .number()
      .typeError('Maximum visible items must be a number')
      .integer('Maximum visible items must be a whole number')
      .min(NAV_MAX_VISIBLE_MIN, `Maximum visible items must be between ${NAV_MAX_VISIBLE_MIN} and ${NAV_MAX_VISIBLE_MAX}`)
      .max(NAV_MAX_VISIBLE_MAX, `Maximum visible items must be between ${NAV_MAX_VISIBLE_MIN} and ${NAV_MAX_VISIBLE_MAX}`)
      .required('Maximum visible items is required'),
    moreDropdownLabel: trimmedText(MAX_LABEL).required('Dropdown label is required'),
    showFixedItems: fixedKeyMap(yup.boolean().typeError('Must be true or false').required()).required(),
    fixedItemsOrder: fixedKeyMap(yup.number().typeError('Order must be a number').required()).required(),
  })
  .noUnknown('Unknown field: ${unknown}');
export type NavConfigInput = yup.InferType<typeof navConfigSchema>;

export const loginSchema = yup.object({
  email: yup.string().trim().email('Enter a valid email address').required('Email is required'),
  password: yup.string().required('Password is required'),
  rememberMe: flag(false),
});

export const passwordUpdateSchema = yup.object({
  currentPassword: yup.string().required('Current password is required'),
  newPassword: yup
    .string()
    .min(8, 'New password must be at least 8 characters')
    .max(128, 'New password must be at most 128 characters')
    .required('New password is required'),
});

export const passwordResetSchema = yup.object({
  email: yup.string().trim().email('Enter a valid email address').required('Email is required'),
});

/** Contact form: never sent to the server, it fills the chat message. */
export const contactSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup.string().trim().email('Enter a valid email address').required('Email is required'),
  phone: yup.string().trim().required('Phone is required'),
  subject: yup.string().trim().default(''),
  message: yup.string().trim().required('Message is required'),
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
