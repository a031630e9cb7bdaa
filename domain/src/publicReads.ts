import type { SiteData } from './siteSettings';
import type { Category } from './categories';
import type { GalleryItem } from './gallery';
import type { Product, ProductAtSlug } from './products';
import type { NavConfigVersion } from './types';
import type { OrderPageData } from './orderPage';
import type { Language } from './translations';

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
  /** The product with this slug now or before (`slug` of the product is the current one). */
  productBySlug(slug: string): Promise<ProductAtSlug | null>;
  /** The category with this slug now or before, else the category with this id. */
  category(key: string): Promise<Category | null>;
  /** The customer's view of the order numbered `number` when `key` is its page's key (orderPage.ts). */
  orderPage(number: string, key: string): Promise<OrderPageData | null>;
}

/** The public reads in one language: each text in it where translated, else in English (`?lang=` of `/api`). */
export type PublicReadsIn = (language: Language) => PublicReads;

/** A public page as the web app's server build renders it for the `site` function. */
export type RenderedPage =
  /** An old slug or a category id: the page's current address (query kept). */
  | { status: number; redirect: string }
  | {
      /** 200, 404 when a loader found nothing, 500 when one could not read. */
      status: number;
      /** The head's tags (title, description, canonical, link previews, JSON-LD, hoisted resource hints). */
      head: string;
      /** The Content-Security-Policy sources that allow the head's inline scripts (their hashes). */
      scriptSources: string[];
      /** The markup inside #root. */
      html: string;
      /** What goes after #root: the end of the markup, which the head's first paint waits for, and the router's hydration data. */
      data: string;
      /** The page's language: the document's `lang`. */
      lang: Language;
    };

/** The server build's entry: renders the page a GET `request` asks for, reading in the page's language; `origin` makes the head's addresses absolute. */
export type RenderPage = (request: Request, reads: PublicReadsIn, origin: string) => Promise<RenderedPage>;
