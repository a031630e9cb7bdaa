/**
 * Server-rendered pages in the browser: the page arrives drawn (its content is in the HTML), the
 * browser asks the API for nothing before the first paint (the router's loader data is in the page),
 * and hydration raises no warning or error in the console. A page that comes in pieces is painted
 * once its markup has all come, so nothing drawn moves.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { blockedWorkerWarning, layoutShift, untilHydrated } from './public-helpers';

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

/**
 * A server in front of the site that sends the page at `pagePath` in two pieces, `pauseMs` apart,
 * cut just after the first `cutAfter` (a slow connection, or a loaded server, does this); everything
 * else it passes on whole.
 */
async function servedInPieces(site: string, pagePath: string, cutAfter: RegExp, pauseMs: number) {
  const pass = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const answer = await fetch(new URL(request.url ?? '/', site), { headers: { 'accept-language': request.headers['accept-language'] ?? '' }, redirect: 'manual' });
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
    const body = Buffer.from(await answer.arrayBuffer());
    const match = request.url === pagePath ? cutAfter.exec(body.toString('latin1')) : null;
    if (request.url === pagePath && !match) throw new Error(`servedInPieces: ${pagePath} has no ${cutAfter}`);
    response.writeHead(answer.status, headers);
    if (!match) return response.end(body);
    const cut = match.index + match[0].length;
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), pauseMs);
  };
  const server = http.createServer((request, response) => {
    pass(request, response).catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve).closeAllConnections()) };
}

test('a page that comes in pieces is painted once its markup has all come: nothing drawn moves', async ({ page, baseURL }) => {
  // Cut after the hero's heading: painted then, the heading moved up as the lines under it came (CLS 0.04).
  const proxy = await servedInPieces(baseURL!, '/ta/', /<h1 id="hero-title">[^<]*<\/h1>/, 1500);
  try {
    await page.goto(`${proxy.origin}/ta/`);
    await untilHydrated(page);
    await expect(page.locator('.hero-lead')).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  } finally {
    await proxy.close();
  }
});
