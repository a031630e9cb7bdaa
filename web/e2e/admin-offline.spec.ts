/**
 * The back office as its own app, and offline. Its manifest (/admin/manifest.webmanifest, linked by
 * the back office's page only) names it apart from the public site, opens it on the dashboard and
 * gives it its own icons, sized as said and one maskable; Chromium reports /admin installable, with
 * its service worker (/admin/sw.js) controlling the page. Offline after a reload, the order book,
 * the dashboard and the product list show what was loaded online, under the banner "Offline: showing
 * what was loaded at HH:MM" (India time); axe finds nothing there. A change offline is refused with a
 * clear message (an order's status, a product's edit whose typed name stays in the form), the server
 * keeps what it had once back online, and the owner's retry then saves. Signing out, or the session
 * ending elsewhere, deletes what the device kept. A new deploy's worker is offered with Reload; the
 * shop's worker, which controls /admin until the back office's first install, is not taken for an older one.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { OrderReceipt } from '@catalogue/domain';
import { formatTime } from '../src/components/format';
import { customerHeaders, navigateInApp, openSignedIn, specApi, submitSignIn, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';
import { deployingProxy, deployOfController, pngSize, untilControlled, workerContext } from './support/serviceWorker';

const spec = specApi();
const made = { productId: '', productName: '', order: undefined as unknown as OrderReceipt };
const REFUSAL = 'You are offline. Nothing was changed: try again when you are back online.';

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const category = await spec.api.createCategory({ name: unique('E2E Offline') });
  spec.cleanup.push(`/categories/${category._id}`);
  made.productName = unique('E2E Offline Coconut Oil');
  const product = await spec.api.createProduct({ name: made.productName, category: category._id, price: 280 });
  spec.cleanup.push(`/products/${product._id}`);
  made.productId = product._id;
  const placed = await request.post('/api/orders', { headers: customerHeaders(), data: { lines: [{ productId: product._id, quantity: 2 }], name: 'E2E Offline Customer' } });
  expect(placed.status(), await placed.text()).toBe(201);
  made.order = ((await placed.json()) as { data: OrderReceipt }).data;
  await request.dispose();
});

test.afterAll(async () => {
  if (made.order) await spec.api.json('PATCH', `/orders/${made.order._id}`, { status: 'cancelled' });
});


interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A browser context of its own: its service worker and stored data are no other test's. */
async function ownContext(browser: Browser) {
  const context = await workerContext(browser);
  return { context, page: await context.newPage() };
}

/** Waits until the back office's service worker controls the page (it claims the page once installed): its scope. */
async function controlledByWorker(page: Page) {
  await untilControlled(page);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** What the device keeps for offline reading (IndexedDB `back-office`), as text; '' when there is no such database. */
const storedOffline = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'back-office')) return '';
    return new Promise<string>((resolve) => {
      const opening = indexedDB.open('back-office');
      opening.onsuccess = () => {
        const db = opening.result;
        const all = db.transaction('offline-data').objectStore('offline-data').getAll();
        all.onsuccess = () => {
          db.close();
          resolve(JSON.stringify(all.result));
        };
      };
      opening.onerror = () => resolve('');
    });
  });

const banner = (page: Page) => page.getByTestId('offline-banner');
const orderCard = (page: Page) => page.getByRole('article', { name: made.order.number, exact: true });

test('the back office has its own manifest: name, dashboard start, scope, icons 192, 512 and maskable', async ({ request }) => {
  const page = await (await request.get('/admin/orders')).text();
  expect(page).toContain('<link rel="manifest" href="/admin/manifest.webmanifest"');
  const response = await request.get('/admin/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  const site = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest).toMatchObject({ id: '/admin', start_url: '/admin', scope: '/admin', display: 'standalone', short_name: 'Shop admin' });
  expect(manifest.name).toMatch(/ – Back office$/);
  expect(manifest.name).not.toBe(site.name);

  const icons = await Promise.all(
    manifest.icons.map(async (icon) => {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
      return `${icon.sizes} ${icon.purpose ?? 'any'}`;
    }),
  );
  expect(icons.sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  // Its own icons, not the public site's.
  expect(manifest.icons.map((icon) => icon.src).filter((src) => site.icons.some((other) => other.src === src))).toEqual([]);

  const worker = await request.get('/admin/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['service-worker-allowed']).toBe('/admin');
});

test('Chromium reports the back office installable, its worker controlling /admin', async ({ browser, baseURL, request }) => {
  const { context, page } = await ownContext(browser);
  await openSignedIn(page, request, '/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await controlledByWorker(page)).toBe(new URL('/admin', baseURL).href);
  const cdp = await context.newCDPSession(page);
  const { url } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/admin/manifest.webmanifest');
  await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  await context.close();
});

test("the shop's worker, installed first, is not taken for an older back office: no new version is offered", async ({ browser }) => {
  const { context, page } = await ownContext(browser);
  await page.goto('/');
  await untilControlled(page);
  // The login screen, controlled by the shop's worker, registers the back office's while the owner types.
  await page.goto('/admin/login');
  const backOfficeWorkerActive = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).some((registration) => new URL(registration.scope).pathname === '/admin' && registration.active !== null));
  await expect.poll(backOfficeWorkerActive, { timeout: 60_000 }).toBe(true);
  await submitSignIn(page);
  // The screen drawn whole: the shell's toasts, the update's among them, are on show by then.
  await expect(page.getByRole('heading', { name: 'Orders and order links' })).toBeVisible();
  await expect(page.getByText('A new version of the back office is ready.')).toHaveCount(0);
  await context.close();
});

test('after a new deploy the back office offers Reload, which reloads it with the new version', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000); // two installs of the worker, each precaching the back office
  const proxy = await deployingProxy(baseURL!, '/admin/sw.js');
  const context = await workerContext(browser, { baseURL: proxy.url });
  const page = await context.newPage();
  await openSignedIn(page, request, '/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await untilControlled(page);
  const offer = page.getByRole('status').filter({ hasText: 'A new version of the back office is ready.' });
  await expect(offer).toHaveCount(0);

  proxy.deploy();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/'))!.update());
  await expect(offer).toBeVisible({ timeout: 60_000 });
  await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await deployOfController(page)).toBe('deploy 1');
  await expect(offer).toHaveCount(0);
  await context.close();
  await proxy.close();
});

test('offline, the order book, dashboard and product list show what was loaded; changes are refused and nothing changes', async ({ browser, request }) => {
  test.setTimeout(180_000); // the worker's install, three screens twice, a product saved
  const { context, page } = await ownContext(browser);
  const loadingFrom = formatTime(new Date());
  await openSignedIn(page, request, '/admin');
  await controlledByWorker(page);
  const newOrders = page.getByTestId('stat-new-orders');
  await expect(newOrders).toContainText(/\d/);
  const newOrdersOnline = (await newOrders.textContent()) ?? '';
  await navigateInApp(page, '/admin/products');
  const firstProduct = page.getByTestId('product-row').first();
  await expect(firstProduct).toBeVisible();
  const firstProductOnline = (await firstProduct.textContent()) ?? '';
  await navigateInApp(page, '/admin/orders');
  await expect(orderCard(page)).toBeVisible();
  const loadedBy = formatTime(new Date());
  await expect(banner(page)).toBeEmpty();
  // What the screens showed is on the device (written a moment after it loads).
  await expect.poll(() => storedOffline(page)).toContain(made.order.number);

  await context.setOffline(true);
  await page.reload();
  await expect(orderCard(page)).toBeVisible();
  await expect(orderCard(page).getByTestId('order-line')).toContainText('× 2');
  await expect(banner(page)).toHaveText(/^Offline: showing what was loaded at \d{2}:\d{2}$/);
  expect([loadingFrom, loadedBy]).toContain((await banner(page).innerText()).slice(-5));
  expect(await accessibilityViolations(page)).toEqual([]);

  // A status change is refused at once: the message says so and the card keeps the saved status.
  const status = orderCard(page).getByLabel('Status');
  await status.selectOption('confirmed');
  await expect(page.getByText(REFUSAL)).toBeVisible();
  await expect(status).toHaveValue('new');

  await navigateInApp(page, '/admin');
  await expect(banner(page)).toContainText('Offline: showing what was loaded at');
  await expect(newOrders).toHaveText(newOrdersOnline);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A screen's own address, opened offline: the worker serves the back office's page.
  await page.goto('/admin/products');
  await expect(page.getByTestId('product-row').first()).toHaveText(firstProductOnline);
  await expect(banner(page)).toContainText('Offline: showing what was loaded at');
  expect(await accessibilityViolations(page)).toEqual([]);

  // A screen drawn with the kit, first opened offline: the kit and its global styles come from the worker's cache.
  await navigateInApp(page, '/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories Management' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim())).not.toBe('');

  // Connection lost while editing a product: the save is refused, what was typed stays.
  await context.setOffline(false);
  await navigateInApp(page, `/admin/products/edit/${made.productId}`);
  const name = page.getByRole('textbox', { name: 'Product Name', exact: true });
  await expect(name).toHaveValue(made.productName);
  await context.setOffline(true);
  const typed = `${made.productName} (new label)`;
  await name.fill(typed);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  await expect(banner(page)).toContainText('Offline:');
  await expect(name).toHaveValue(typed);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Back online: the banner goes; the server kept what it had (nothing was queued); the owner's retry saves.
  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  expect((await spec.api.json<{ data: { name: string } }>('GET', `/products/${made.productId}`)).data.name).toBe(made.productName);
  expect((await spec.api.json<{ data: { status: string } }>('GET', `/orders/${made.order._id}`)).data.status).toBe('new');
  await expect(name).toHaveValue(typed);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  expect((await spec.api.json<{ data: { name: string } }>('GET', `/products/${made.productId}`)).data.name).toBe(typed);

  // Signing out deletes what the device kept.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(() => storedOffline(page)).toBe('[]');
  expect(await page.evaluate(() => localStorage.getItem('offlineDataOwner'))).toBeNull();
  await context.close();
});

test('when the session ends elsewhere, what the device kept is deleted', async ({ browser, request }) => {
  const { context, page } = await ownContext(browser);
  const token = await openSignedIn(page, request, '/admin/orders');
  await expect(orderCard(page)).toBeVisible();
  await expect.poll(() => storedOffline(page)).toContain(made.order.number);
  const ended = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(ended.ok(), await ended.text()).toBe(true);
  // The next screen checks the session: refused, the back office goes to its login page.
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(() => storedOffline(page)).toBe('[]');
  expect(await page.evaluate(() => localStorage.getItem('offlineDataOwner'))).toBeNull();
  await context.close();
});
