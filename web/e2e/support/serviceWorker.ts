/**
 * The service workers (the public one, the back office's) in the e2e tests. The suite's contexts block service workers
 * (playwright.config.ts: page.route cannot see what a worker fetches); these tests open contexts of
 * their own that allow them, each starting with no worker and empty caches.
 */
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export async function workerContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({ baseURL: test.info().project.use.baseURL, ...options, serviceWorkers: 'allow' });
}

/** Until a worker controls the page (each claims the page that registered it; the back office's precaches about 180 files first). */
export const untilControlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

/** The addresses (path and query) saved in one of the worker's caches. */
export const savedIn = (page: Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search), cache);

/** Until the page at `path` is saved for offline use. */
export const untilSaved = (page: Page, path: string) =>
  page.waitForFunction(async (address) => Boolean(await (await caches.open('pages')).match(address, { ignoreVary: true })), path, { timeout: 20_000 });

/** A PNG's width and height, from its header (IHDR), as a manifest's `sizes` writes them. */
export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}
