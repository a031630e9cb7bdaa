/** The public pages' reads (PublicReads in the domain), in-process: the server renders pages from exactly what `/api` answers. */
import type { PublicReadsIn } from '@catalogue/domain';
import { NotFoundError } from '../store/errors';
import { currentNavConfig } from '../store/navConfig';
import { categoryById, categoryBySlug, categoryTree } from './categories';
import { galleryItems } from './gallery';
import { featuredProducts, productBySlug, productList } from './products';
import { siteData } from './siteSettings';

/** The answer of `read`, or null when it found nothing. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export const publicReadsIn: PublicReadsIn = () => ({
  site: siteData,
  navConfig: currentNavConfig,
  categories: categoryTree,
  featuredProducts,
  popularGallery: () => galleryItems({ popular: true }),
  gallery: () => galleryItems(),
  products: async ({ category, limit }) => (await productList({ category, page: 1, limit })).data,
  productBySlug: (slug) => orNull(productBySlug(slug)),
  category: async (key) => (await orNull(categoryBySlug(key))) ?? orNull(categoryById(key)),
});
