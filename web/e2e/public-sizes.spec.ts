/**
 * A product sold in several sizes (the seed's groundnut oil, merged from its 1 L and 5 L tin
 * products): the size picker by pointer and keys, the address that keeps the size, the old
 * product's address, the offers of its search data, its card, and axe on a desktop; on a phone,
 * what differs there: touch, and axe on the phone layout.
 */
import { expect, test, type Page } from '@playwright/test';
import { stubExternalSites } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';

const PATH = '/products/wood-pressed-groundnut-oil';
const OLD_5L_PATH = '/products/wood-pressed-groundnut-oil-5-l-tin';

const sizeOption = (page: Page, label: string) => page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${label}`) });

test.describe('sizes on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('choose a size: price, MRP, stock and the order link follow; the address keeps it; keys move between sizes', async ({ page }) => {
    await stubExternalSites(page);
    await page.goto(PATH);
    const sizes = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio');
    await expect(sizes).toHaveCount(3);
    await expect(sizeOption(page, '500 ml')).toBeChecked();
    await expect(page.locator('.product-detail-price')).toHaveText('₹210.00');
    await expect(page.locator('.product-mrp')).toHaveText('MRP ₹230.00');

    await page.locator('.size-option', { hasText: '5 L tin' }).click();
    await expect(sizeOption(page, '5 L tin')).toBeChecked();
    await expect(page).toHaveURL(`${PATH}?size=5-l-tin`);
    await expect(page.locator('.product-detail-price')).toHaveText('₹1,799.00');
    await expect(page.locator('.product-mrp')).toHaveCount(0);
    const order = page.getByRole('link', { name: /order on whatsapp/i });
    expect(decodeURIComponent((await order.getAttribute('href')) ?? '')).toContain('Wood-Pressed Groundnut Oil (5 L tin)');

    await sizeOption(page, '5 L tin').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(sizeOption(page, '1 L')).toBeChecked();
    await expect(sizeOption(page, '1 L')).toBeFocused();
    await expect(page).toHaveURL(`${PATH}?size=1-l`);
    await expect(page.locator('.product-detail-price')).toHaveText('₹380.00');

    await page.reload();
    await expect(sizeOption(page, '1 L')).toBeChecked();
    await expect(page.locator('.product-detail-price')).toHaveText('₹380.00');
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`${PATH}$`));
  });

  test('the old 5 L tin address opens the 5 L tin size of the merged product', async ({ page, request }) => {
    const moved = await request.get(OLD_5L_PATH, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`${PATH}?size=5-l-tin`);
    await page.goto(OLD_5L_PATH);
    await expect(page).toHaveURL(`${PATH}?size=5-l-tin`);
    await expect(sizeOption(page, '5 L tin')).toBeChecked();
  });

  test('has no WCAG violations (axe)', async ({ page }) => {
    await page.goto(`${PATH}?size=5-l-tin`);
    await expect(page.getByRole('radiogroup', { name: 'Size' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

/**
 * On a phone only what differs there: the size is chosen by touch (a tap), and the page's phone
 * layout passes axe. The address, keys, reload and the old address work the same on every device
 * (the desktop tests above).
 */
test.describe('sizes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap chooses a size: price and address follow; no WCAG violations (axe)', async ({ page }) => {
    await stubExternalSites(page);
    await page.goto(PATH);
    await expect(sizeOption(page, '500 ml')).toBeChecked();
    await page.locator('.size-option', { hasText: '5 L tin' }).tap();
    await expect(sizeOption(page, '5 L tin')).toBeChecked();
    await expect(page).toHaveURL(`${PATH}?size=5-l-tin`);
    await expect(page.locator('.product-detail-price')).toHaveText('₹1,799.00');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('with the clipboard allowed', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('search data: one offer per size; the card says "from"; a shared link keeps the size', async ({ page, request }) => {
    const html = await (await request.get(PATH)).text();
    const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>).find((d) => d['@type'] === 'Product');
    expect(product?.offers).toMatchObject([
      { name: '500 ml', price: '210.00', availability: 'https://schema.org/InStock' },
      { name: '1 L', price: '380.00' },
      { name: '5 L tin', price: '1799.00' },
    ]);
    expect(html).toMatch(/<meta name="description" content="₹210.00 – ₹1,799.00 · /);

    await page.goto('/products');
    const card = page.locator('.product-card').filter({ has: page.getByRole('link', { name: 'Wood-Pressed Groundnut Oil', exact: true }) });
    await expect(card.locator('.product-price')).toHaveText('from ₹210.00');

    await page.goto(`${PATH}?size=5-l-tin`);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByLabel('Link to this page')).toHaveValue(/\/products\/wood-pressed-groundnut-oil\?size=5-l-tin$/);
  });
});
