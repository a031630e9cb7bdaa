import type { Category, CategoryInput, Language } from '@catalogue/domain';
import { request, toFormData, upload } from './client';

/** A create or an update: a field left out takes its default (create) or keeps its value (update). */
export type CategoryFormValues = Partial<CategoryInput> & Pick<CategoryInput, 'name'>;

/** Main categories, each with its `subcategories`, sorted by order. `lang` (every read): the texts in that language, for the public pages. */
export const listCategories = (lang?: Language) => request<Category[]>('/categories', { query: { lang } });
export const getCategory = (id: string, lang?: Language) => request<Category>(`/categories/${encodeURIComponent(id)}`, { query: { lang } });
/** By its slug, current or old: `data.slug` is always the current one. */
export const getCategoryBySlug = (slug: string, lang?: Language) => request<Category>(`/categories/by-slug/${encodeURIComponent(slug)}`, { query: { lang } });

export const createCategory = (values: CategoryFormValues, image?: File | null) =>
  upload<Category>('/categories', 'POST', toFormData({ ...values, parent: values.parent || undefined }, image), { idempotent: true });

/** The API never changes a category's parent on update, so it is not sent. */
export const updateCategory = (id: string, values: CategoryFormValues, image?: File | null, ifMatch?: string | null) =>
  upload<Category>(`/categories/${encodeURIComponent(id)}`, 'PUT', toFormData({ ...values, parent: undefined }, image), { ifMatch });

export const deleteCategory = (id: string) => request<null>(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const updateCategoryNavSettings = (id: string, settings: { order: number; showInNav?: boolean }) =>
  request<Category>(`/categories/${encodeURIComponent(id)}/nav-settings`, { method: 'PATCH', json: settings });
