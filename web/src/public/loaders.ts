/**
 * The public routes' loaders, over any PublicReads: the server's in-process reads (entry-server.tsx)
 * or `/api` in the browser (apiReads.ts). A loader redirects an old slug or a category id to the
 * current address (301, query kept) and throws a 404 for what does not exist; a list that fails to
 * load is shown as the page's own error message.
 */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SITE_SETTINGS,
  localizedPath,
  pathLanguage,
  PRODUCTS_PAGE_FETCH_LIMIT,
  STATUS_KEY_PARAM,
  type Category,
  type GalleryItem,
  type Language,
  type NavConfigVersion,
  type OrderPageData,
  type Product,
  type PublicReads,
  type SiteData,
} from '@catalogue/domain';
import { data, replace, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiReadError } from './apiReads';
import { useLanguage } from './i18n/language';
import { categoryPath, productPath, SIZE_PARAM } from './product/paths';

/** A list a page shows, or the message of why it could not be read. */
export type Settled<T> = { data: T; error: null } | { data: null; error: string };

export const FETCH_FAILED_MESSAGE = 'An error occurred while fetching data';

/** The message a visitor sees for a failed read: the API's own, never a server's internals. */
export const readFailure = (error: unknown) => (error instanceof ApiReadError && error.message) || FETCH_FAILED_MESSAGE;

async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { data: await read, error: null };
  } catch (error) {
    return { data: null, error: readFailure(error) };
  }
}

/** When the API cannot answer: the neutral defaults (they say nothing untrue) and no testimonials. */
export const FALLBACK_SITE: SiteData = {
  settings: { ...DEFAULT_SITE_SETTINGS, version: 0, savedAt: '', savedBy: null },
  testimonials: [],
};

/** How many related products a product page shows. */
const RELATED_COUNT = 4;

export interface LayoutData {
  site: SiteData;
  /** null when it could not be read: the header then shows the default navigation. */
  navConfig: NavConfigVersion | null;
  categories: Category[] | null;
}
/** The route id of the public layout, whose loader data every public component may read. */
export const PUBLIC_LAYOUT_ROUTE = 'public';

/** A public route's id in a language: English routes keep their own (`home`), others are prefixed (`ta-home`). */
export const routeId = (language: Language, id: string) => (language === DEFAULT_LANGUAGE ? id : `${language}-${id}`);

/** The layout's data (site data, navigation, categories) from any public component. */
export const useLayoutData = () => useRouteLoaderData(routeId(useLanguage(), PUBLIC_LAYOUT_ROUTE)) as LayoutData;

export interface HomeData {
  featured: Settled<Product[]>;
  popular: Settled<GalleryItem[]>;
}
export interface ProductsData {
  products: Settled<Product[]>;
}
export interface ProductData {
  product: Product;
  /** Other products of its category, at most RELATED_COUNT. */
  related: Product[];
}
export interface CategoryData {
  category: Category;
  products: Settled<Product[]>;
}
export interface GalleryData {
  gallery: Settled<GalleryItem[]>;
}
export interface OrderData {
  order: OrderPageData;
}

const notFound = () => data(null, { status: 404 });

/**
 * A permanent move to `path` (English) in the request's language, the request's query kept (with
 * `size` added when the old address stood for one). In the browser it replaces the history entry, so Back does not return to the old
 * address only to be moved again.
 */
function movedTo(request: Request, path: string, size?: string | null) {
  const url = new URL(request.url);
  const query = url.searchParams;
  if (size && !query.has(SIZE_PARAM)) query.set(SIZE_PARAM, size);
  const search = query.toString();
  return replace(localizedPath(pathLanguage(url.pathname), `${path}${search ? `?${search}` : ''}`), 301);
}

async function relatedTo(reads: PublicReads, product: Product): Promise<Product[]> {
  if (!product.category) return [];
  // One more than shown: the product itself may be among them. Without them the page still stands.
  const products = await reads.products({ category: product.category._id, limit: RELATED_COUNT + 1 }).catch(() => []);
  return products.filter((item) => item._id !== product._id).slice(0, RELATED_COUNT);
}

export function publicLoaders(reads: PublicReads) {
  return {
    layout: async (): Promise<LayoutData> => {
      const [site, navConfig, categories] = await Promise.all([
        reads.site().catch(() => FALLBACK_SITE),
        reads.navConfig().catch(() => null),
        reads.categories().catch(() => null),
      ]);
      return { site, navConfig, categories };
    },
    home: async (): Promise<HomeData> => {
      const [featured, popular] = await Promise.all([settle(reads.featuredProducts()), settle(reads.popularGallery())]);
      return { featured, popular };
    },
    products: async (): Promise<ProductsData> => ({ products: await settle(reads.products({ limit: PRODUCTS_PAGE_FETCH_LIMIT })) }),
    product: async ({ params, request }: LoaderFunctionArgs): Promise<ProductData> => {
      const slug = params.slug ?? '';
      const found = await reads.productBySlug(slug);
      if (!found) throw notFound();
      const { product, size } = found;
      if (product.slug && product.slug !== slug) throw movedTo(request, productPath(product), size);
      return { product, related: await relatedTo(reads, product) };
    },
    category: async ({ params, request }: LoaderFunctionArgs): Promise<CategoryData> => {
      const key = params.key ?? '';
      const category = await reads.category(key);
      if (!category) throw notFound();
      // A category stored before slugs existed is shown at its id.
      if (category.slug && category.slug !== key) throw movedTo(request, categoryPath(category));
      return { category, products: await settle(reads.products({ category: category._id, limit: PRODUCTS_PAGE_FETCH_LIMIT })) };
    },
    gallery: async (): Promise<GalleryData> => ({ gallery: await settle(reads.gallery()) }),
    order: async ({ params, request }: LoaderFunctionArgs): Promise<OrderData> => {
      const order = await reads.orderPage(params.number ?? '', new URL(request.url).searchParams.get(STATUS_KEY_PARAM) ?? '');
      if (!order) throw notFound();
      return { order };
    },
    notFound: (): never => {
      throw notFound();
    },
  };
}
