/** Categories: the fields declared once (see plainFields.ts), the schemas the forms and the API validate with, and the shape the API sends. */
import * as yup from 'yup';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './constants';
import { flag, MULTILINE, optionalId, optionalText, order, requiredText, TRUE_OR_FALSE_MESSAGE } from './fields';
import type { PlainValues } from './plainFields';
import { optionalSlug } from './slug';
import { translated, translatedNames, translationsOf, type TranslatedValues } from './translatedFields';
import type { Translations } from './translations';
import type { Id, ImageInfo } from './types';

export const categoryFields = {
  name: translated(requiredText(MAX_NAME_LENGTH, 'Category name is required')),
  description: translated(optionalText(MAX_TEXT_LENGTH, MULTILINE)),
  showInNav: flag(false),
  showInProductsDropdown: flag(true),
};
export type CategoryValues = PlainValues<typeof categoryFields>;

/** The texts a category has in each language: its fields declared `translated` (translatedFields.ts). */
export const CATEGORY_TEXTS = translatedNames(categoryFields);
export type CategoryTexts = TranslatedValues<typeof categoryFields>;
const categoryTranslationsSchema = translationsOf(categoryFields);

/** A create or an update: without `order` a new category goes last and an update keeps its place. */
export const categorySchema = yup.object({
  ...categoryFields,
  slug: optionalSlug(),
  parent: optionalId(),
  order: order().optional(),
  deleteImage: flag(false),
  /** Left out: the category keeps its translations. */
  translations: categoryTranslationsSchema.default(undefined).optional(),
});
export type CategoryInput = yup.InferType<typeof categorySchema>;

/** The navigation manager's change to one category: its place, and whether the header shows it. */
export const navSettingsPatchSchema = yup
  .object({
    order: order().required('Order is required'),
    showInNav: yup.boolean().typeError(TRUE_OR_FALSE_MESSAGE).optional(),
  })
  .noUnknown('Unknown field: ${unknown}');

export interface CategoryRef {
  _id: Id;
  name: string;
  slug: string;
}

export interface Category extends CategoryValues {
  _id: Id;
  /** Readable, unique among categories. */
  slug: string;
  image: string;
  imageInfo?: ImageInfo | null;
  order: number;
  parent: Id | null;
  subcategories?: Category[];
  /** Its texts in other languages; left out of an answer read in one language (`?lang=`). */
  translations?: Translations<CategoryTexts>;
  createdAt: string;
  updatedAt: string;
}
