/**
 * The four gallery forms of the back office, as configuration of one implementation (GalleryForm):
 * 1 'standard' (new/edit), 2 'simple', 3 'simple2', 4 'json' (the JSON test form).
 */
import type { AnyObjectSchema } from 'yup';
import { galleryFormSchema, galleryJsonFormSchema, gallerySimple2FormSchema, gallerySimpleFormSchema, productJsonSchema } from '@catalogue/domain';

export type GalleryFormKind = 'standard' | 'simple' | 'simple2' | 'json';

export interface GalleryFormConfig {
  schema: AnyObjectSchema;
  heading: (isEdit: boolean) => string;
  /** The field that holds the item's title. */
  titleField: 'title' | 'name';
  titleLabel: string;
  descriptionLabel: string;
  descriptionRequired: boolean;
  /** 'text': free-text label; 'select': one of the categories (its id is sent). */
  category: 'text' | 'select';
  categoryLabel: string;
  categoryRequired: boolean;
  /** A first category is chosen when the form opens. */
  preselectCategory: boolean;
  subcategory: boolean;
  /** Field name and label of the popular checkbox, if the form has one. */
  popular: { field: 'popular' | 'isPopular'; label: string } | null;
  /** Whether the form creates a product (with a price, and a gallery item if asked) through the JSON test call instead. */
  json: boolean;
  image: { required: 'create' | 'never'; requiredMessage: string; hint?: string; removable: boolean } | null;
  submitLabel: (isEdit: boolean) => string;
  showCancel: boolean;
  backLabel: string;
  /** 'toast': a toast and an immediate redirect; 'message': the green message and the 1.5 s redirect. */
  success: 'toast' | 'message';
  messages: {
    created: string;
    updated: string;
    saveFailed: string;
    loadItemFailed: string;
    loadCategoriesFailed: string;
  };
}

const LOAD_CATEGORIES_FAILED = 'Failed to load categories. Please try again.';

/** The messages of the forms that redirect after the green message ('simple', 'simple2'). */
const MESSAGE_FORM_MESSAGES: GalleryFormConfig['messages'] = {
  created: 'Gallery item created successfully!',
  updated: 'Gallery item updated successfully!',
  saveFailed: 'Failed to save gallery item. Please try again.',
  loadItemFailed: 'Failed to load gallery item. Please try again.',
  loadCategoriesFailed: LOAD_CATEGORIES_FAILED,
};

/** What most forms share; each form states the rest. */
const DEFAULTS = {
  category: 'select',
  categoryLabel: 'Category*',
  categoryRequired: true,
  preselectCategory: false,
  subcategory: false,
  popular: null,
  json: false,
  backLabel: 'Back to Gallery',
  success: 'message',
} satisfies Partial<GalleryFormConfig>;

export const GALLERY_FORMS: Record<GalleryFormKind, GalleryFormConfig> = {
  standard: {
    ...DEFAULTS,
    schema: galleryFormSchema,
    heading: (isEdit) => (isEdit ? 'Edit Gallery Item' : 'Add New Gallery Item'),
    titleField: 'title',
    titleLabel: 'Title*',
    descriptionLabel: 'Description',
    descriptionRequired: false,
    category: 'text',
    categoryLabel: 'Category',
    categoryRequired: false,
    image: { required: 'create', requiredMessage: 'Please select an image', removable: true },
    submitLabel: () => 'Save Gallery Item',
    showCancel: true,
    success: 'toast',
    messages: {
      created: 'Gallery item created successfully',
      updated: 'Gallery item updated successfully',
      saveFailed: 'Failed to save gallery item',
      loadItemFailed: 'Failed to fetch gallery item',
      loadCategoriesFailed: LOAD_CATEGORIES_FAILED,
    },
  },
  simple: {
    ...DEFAULTS,
    schema: gallerySimpleFormSchema,
    heading: (isEdit) => (isEdit ? 'Edit Gallery Item' : 'Create Gallery Item'),
    titleField: 'name',
    titleLabel: 'Name*',
    descriptionLabel: 'Description*',
    descriptionRequired: true,
    subcategory: true,
    popular: { field: 'popular', label: 'Mark as popular' },
    image: { required: 'create', requiredMessage: 'Image is required', hint: 'Recommended size: 800x600 pixels', removable: true },
    submitLabel: (isEdit) => (isEdit ? 'Update Gallery Item' : 'Create Gallery Item'),
    showCancel: false,
    messages: MESSAGE_FORM_MESSAGES,
  },
  simple2: {
    ...DEFAULTS,
    schema: gallerySimple2FormSchema,
    heading: () => 'Add New Gallery Item',
    titleField: 'title',
    titleLabel: 'Title*',
    descriptionLabel: 'Description*',
    descriptionRequired: true,
    image: { required: 'create', requiredMessage: 'Please upload an image', removable: true },
    submitLabel: () => 'Add Gallery Item',
    showCancel: true,
    messages: MESSAGE_FORM_MESSAGES,
  },
  json: {
    ...DEFAULTS,
    // The product it creates has a price: the API's own rule for it.
    schema: galleryJsonFormSchema.concat(productJsonSchema.pick(['price'])),
    heading: () => 'JSON Gallery Form Test',
    titleField: 'name',
    titleLabel: 'Name*',
    descriptionLabel: 'Description',
    descriptionRequired: false,
    preselectCategory: true,
    json: true,
    image: null,
    submitLabel: () => 'Submit',
    showCancel: false,
    messages: {
      created: 'Product created successfully',
      updated: 'Product updated successfully',
      saveFailed: 'Failed to save gallery item',
      loadItemFailed: 'Failed to fetch gallery item',
      loadCategoriesFailed: LOAD_CATEGORIES_FAILED,
    },
  },
};
