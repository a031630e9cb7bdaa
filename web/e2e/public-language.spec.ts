/**
 * English and Tamil: every public page at its English address and under /ta/, the language switcher
 * of the header (and the footer) moving between them in the browser, the choice remembered for a
 * later visit, the served HTML's language, canonical and hreflang alternates, and the Tamil pages'
 * accessibility. Expectations come from the API (`?lang=ta`), not from the seed's contents.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chatLink, defaultSize, nameWithSize, orderMessage, type Category, type Order, type Product, type SiteData } from '@catalogue/domain';
import { specApi, unique } from '../test/admin/e2e';
import { api, getCategories, getProducts, stubExternalSites, untilHydrated } from './public-helpers';
import ta from '../src/public/i18n/ta';
import { accessibilityViolations } from './support/accessibility';

/** The header's link to the page in the other language, by its name in that language. */
const headerSwitch = (page: Page, name: 'English' | 'தமிழ்') => page.locator('header').getByRole('link', { name: new RegExp(`^${name}`) });

/** A product with more than one size (the `?size=` test), else any. */
async function productWithSizes(request: APIRequestContext): Promise<Product> {
  const products = await getProducts(request);
  return products.find((product) => product.slug && product.variants.length > 1) ?? products.find((product) => product.slug)!;
}

async function firstCategory(request: APIRequestContext): Promise<Category> {
  return (await getCategories(request)).find((category) => category.slug)!;
}

const owner = specApi();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('English and Tamil pages', () => {
  test.describe.configure({ mode: 'serial' });

  test('on every public page the header switches to Tamil and back: address, html lang and the page itself', async ({ page, request }) => {
    const product = await productWithSizes(request);
    const category = await firstCategory(request);
    const tamilProduct = await api<Product>(request, `/products/by-slug/${encodeURIComponent(product.slug)}?lang=ta`);
    const tamilCategory = await api<Category>(request, `/categories/by-slug/${encodeURIComponent(category.slug)}?lang=ta`);
    const pages: { path: string; heading?: string }[] = [
      { path: '/' },
      { path: '/products' },
      { path: `/products/${product.slug}`, heading: tamilProduct.name },
      { path: `/category/${category.slug}`, heading: tamilCategory.name },
      { path: '/gallery' },
      { path: '/about-us' },
      { path: '/contact' },
      { path: '/order-list' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      await untilHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await headerSwitch(page, 'தமிழ்').click();
      const tamilPath = path === '/' ? '/ta/' : `/ta${path}`;
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(tamilPath)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      if (heading) await expect(title).toHaveText(heading);
      await expect(page.getByRole('heading', { name: /not found|error/i })).toHaveCount(0);

      await headerSwitch(page, 'English').click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('links of a Tamil page stay in Tamil: header, footer and product cards', async ({ page, request }) => {
    const product = (await getProducts(request)).find((item) => item.slug)!;
    await page.goto('/ta/products');
    await untilHydrated(page);
    const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // Every internal link is a Tamil address, but the language switch's (header, phone menu, footer) to the English page.
    const internal = await hrefs('#root a[href^="/"]:not([hreflang])');
    expect(internal.length).toBeGreaterThan(5);
    expect(internal.filter((href) => !href.startsWith('/ta/'))).toEqual([]);
    expect(await hrefs('#root a[hreflang]')).toEqual(['/products', '/products', '/products']);
    await page.locator('header').getByRole('link', { name: ta['nav.home'], exact: true }).click();
    await expect(page).toHaveURL(/\/ta\/$/);
    await page.goto(`/ta/products/${product.slug}`);
    await untilHydrated(page);
    await page.getByRole('navigation', { name: ta['nav.breadcrumb'] }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/ta\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });

  test('the switcher keeps the chosen size (?size=) and works from the keyboard and the footer', async ({ page, request }) => {
    const product = await productWithSizes(request);
    const size = product.variants.at(-1)!.key;
    await page.goto(`/products/${product.slug}?size=${encodeURIComponent(size)}`);
    await untilHydrated(page);
    await headerSwitch(page, 'தமிழ்').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/ta/products/${escapeRegExp(product.slug)}\\?size=${escapeRegExp(encodeURIComponent(size))}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.locator('footer').getByRole('link', { name: /^English/ }).click();
    await expect(page).toHaveURL(new RegExp(`[^a]/products/${escapeRegExp(product.slug)}\\?size=${escapeRegExp(encodeURIComponent(size))}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('on a phone the language switch is in the menu, and the header row still fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about-us');
    await untilHydrated(page);
    const row = page.locator('.header-inner');
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(headerSwitch(page, 'தமிழ்')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^தமிழ்/ }).click();
    await expect(page).toHaveURL(/\/ta\/about-us$/);
    await expect(page.getByRole('button', { name: ta['nav.openMenu'] })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the choice of Tamil is remembered for a later visit to an English address, and English forgets it', async ({ page }) => {
    await page.goto('/about-us');
    await untilHydrated(page);
    await headerSwitch(page, 'தமிழ்').click();
    await expect(page).toHaveURL(/\/ta\/about-us$/);

    // A new visit (a new page of the same browser) to an English address goes to its Tamil one.
    const later = await page.context().newPage();
    await later.goto('/products?category=x');
    await expect(later).toHaveURL(/\/ta\/products\?category=x$/);
    await expect(later.locator('html')).toHaveAttribute('lang', 'ta');
    await untilHydrated(later);

    await headerSwitch(later, 'English').click();
    await expect(later).toHaveURL(/[^a]\/products\?category=x$/);
    const after = await page.context().newPage();
    await after.goto('/gallery');
    await untilHydrated(after);
    await expect(after).toHaveURL(/[^a]\/gallery$/);
    await expect(after.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the served HTML: lang, canonical and hreflang alternates both ways (x-default English), og:locale', async ({ request }) => {
    const product = (await getProducts(request)).find((item) => item.slug)!;
    const path = `/products/${product.slug}`;
    const origin = new URL((await request.get('/')).url()).origin;
    const alternates = [
      `<link rel="alternate" hreflang="en-IN" href="${origin}${path}" />`,
      `<link rel="alternate" hreflang="ta-IN" href="${origin}/ta${path}" />`,
      `<link rel="alternate" hreflang="x-default" href="${origin}${path}" />`,
    ];
    const tamil = await request.get(`/ta${path}`, { maxRedirects: 0 });
    expect(tamil.status()).toBe(200);
    const tamilHtml = await tamil.text();
    expect(tamilHtml).toMatch(/^<!doctype html>\s*<html lang="ta">/);
    expect(tamilHtml).toContain(`<link rel="canonical" href="${origin}/ta${path}" />`);
    expect(tamilHtml).toContain('<meta property="og:locale" content="ta_IN" />');
    for (const link of alternates) expect(tamilHtml).toContain(link);

    const englishHtml = await (await request.get(path, { maxRedirects: 0 })).text();
    expect(englishHtml).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(englishHtml).toContain(`<link rel="canonical" href="${origin}${path}" />`);
    expect(englishHtml).toContain('<meta property="og:locale" content="en_IN" />');
    for (const link of alternates) expect(englishHtml).toContain(link);
  });

  test('the skip link stays out of sight until it has the focus, though its Tamil words wrap on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ta/');
    const skip = page.locator('.skip-link');
    expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect.poll(async () => (await skip.boundingBox())!.y).toBe(8);
  });

  for (const path of ['/ta/', '/ta/products', 'a product']) {
    test(`${path} has no WCAG A/AA violation (axe)`, async ({ page, request }) => {
      const product = (await getProducts(request)).find((item) => item.slug)!;
      await page.goto(path === 'a product' ? `/ta/products/${product.slug}` : path);
      await untilHydrated(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test("a Tamil page orders in Tamil: the product's chat message and the order list's, recorded with its language", async ({ page, request }) => {
    await stubExternalSites(page);
    const { settings } = await api<SiteData>(request, '/site?lang=ta');
    // A product with a Tamil name (other tests' products have none).
    const found = (await getProducts(request, '&lang=ta')).find((item) => item.slug && item.inStock && item.variants.length === 1 && item.name !== item.names?.en);
    expect(found, 'a one-size product in stock with a Tamil name').toBeTruthy();
    const product = found!;
    await page.goto(`/ta/products/${product.slug}`);
    await untilHydrated(page);
    const single = orderMessage(settings.messages.order, nameWithSize(product.name, defaultSize(product.variants)));
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(ta['product.orderOnWhatsApp'])) })).toHaveAttribute('href', chatLink(settings.business.chatNumber, single)!);

    await page.getByRole('button', { name: ta['orderList.add'], exact: true }).click();
    await page.goto('/ta/order-list');
    await untilHydrated(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: ta['orderList.send'] }).click()]);
    await popup.waitForLoadState();
    const text = new URL(popup.url()).searchParams.get('text') ?? '';
    await popup.close();
    expect(text.split('\n')[0]).toBe(settings.messages.orderList.split('\n')[0]);
    expect(text).toContain(product.name);
    const number = /[A-Z]+-\d{4}-\d{4}/.exec(text)?.[0];
    expect(number, text).toBeTruthy();
    await expect(page.getByRole('heading', { name: ta['orderList.sentNumber'].replace('{number}', number!) })).toBeVisible();
    const { data: orders } = await owner.api.json<{ data: Order[] }>('GET', '/orders?limit=50');
    expect(orders.find((order) => order.number === number)).toMatchObject({ lang: 'ta', lines: [expect.objectContaining({ names: { en: product.names?.en, ta: product.name } })] });
  });

  test("the owner's Tamil name for a product reaches its Tamil page and leaves the English page alone", async ({ page, request }) => {
    const english = (await getProducts(request)).find((item) => item.slug && item.category)!;
    const tamilName = unique('புதிய பெயர்');
    const save = (translations: Product['translations']) =>
      owner.api.json('PUT', `/products/${english._id}`, { name: english.name, category: english.category!._id, translations });
    await save({ ...english.translations, ta: { ...english.translations?.ta, name: tamilName } });
    try {
      await page.goto(`/ta/products/${english.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tamilName);
      await page.goto(`/products/${english.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.name);
      await expect(page.getByText(tamilName)).toHaveCount(0);
    } finally {
      await save(english.translations ?? {});
    }
  });
});
