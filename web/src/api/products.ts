import type { Language, Product, ProductAtSlug, ProductInput } from '@catalogue/domain';
import { request, toFormData, upload } from './client';

export interface ProductQuery {
  limit?: number;
  page?: number;
  category?: string;
  featured?: boolean;
  search?: string;
}

/**
 * What the product form saves: the sizes (the product's price and stock derive from them) and the
 * photos' order (`imageOrder`: the `_id`s of those kept and `new:N` for the N-th photo sent).
 */
export type ProductSaveValues = Omit<ProductInput, 'price' | 'inStock' | 'deleteImage'>;

/** `lang` (here, by slug and featured): the texts in that language, for the public pages; without it, as stored with their translations. */
export const listProducts = (query: ProductQuery = {}, lang?: Language) => request<Product[]>('/products', { query: { ...query, lang } });
export const getProduct = (id: string) => request<Product>(`/products/${encodeURIComponent(id)}`);
/** By its slug, current or old: `product.slug` is always the current one; `size`, the size an old slug of a merged product stands for. */
export const getProductBySlug = (slug: string, lang?: Language) =>
  request<ProductAtSlug>(`/products/by-slug/${encodeURIComponent(slug)}`, {
    query: { lang },
    unwrap: (body) => {
      const answer = body as unknown as { data: Product; size?: unknown };
      return { product: answer.data, size: typeof answer.size === 'string' ? answer.size : null };
    },
  });
/** Creates a product with its new photos (`images`, in the order `imageOrder` names them). */
export const createProduct = (values: ProductSaveValues, photos: File[] = []) =>
  upload<Product>('/products', 'POST', toFormData({ ...values }, null, photos), { idempotent: true });
/** A field the form emptied (null) is sent empty: left out, the save would keep what was saved before. */
const emptiedSent = (values: ProductSaveValues) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? '']));
/** `ifMatch`: the ETag the product was read with (a product changed since is not overwritten: 412). */
export const updateProduct = (id: string, values: ProductSaveValues, photos: File[] = [], ifMatch?: string | null) =>
  upload<Product>(`/products/${encodeURIComponent(id)}`, 'PUT', toFormData(emptiedSent(values), null, photos), { ifMatch });
export const deleteProduct = (id: string) => request<null>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const listFeaturedProducts = (lang?: Language) => request<Product[]>('/products/featured/list', { query: { lang } });
export const toggleFeatured = (id: string) =>
  request<Product>(`/products/${encodeURIComponent(id)}/featured`, { method: 'PUT' });
/** Sets the day the product's batch was pressed (YYYY-MM-DD), nothing else. */
export const setPressedOn = (id: string, pressedOn: string) =>
  request<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', json: { pressedOn } });
/** Makes product `productId` sizes of product `into` (a single size named `label`); answers `into` as saved. */
export const mergeProduct = (into: string, productId: string, label: string) =>
  request<Product>(`/products/${encodeURIComponent(into)}/merge`, { method: 'POST', json: { productId, label } });
