/**
 * The product page: opened from a card, with its name, price, stock, breadcrumb, order link, share
 * button and related products; an old slug ends on the current address, an unknown one is the 404
 * page. No console error or warning (hydration included) on the way.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { chatLink, defaultSize, nameWithSize, orderMessage, type Product } from '@catalogue/domain';
import { Api, apiToken, unique } from '../test/admin/e2e';
import { api, blockedWorkerWarning, getProducts, getSite, stubExternalSites } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';

const RELATED_COUNT = 4;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const price = (value: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;

/** Console errors and warnings of a page (React reports hydration mismatches there), and uncaught errors. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !blockedWorkerWarning(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** A product of one size in stock with a category, to walk through (public-sizes.spec.ts walks through sizes). */
async function productToVisit(request: Parameters<typeof getProducts>[0]): Promise<Product> {
  const products = (await getProducts(request)).filter((p) => p.variants.length === 1);
  const product = products.find((p) => p.inStock !== false && p.category && p.description) ?? products.find((p) => p.category);
  test.skip(!product, 'no product with a category');
  return product!;
}

/** Opens the product's page from its card on /products. */
async function openFromCard(page: Page, product: Product) {
  await page.goto('/products');
  const card = page.locator('.products-results .product-card').filter({ has: page.locator('.product-name', { hasText: product.name }) }).first();
  await card.getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${escape(encodeURIComponent(product.slug))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
}

test.describe('product page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opened from a card: name, price, stock, description, breadcrumb, order link, related products; no console message', async ({ page, request }) => {
    const messages = watchConsole(page);
    const [product, { settings }] = await Promise.all([productToVisit(request), getSite(request)]);
    await stubExternalSites(page);
    await openFromCard(page, product);

    await expect(page).toHaveTitle(new RegExp(`^${escape(product.name)} \\| `));
    await expect(page.locator('.product-detail-price')).toHaveText(price(defaultSize(product.variants)?.price ?? product.price));
    await expect(page.locator('.product-stock')).toHaveText(product.inStock === false ? 'Out of Stock' : 'In Stock');
    if (product.description) await expect(page.locator('.product-detail-body')).toContainText(product.description.split(/\n/)[0]);
    const image = page.locator('.product-detail-image img');
    await expect(image).toHaveAttribute('alt', product.name);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    if (product.imageInfo?.variants.length) {
      await expect(image).toHaveAttribute('sizes', /.+/);
      const largest = Math.max(...product.imageInfo.variants.map((variant) => variant.width));
      await expect(image).toHaveAttribute('srcset', new RegExp(`${largest}w`));
    }

    // Home › Products › Category › Product.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([/Home/, /Products/, new RegExp(escape(product.category!.name)), new RegExp(escape(product.name))]);
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(breadcrumb.getByRole('link', { name: product.category!.name })).toHaveAttribute('href', `/category/${encodeURIComponent(product.category!.slug)}`);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.name);

    // Order through the chat link, with the order message filled in.
    const text = orderMessage(settings.messages.order, nameWithSize(product.name, defaultSize(product.variants)));
    const order = page.getByRole('link', { name: /order on whatsapp/i });
    if (product.inStock === false || !settings.business.chatNumber) {
      await expect(order).toHaveCount(0);
    } else {
      await expect(order).toHaveAttribute('href', chatLink(settings.business.chatNumber, text)!);
      const [popup] = await Promise.all([page.waitForEvent('popup'), order.click()]);
      expect(popup.url().split('?')[0]).toBe(`https://wa.me/${settings.business.chatNumber}`);
      expect(new URL(popup.url()).searchParams.get('text')).toBe(text);
      await popup.close();
    }

    // Related: the category's other products (as the page asks for them: one more than shown).
    const sameCategory = await api<Product[]>(request, `/products?category=${product.category!._id}&limit=${RELATED_COUNT + 1}`);
    const related = sameCategory.filter((p) => p._id !== product._id).slice(0, RELATED_COUNT);
    const section = page.getByRole('region', { name: `More from ${product.category!.name}` });
    if (related.length === 0) {
      await expect(section).toHaveCount(0);
    } else {
      await expect(section.locator('.product-card .product-name')).toHaveText(related.map((p) => p.name));
      await section.getByRole('link', { name: related[0].name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${escape(encodeURIComponent(related[0].slug))}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(related[0].name);
    }
    expect(messages).toEqual([]);
  });

  test('a direct visit renders without console errors, warnings or hydration messages', async ({ page, request }) => {
    const messages = watchConsole(page);
    const product = await productToVisit(request);
    await page.goto(`/products/${encodeURIComponent(product.slug)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.locator('.product-detail-image img')).toBeVisible();
    // Let late work (images, lazy chunks, effects) report anything it has to.
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });

  test('Share uses the device share sheet when there is one', async ({ page, request }) => {
    const product = await productToVisit(request);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await openFromCard(page, product);
    const share = page.getByRole('button', { name: 'Share' });
    await expect(share).not.toHaveAttribute('aria-expanded');
    await share.click();
    const url = new URL(`/products/${encodeURIComponent(product.slug)}`, page.url()).href;
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([{ title: product.name, text: product.name, url }]);
    await expect(page.getByRole('link', { name: /share on whatsapp/i })).toBeHidden();
  });

  test.describe('with the clipboard allowed', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Share offers a chat share link and Copy link without a share sheet', async ({ page, request }) => {
      const product = await productToVisit(request);
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      });
      await stubExternalSites(page);
      await page.goto(`/products/${encodeURIComponent(product.slug)}`);
      const share = page.getByRole('button', { name: 'Share' });
      await expect(share).toHaveAttribute('aria-expanded', 'false');
      await share.click();
      await expect(share).toHaveAttribute('aria-expanded', 'true');
      const url = new URL(`/products/${encodeURIComponent(product.slug)}`, page.url()).href;
      const chat = page.getByRole('link', { name: /share on whatsapp/i });
      await expect(chat).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${product.name} ${url}`)}`);
      await expect(page.getByLabel('Link to this page')).toHaveValue(url);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      // Escape closes the panel and gives the focus back to the button.
      await page.getByRole('button', { name: 'Copy link' }).focus();
      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();
      await expect(share).toBeFocused();
    });
  });

  test('an old slug ends on the current address', async ({ page, request, playwright, baseURL }) => {
    const visited = await productToVisit(request);
    const admin = await playwright.request.newContext({ baseURL });
    const token = await apiToken(admin);
    const owner = new Api(admin, token);
    const created = (await owner.createProduct({ name: unique('E2E Slug Oil'), description: 'Moved', price: 120, category: visited.category!._id })) as Product;
    try {
      const oldSlug = created.slug;
      const moved = `${oldSlug}-moved`;
      // The owner edits the slug: the old one keeps finding the product.
      const response = await admin.put(`/api/products/${created._id}`, { headers: { Authorization: `Bearer ${token}` }, multipart: { slug: moved } });
      expect(response.status(), await response.text()).toBe(200);
      await page.goto(`/products/${encodeURIComponent(oldSlug)}`);
      await expect(page).toHaveURL(new RegExp(`/products/${escape(moved)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.name);
    } finally {
      await owner.remove(`/products/${created._id}`);
      await admin.dispose();
    }
  });

  test('has no WCAG violations (axe), share panel open, on a wide screen and a phone', async ({ page, request }) => {
    const product = await productToVisit(request);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    });
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/products/${encodeURIComponent(product.slug)}`);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
      // WCAG rules (the best-practice 'region' rule flags the site-wide floating buttons, outside any landmark).
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });

  test('an unknown slug shows the 404 page', async ({ page }) => {
    await page.goto(`/products/no-such-product-${Date.now().toString(36)}`);
    await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
  });
});
