/**
 * Gallery items: the fields declared once (see plainFields.ts), the schema the API validates with,
 * the schemas of the back office's four gallery forms, and the shape the API sends.
 */
import * as yup from 'yup';
import { GALLERY_DESCRIPTION_MIN, MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './constants';
import { flag, MULTILINE, optionalId, optionalText, order, requiredId, requiredText } from './fields';
import type { PlainValues } from './plainFields';
import type { Id, ImageInfo } from './types';
import { translated, translatedNames, translationsOf, type TranslatedValues } from './translatedFields';
import type { Translations } from './translations';

export const galleryItemFields = {
  title: translated(requiredText(MAX_NAME_LENGTH, 'Title is required')),
  description: translated(optionalText(MAX_TEXT_LENGTH, MULTILINE)),
  isPopular: flag(false),
  order: order(0).default(0),
};
export type GalleryItemValues = PlainValues<typeof galleryItemFields>;

/** The texts a gallery item has in each language: its fields declared `translated` (translatedFields.ts). */
export const GALLERY_TEXTS = translatedNames(galleryItemFields);
export type GalleryTexts = TranslatedValues<typeof galleryItemFields>;
export const galleryTranslationsSchema = translationsOf(galleryItemFields);

/**
 * A gallery item as the API stores it. Every gallery form variant maps onto
 * this: `title`/`name`, `isPopular`/`popular`, `category` as a label or an id.
 */
export const galleryItemSchema = yup.object({
  ...galleryItemFields,
  category: optionalText(MAX_LABEL_LENGTH),
  subcategory: optionalId(),
  deleteImage: flag(false),
  /** Left out: the item keeps its translations. */
  translations: galleryTranslationsSchema.default(undefined).optional(),
});

/** Gallery form variant 1 (new/edit): title required; image required only on create (checked by the form). */
export const galleryFormSchema = yup.object({
  title: galleryItemFields.title,
  description: galleryItemFields.description,
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

export interface GalleryItem extends GalleryItemValues {
  _id: Id;
  /** Free-text label; when the item is filed under a category this is that category's name. */
  category: string;
  categoryId: Id | null;
  subcategoryId: Id | null;
  image: string;
  imageInfo?: ImageInfo | null;
  /** Its texts in other languages; left out of an answer read in one language (`?lang=`). */
  translations?: Translations<GalleryTexts>;
  createdAt: string;
  updatedAt: string;
}
