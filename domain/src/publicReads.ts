import type { SiteData } from './siteText';
import type { Category, GalleryItem, NavConfigVersion, Product } from './types';

/**
 * What the public pages read, in the shapes `/api` answers with. The route loaders (web/src/public/routes.tsx)
 * read through it: on the server in-process from the store (functions/src/reads), in the browser over
 * `/api` (web/src/public/apiReads.ts), so a server-rendered page and `/api` always agree.
 * A lookup answers null when nothing matches; any other failure throws.
 */
export interface PublicReads {
  site(): Promise<SiteData>;
  navConfig(): Promise<NavConfigVersion>;
  /** Top-level categories, each with its subcategories. */
  categories(): Promise<Category[]>;
  featuredProducts(): Promise<Product[]>;
  popularGallery(): Promise<GalleryItem[]>;
  gallery(): Promise<GalleryItem[]>;
  /** The first `limit` products, of one category when `category` (an id) is given. */
  products(query: { category?: string; limit: number }): Promise<Product[]>;
  /** The product with this slug now or before (`slug` of the answer is the current one). */
  productBySlug(slug: string): Promise<Product | null>;
  /** The category with this slug now or before, else the category with this id. */
  category(key: string): Promise<Category | null>;
}
