/** The gallery forms' values: from a saved item into the form, and from the form into what the API is sent. */
import { GALLERY_TEXTS, type Category, type GalleryItem } from '@catalogue/domain';
import type { GalleryFormValues, JsonTestFormValues } from '../../api/gallery';
import type { GalleryFormConfig } from './galleryForms';
import { withTamilTexts } from '../translations/withTamilTexts';

export interface GalleryFields {
  title: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  popular: boolean;
  isPopular: boolean;
  gallery: boolean;
  /** The JSON test form's price: the input's text, a number once validated. */
  price: string | number;
  /** The Tamil title and description (not in the JSON test form, which makes a product). */
  translations: { ta: Record<(typeof GALLERY_TEXTS)[number], string> };
}

export const EMPTY_FIELDS: GalleryFields = {
  title: '',
  name: '',
  description: '',
  category: '',
  subcategory: '',
  popular: false,
  isPopular: false,
  gallery: false,
  price: '',
  translations: withTamilTexts(undefined, GALLERY_TEXTS),
};
export const FIELD_NAMES = Object.keys(EMPTY_FIELDS).filter((name) => name !== 'translations');

/** A saved item as the form shows it; a form with a category select shows the item's category (by id, else by its label). */
export function fieldsOf(item: GalleryItem, config: GalleryFormConfig, categories: Category[]): GalleryFields {
  const category =
    config.category === 'select' ? (item.categoryId ?? categories.find((c) => c.name === item.category)?._id ?? '') : (item.category ?? '');
  return {
    ...EMPTY_FIELDS,
    title: item.title,
    name: item.title,
    description: item.description ?? '',
    category,
    subcategory: item.subcategoryId ?? '',
    popular: Boolean(item.isPopular),
    isPopular: Boolean(item.isPopular),
    translations: withTamilTexts(item.translations, GALLERY_TEXTS),
  };
}

/**
 * What a gallery form sends. On edit, a free-text category left as it was is not sent: the API then
 * keeps the item's category and subcategory links, which a label alone cannot express. Fields the
 * form does not show (popular in form 1, order) are never sent, so the API keeps them too.
 */
export function galleryPayload(
  config: GalleryFormConfig,
  values: GalleryFields,
  edit: { saved: GalleryItem | undefined; deleteImage: boolean },
  subcategories: Category[],
): GalleryFormValues {
  const payload: GalleryFormValues = {
    [config.titleField]: values[config.titleField],
    description: values.description,
    translations: values.translations,
  };
  if (config.category === 'select' || values.category !== edit.saved?.category) payload.category = values.category;
  if (config.subcategory) payload.subcategory = subcategories.some((s) => s._id === values.subcategory) ? values.subcategory : '';
  if (config.popular) payload[config.popular.field] = Boolean(values[config.popular.field]);
  if (edit.saved) payload.deleteImage = edit.deleteImage;
  return payload;
}

/** What the JSON test form sends; an empty price is 0, as in the product form. */
export const jsonPayload = (values: GalleryFields): JsonTestFormValues => ({
  name: values.name,
  description: values.description,
  category: values.category,
  price: values.price === '' ? 0 : Number(values.price),
  gallery: values.gallery,
});

/** Where a saved item is filed, 'Category › Subcategory', or null when it carries only a free-text label. */
export function filedUnder(item: GalleryItem | undefined, categories: Category[]): string | null {
  if (!item?.categoryId) return null;
  const main = categories.find((c) => c._id === item.categoryId);
  const sub = main?.subcategories?.find((s) => s._id === item.subcategoryId);
  const name = main?.name ?? item.category;
  return sub ? `${name} › ${sub.name}` : name;
}
