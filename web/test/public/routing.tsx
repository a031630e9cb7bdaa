/**
 * The public pages as the browser runs them: the real route table (`publicRoutes`) in a memory
 * router, its loaders reading an in-memory PublicReads built from the tests' fixtures.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Category, GalleryItem, NavConfigVersion, OrderPageData, Product, PublicReads, SiteData } from '@catalogue/domain';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi, type Mock, type MockInstance } from 'vitest';
import { publicRoutes } from '../../src/public/routes';
import { afterEachTest } from './afterEachTest';
import { navConfig as defaultNavConfig, siteData } from './helpers';

/** A PublicReads whose every method is a mock: a test can look at its calls or make it reject (`mockRejectedValue`). */
export type MemoryReads = { [K in keyof PublicReads]: Mock<PublicReads[K]> };

export interface ReadsFixtures {
  /** Default: siteData(). */
  site?: SiteData;
  /** Default: navConfig(). */
  navConfig?: NavConfigVersion;
  /** Top-level categories, each with its subcategories. Default: none. */
  categories?: Category[];
  /** Every product: `products` lists them (by category or subcategory id), `productBySlug` finds them by slug. */
  products?: Product[];
  featured?: Product[];
  popular?: GalleryItem[];
  gallery?: GalleryItem[];
  /** Slugs a product had before: the old slug → the product (whose `slug` is the current one). */
  oldSlugs?: Record<string, Product>;
  /** Orders' own pages, each found by its number and key. */
  orderPages?: { key: string; order: OrderPageData }[];
}

/** The PublicReads of the fixtures; `productBySlug` and `category` answer null for an unknown key. */
export function memoryReads(fixtures: ReadsFixtures = {}): MemoryReads {
  const { site = siteData(), navConfig = defaultNavConfig(), categories = [], products = [], featured = [], popular = [], gallery = [], oldSlugs = {}, orderPages = [] } = fixtures;
  const allCategories = categories.flatMap((category) => [category, ...(category.subcategories ?? [])]);
  return {
    site: vi.fn(() => Promise.resolve(site)),
    navConfig: vi.fn(() => Promise.resolve(navConfig)),
    categories: vi.fn(() => Promise.resolve(categories)),
    featuredProducts: vi.fn(() => Promise.resolve(featured)),
    popularGallery: vi.fn(() => Promise.resolve(popular)),
    gallery: vi.fn(() => Promise.resolve(gallery)),
    products: vi.fn(({ category, limit }: { category?: string; limit: number }) =>
      Promise.resolve(
        products.filter((product) => !category || product.category?._id === category || product.subcategory?._id === category).slice(0, limit),
      ),
    ),
    productBySlug: vi.fn((slug: string) => {
      const product = products.find((entry) => entry.slug === slug) ?? oldSlugs[slug];
      return Promise.resolve(product ? { product, size: null } : null);
    }),
    category: vi.fn((key: string) =>
      Promise.resolve(allCategories.find((category) => category.slug === key) ?? allCategories.find((category) => category._id === key) ?? null),
    ),
    orderPage: vi.fn((number: string, key: string) => Promise.resolve(orderPages.find((page) => page.order.number === number && page.key === key)?.order ?? null)),
  };
}

type DataRouter = ReturnType<typeof createMemoryRouter>;

const routers = new Set<DataRouter>();
afterEachTest(() => {
  for (const router of routers) router.dispose();
  routers.clear();
  scrolls?.mockRestore();
  scrolls = null;
});

/** window.scrollTo while a router is rendered (jsdom has none): the layout scrolls to the top on a new path. */
let scrolls: MockInstance<typeof window.scrollTo> | null = null;
export const scrollCalls = () => scrolls?.mock.calls ?? [];

/** Settles when the router has run the first address's loaders (and followed their redirects). */
function initialized(router: DataRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders `routes` in a memory router at `path`, once their loaders have answered: the page appears
 * with its data, as a server-rendered page hydrates. `router.state.location` is where it ended.
 */
export async function renderRoutes(routes: RouteObject[], path = '/', wrapper?: ComponentType<{ children: ReactNode }>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  routers.add(router);
  scrolls ??= vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  await act(() => initialized(router));
  const result = render(<RouterProvider router={router} />, { wrapper });
  return { router, ...result };
}

/** The public site (layout, pages, error boundary, 404) at `path`, reading `reads`. */
export async function renderPublic(path: string, reads: MemoryReads = memoryReads()) {
  return { reads, ...(await renderRoutes(publicRoutes(() => reads), path)) };
}

/** The address the router shows: path and query. */
export const addressOf = ({ state: { location } }: DataRouter) => location.pathname + location.search;

/** Moves the router to `to` as a link would, and waits for the new page's loaders. */
export const navigateTo = (router: DataRouter, to: string) => act(() => router.navigate(to));
