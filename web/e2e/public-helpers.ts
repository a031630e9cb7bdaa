/** Helpers for the visitor e2e tests: expectations come from the API, not from the seed's contents. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { isOrderable, type Category, type GalleryItem, type NavConfigVersion, type Product, type SiteData } from '@catalogue/domain';
import { Api, apiToken } from '../test/admin/e2e';

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
  const body = (await response.json()) as { data: T };
  return body.data;
}

export const getNavConfig = (request: APIRequestContext) => api<NavConfigVersion>(request, '/nav-config');
export const getCategories = (request: APIRequestContext) => api<Category[]>(request, '/categories');
export const getProducts = (request: APIRequestContext, query = '') => api<Product[]>(request, `/products?limit=1000${query}`);
export const getGallery = (request: APIRequestContext) => api<GalleryItem[]>(request, '/gallery');
export const getSite = (request: APIRequestContext) => api<SiteData>(request, '/site');

/** The seed's products, as the committed seed names them (emulator-data/firestore/snapshot.json). */
export function seedProductIds(): string[] {
  const file = fileURLToPath(new URL('../../emulator-data/firestore/snapshot.json', import.meta.url));
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { documents: { path: string }[] };
  return snapshot.documents.flatMap(({ path }) => /\/documents\/products\/([^/]+)$/.exec(path)?.[1] ?? []);
}

const SEED_PRODUCTS = new Set(seedProductIds());

/**
 * The seed's products sold in one size, orderable: their order lines read the same whatever the
 * tests running beside (API tests on the same stack too) add to the catalogue.
 */
export const oneSizeSeedProducts = async (request: APIRequestContext) =>
  (await getProducts(request)).filter((p) => SEED_PRODUCTS.has(p._id) && p.variants.length === 1 && isOrderable(p.variants[0]));

/** Stops chat and map links from leaving the machine (it is offline): they answer with a stub page. */
export async function stubExternalSites(page: Page) {
  await page.context().route(/^https:\/\/(wa\.me|www\.google\.com|www\.facebook\.com|www\.instagram\.com|www\.youtube\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}

/**
 * Playwright's own console warning when a page registers its service worker in a context that blocks
 * them (the suite's, playwright.config.ts): the harness's, not the page's.
 */
export const blockedWorkerWarning = (text: string) => text === 'Service Worker registration blocked by Playwright';

/** Until React has hydrated the page: a root-attached fiber key appears on the server's elements. */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const header = document.querySelector('#root header');
    return Boolean(header && Object.keys(header).some((key) => key.startsWith('__reactFiber')));
  });

/** Product names as the cards show them. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.locator('.products-results .product-card .product-name').allTextContents();
}

/**
 * Opens `path` the way the browser draws a page itself: the server renders a first page, then the
 * visitor moves inside the site. API answers replaced with page.route apply only to such pages
 * (a first page comes with the server's answers), and not to the layout's (site settings,
 * navigation, categories), which the first page brings for the whole visit.
 */
export async function openInBrowser(page: Page, path: string) {
  await page.goto('/about-us');
  await page.waitForFunction(() => Object.keys(document.querySelector('#root header') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await page.evaluate((target) => {
    window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Sets the owner's 'maximum visible items' before the tests of the describe block it is called in,
 * and puts the navigation configuration back after them. The header reads the configuration with
 * the first page (server-rendered) and keeps it for the visit, so a test changes it as the owner does.
 */
export function withMaxVisibleItems(maxVisibleItems: number) {
  test.describe.configure({ mode: 'serial' });
  let owner: Api;
  let original: NavConfigVersion;
  const save = ({ moreDropdownLabel, showFixedItems, fixedItemsOrder }: NavConfigVersion, max: number) =>
    owner.json('PUT', '/nav-config', { maxVisibleItems: max, moreDropdownLabel, showFixedItems, fixedItemsOrder });

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    owner = new Api(request, await apiToken(request));
    original = await getNavConfig(request);
    await save(original, maxVisibleItems);
  });
  test.afterAll(async () => {
    await save(original, original.maxVisibleItems);
  });
}

/** The layout shifts the page has had, added up, leaving out those right after an input (CLS without the session windows). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
