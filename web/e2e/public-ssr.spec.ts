/**
 * Server-rendered pages in the browser: the page arrives drawn (its content is in the HTML), the
 * browser asks the API for nothing before the first paint (the router's loader data is in the page),
 * and hydration raises no warning or error in the console.
 */
import { expect, test, type Page } from '@playwright/test';
import { blockedWorkerWarning, untilHydrated } from './public-helpers';

const ROUTES = ['/', '/products', '/gallery', '/about-us', '/contact', '/category/wood-pressed-oils', '/no-such-page'];

/** Console warnings and errors, and the API requests made before the first contentful paint. */
function watch(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !blockedWorkerWarning(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const apiRequests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push({ url: request.url(), at: Date.now() });
  });
  return { messages, apiRequests };
}

/** The time origin and first contentful paint of the page, in epoch milliseconds. */
const firstPaintAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = performance.getEntriesByName('first-contentful-paint')[0];
        if (seen) return resolve(performance.timeOrigin + seen.startTime);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(performance.timeOrigin + entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

for (const route of ROUTES) {
  test(`${route} arrives rendered and hydrates without an API call before the first paint or a console warning`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    expect(html).toMatch(/<div id="root"><a class="skip-link"/);
    expect(html).toContain('id="router-data"');

    const { messages, apiRequests } = watch(page);
    await page.goto(route);
    await untilHydrated(page);
    const paintAt = await firstPaintAt(page);
    expect(apiRequests.filter((item) => item.at <= paintAt).map((item) => item.url)).toEqual([]);
    // Give effects that run after hydration a moment to report.
    await page.waitForTimeout(500);
    // The not-found page is answered with its honest status, which the console reports.
    expect(messages.filter((message) => !(route === '/no-such-page' && message.includes('status of 404')))).toEqual([]);
  });
}

/** From the home page to the gallery inside the site (the footer's link: the header's items depend on the navigation settings other tests change). */
async function moveToGallery(page: Page) {
  await page.goto('/');
  await untilHydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('moving to another page after the first one loads that page from the API', async ({ page }) => {
  const { messages, apiRequests } = watch(page);
  await moveToGallery(page);
  await expect.poll(() => apiRequests.some((item) => new URL(item.url).pathname === '/api/gallery')).toBe(true);
  expect(messages).toEqual([]);
});

test('reloading a page reached inside the site hydrates from the data in it', async ({ page }) => {
  const { messages, apiRequests } = watch(page);
  await moveToGallery(page);
  await page.reload();
  const reloadedAt = Date.now();
  await untilHydrated(page);
  await page.waitForTimeout(500);
  expect(apiRequests.filter((item) => item.at >= reloadedAt).map((item) => item.url)).toEqual([]);
  expect(messages).toEqual([]);
});
