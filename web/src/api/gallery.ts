import type { GalleryItem, Language } from '@catalogue/domain';
import { request, toFormData, upload } from './client';

/**
 * Gallery form values. The API accepts every variant's field names (title/name,
 * isPopular/popular, category as a label or a category id, subcategory).
 */
export type GalleryFormValues = Record<string, string | boolean | number | null | undefined | object>;

/** `lang` (here and in the popular list): the texts in that language, for the public pages. */
export const listGalleryItems = (query: { category?: string; popular?: boolean } = {}, lang?: Language) =>
  request<GalleryItem[]>('/gallery', { query: { ...query, lang } });
export const getGalleryItem = (id: string) => request<GalleryItem>(`/gallery/${encodeURIComponent(id)}`);
export const createGalleryItem = (values: GalleryFormValues, image?: File | null) =>
  upload<GalleryItem>('/gallery', 'POST', toFormData(values, image), { idempotent: true });
export const updateGalleryItem = (id: string, values: GalleryFormValues, image?: File | null, ifMatch?: string | null) =>
  upload<GalleryItem>(`/gallery/${encodeURIComponent(id)}`, 'PUT', toFormData(values, image), { ifMatch });
export const deleteGalleryItem = (id: string) => request<null>(`/gallery/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const listPopularGalleryItems = (lang?: Language) => request<GalleryItem[]>('/gallery/popular', { query: { lang } });
export const togglePopular = (id: string) =>
  request<GalleryItem>(`/gallery/${encodeURIComponent(id)}/toggle-popular`, { method: 'PUT' });

/** What the JSON test form sends to `POST /products/json` (a product; `gallery: true` files a gallery item too). */
export interface JsonTestFormValues {
  name: string;
  description: string;
  category: string;
  price: number;
  gallery: boolean;
}
/** The JSON test form's create; the answer is the whole body, whose message the form shows. */
export const submitJsonTestForm = (values: JsonTestFormValues) =>
  request<{ message?: string; error?: string }>('/products/json', { method: 'POST', json: values, unwrap: (body) => body, idempotent: true });
