/** The public pages' reads (PublicReads in the domain), in-process: the server renders pages from exactly what `/api?lang=` answers. */
import type { PublicReadsIn } from '@catalogue/domain';
import { NotFoundError } from '../store/errors';
import { categoryById, categoryBySlug, categoryTree } from './categories';
import { galleryItems } from './gallery';
import { navConfig } from './navConfig';
import { featuredProducts, productBySlug, productList } from './products';
import { siteData } from './siteSettings';
import { findOrderPage } from '../store/orders';

/** The answer of `read`, or null when it found nothing. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export const publicReadsIn: PublicReadsIn = (language) => ({
  site: () => siteData(language),
  navConfig: () => navConfig(language),
  categories: () => categoryTree(language),
  featuredProducts: () => featuredProducts(language),
  popularGallery: () => galleryItems({ popular: true }, language),
  gallery: () => galleryItems({}, language),
  products: async ({ category, limit }) => (await productList({ category, page: 1, limit, language })).data,
  productBySlug: (slug) => orNull(productBySlug(slug, language)),
  category: async (key) => (await orNull(categoryBySlug(key, language))) ?? (await orNull(categoryById(key, language)))?.category ?? null,
  orderPage: findOrderPage,
});
