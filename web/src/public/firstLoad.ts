/**
 * The API calls a public page makes on its first load, written once for:
 * - the built index.html (vite.config.ts), which asks for them while the app's code loads; the
 *   pages take those answers through `prefetched` (public/data.ts), so every URL here must be
 *   exactly the one the page's API helper builds (`/api` + path + query, as `buildUrl` writes it);
 * - the local stack (scripts/stack), which sends the home page's calls before announcing itself
 *   ready, so that the first visitor finds the function warm.
 */
import { PRODUCTS_PAGE_FETCH_LIMIT } from '@catalogue/domain';

/** Every public page: the site settings and testimonials, the header's navigation configuration and categories. */
export const EVERY_PAGE_CALLS = ['/api/site', '/api/nav-config', '/api/categories'];

/** The calls of each page, by a pattern of its path; `$1` stands for the first capture, URL-encoded. */
export const PAGE_CALLS: Record<string, string[]> = {
  '^/$': ['/api/products/featured/list', '/api/gallery/popular'],
  '^/products/?$': [`/api/products?limit=${PRODUCTS_PAGE_FETCH_LIMIT}`],
  '^/products/([^/]+)/?$': ['/api/products/by-slug/$1'],
  '^/gallery/?$': ['/api/gallery'],
  '^/category/([^/]+)/?$': ['/api/categories/$1', `/api/products?category=$1&limit=${PRODUCTS_PAGE_FETCH_LIMIT}`],
};

/** What the home page asks for on first load. */
export const HOME_PAGE_CALLS = [...EVERY_PAGE_CALLS, ...PAGE_CALLS['^/$']];
