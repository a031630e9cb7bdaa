/**
 * The shop offline, after a first visit (Playwright's offline mode, service workers allowed): a
 * product page seen once opens from the cache and hydrates from the precached scripts; a page never
 * seen gets the offline page, in the visitor's language, listing the saved pages; the order list
 * still opens a chat link, priced in the browser without a number, and says it is offline. What the
 * worker keeps: public answers only (never a signed-in read), nothing of the back office. axe on the
 * offline page and the order list offline.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatRupees, type Product } from '@catalogue/domain';
import { apiToken } from '../test/admin/e2e';
import { en } from '../src/public/i18n/en';
import ta from '../src/public/i18n/ta';
import { oneSizeSeedProducts, untilHydrated } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';
import { savedIn, untilControlled, untilSaved, workerContext } from './support/serviceWorker';

/** Opens `path` online and waits until the worker controls the page and has saved it. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await untilHydrated(page);
  await untilControlled(page);
  await untilSaved(page, path);
}

async function twoProducts(request: Parameters<typeof oneSizeSeedProducts>[0]): Promise<[Product, Product]> {
  const [seen, unseen] = await oneSizeSeedProducts(request);
  expect(unseen, 'two one-size seed products').toBeTruthy();
  return [seen, unseen];
}

test('a product page seen once opens offline; a page never seen shows the offline page listing the saved ones', async ({ browser, request }) => {
  const [seen, unseen] = await twoProducts(request);
  const context = await workerContext(browser);
  const page = await context.newPage();
  await visit(page, `/products/${seen.slug}`);

  await context.setOffline(true);
  await page.goto(`/products/${seen.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  // The page's scripts come from the precache: it hydrates and works offline.
  await untilHydrated(page);

  await page.goto(`/products/${unseen.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: en['offline.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(en['offline.saved'])).toBeVisible();
  const savedLink = page.getByRole('link', { name: seen.name });
  await expect(savedLink).toHaveAttribute('href', `/products/${seen.slug}`);
  // The order list's page is saved at install, in both languages.
  await expect(page.locator('a[href="/order-list"]')).toHaveCount(1);
  await expect(page.locator('a[href="/ta/order-list"]')).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  await savedLink.click();
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  await context.close();
});

test('the offline page of a Tamil address is in Tamil', async ({ browser, request }) => {
  const [seen, unseen] = await twoProducts(request);
  const context = await workerContext(browser);
  const page = await context.newPage();
  await visit(page, `/ta/products/${seen.slug}`);

  await context.setOffline(true);
  await page.goto(`/ta/products/${unseen.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ta['offline.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByText(ta['offline.notSaved'])).toBeVisible();
  await expect(page.getByRole('link', { name: ta['offline.retry'] })).toHaveAttribute('href', `/ta/products/${unseen.slug}`);
  // The visitor's language first.
  await expect(page.locator('li a').first()).toHaveAttribute('lang', 'ta');
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();
});

test('offline, the order list says so and still opens a chat priced in the browser, without a number', async ({ browser, request }) => {
  const [product] = await twoProducts(request);
  const context = await workerContext(browser);
  const page = await context.newPage();
  await visit(page, `/products/${product.slug}`);
  await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
  await untilSaved(page, '/order-list');

  await context.setOffline(true);
  await page.goto('/order-list');
  await untilHydrated(page);
  await expect(page.getByText(en['orderList.offline'])).toBeVisible();
  await expect(page.locator('.order-line-name')).toHaveText(product.name);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: en['orderList.send'] }).click();
  await expect(page.getByRole('heading', { name: en['orderList.readyToSend'] })).toBeVisible();
  await expect(page.getByText(en['orderList.sentOffline'])).toBeVisible();
  const chat = page.locator('.order-sent a[href^="https://wa.me/"]');
  const message = new URL((await chat.getAttribute('href'))!).searchParams.get('text') ?? '';
  expect(message).toContain(`• ${product.name} x 1 = ${formatRupees(product.variants[0].price)}`);
  expect(message).not.toContain('Order number');
  await context.close();
});

test('the worker keeps public answers only, and nothing of the back office', async ({ browser, request }) => {
  const token = await apiToken(request);
  const context = await workerContext(browser);
  const page = await context.newPage();
  await visit(page, '/');
  const statuses = await page.evaluate(async (bearer) => {
    const signedIn = await fetch('/api/orders?limit=1', { headers: { Authorization: `Bearer ${bearer}` } });
    const open = await fetch('/api/site');
    return [signedIn.status, open.status];
  }, token);
  expect(statuses).toEqual([200, 200]);
  await expect.poll(() => savedIn(page, 'api')).toContain('/api/site');
  expect((await savedIn(page, 'api')).filter((path) => path.startsWith('/api/orders'))).toEqual([]);

  // The back office: its shell and its requests go to the network, untouched and unsaved.
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  const saved = [...(await savedIn(page, 'pages')), ...(await savedIn(page, 'api')), ...(await savedIn(page, 'assets'))];
  expect(saved.filter((path) => path.startsWith('/admin'))).toEqual([]);
  await context.close();
});
