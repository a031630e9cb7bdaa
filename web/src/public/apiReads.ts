/** The public pages' reads (PublicReads in the domain) over `/api`, in a page's language (`?lang=`): what the route loaders use in the browser. */
import type { PublicReadsIn } from '@catalogue/domain';
import type { ApiError, ApiResult } from '../api/client';
import { getCategory, getCategoryBySlug, listCategories } from '../api/categories';
import { listGalleryItems, listPopularGalleryItems } from '../api/gallery';
import { getNavConfig } from '../api/navConfig';
import { getOrderPage } from '../api/orders';
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

export const apiReadsIn: PublicReadsIn = (lang) => ({
  site: () => dataOf(getSite(lang)),
  navConfig: () => dataOf(getNavConfig(lang)),
  categories: () => dataOf(listCategories(lang)),
  featuredProducts: () => dataOf(listFeaturedProducts(lang)),
  popularGallery: () => dataOf(listPopularGalleryItems(lang)),
  gallery: () => dataOf(listGalleryItems({}, lang)),
  products: (query) => dataOf(listProducts(query, lang)),
  productBySlug: (slug) => foundOf(getProductBySlug(slug, lang)),
  category: async (key) => (await foundOf(getCategoryBySlug(key, lang))) ?? foundOf(getCategory(key, lang)),
  orderPage: (number, key) => foundOf(getOrderPage(number, key)),
});
