/** The public pages' reads (PublicReads in the domain) over `/api`: what the route loaders use in the browser. */
import type { PublicReads } from '@catalogue/domain';
import type { ApiError, ApiResult } from '../api/client';
import { getCategory, getCategoryBySlug, listCategories } from '../api/categories';
import { listGalleryItems, listPopularGalleryItems } from '../api/gallery';
import { getNavConfig } from '../api/navConfig';
import { getProductBySlug, listFeaturedProducts, listProducts } from '../api/products';
import { getSite } from '../api/site';

/** A failed `/api` answer: a route's error boundary shows its message. */
export class ApiReadError extends Error {
  readonly status: number;
  constructor({ status, message }: ApiError) {
    super(message);
    this.status = status;
  }
}

async function dataOf<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const { data, error } = await answer;
  if (error) throw new ApiReadError(error);
  return data;
}

async function foundOf<T>(answer: Promise<ApiResult<T>>): Promise<T | null> {
  const { data, error } = await answer;
  if (error?.status === 404) return null;
  if (error) throw new ApiReadError(error);
  return data;
}

export const apiReads: PublicReads = {
  site: () => dataOf(getSite()),
  navConfig: () => dataOf(getNavConfig()),
  categories: () => dataOf(listCategories()),
  featuredProducts: () => dataOf(listFeaturedProducts()),
  popularGallery: () => dataOf(listPopularGalleryItems()),
  gallery: () => dataOf(listGalleryItems()),
  products: (query) => dataOf(listProducts(query)),
  productBySlug: (slug) => foundOf(getProductBySlug(slug)),
  category: async (key) => (await foundOf(getCategoryBySlug(key))) ?? foundOf(getCategory(key)),
};
