/**
 * Stock that counts itself, end to end: the owner starts counting a size on the product's screen
 * (a stocktake of 2, low at 2), and its public page says "only a few left" in English and Tamil,
 * never the count; two orders of the size are confirmed in the order book: the second is refused
 * with what is short; the owner records a damaged unit from the Stock screen, the size is sold out
 * on its public page at once, and the dashboard lists it as out of stock. axe on the Stock screen.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { OrderReceipt, Product } from '@catalogue/domain';
import { customerHeaders, navigateInApp, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { stubExternalSites, untilHydrated } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();
const orders: OrderReceipt[] = [];

async function placeOrder(request: APIRequestContext, product: Product, quantity: number): Promise<OrderReceipt> {
  const response = await request.post('/api/orders', { headers: customerHeaders(), data: { lines: [{ productId: product._id, variantKey: '5-l-tin', quantity }] } });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { data: OrderReceipt }).data;
  orders.push(order);
  return order;
}

test.afterAll(async () => {
  for (const order of orders) await spec.api.json('PATCH', `/orders/${order._id}`, { status: 'cancelled' });
});

/** What the product's public page at `path` says of the chosen size's stock. */
async function publicStock(browser: Browser, path: string) {
  const context = await browser.newContext({ extraHTTPHeaders: customerHeaders() });
  const page = await context.newPage();
  await stubExternalSites(page);
  await page.goto(path);
  await untilHydrated(page);
  const said = (await page.locator('.product-stock').textContent())?.trim();
  const html = await page.content();
  await context.close();
  return { said, html };
}

test('the owner counts a size; confirmations take from it, the second is refused, and the size sells out everywhere at once', async ({ page, request, browser }) => {
  test.slow(); // two screens, the order book, and four public pages
  const category = await spec.api.createCategory({ name: unique('E2E Stock') });
  spec.cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Groundnut Oil');
  const created = await spec.api.createProduct({
    name,
    category: category._id,
    variants: JSON.stringify([
      { label: '1 L', price: 380, mrp: 380 },
      { label: '5 L tin', price: 1800, mrp: 1800 },
    ]),
  });
  spec.cleanup.push(`/products/${created._id}`);
  const product = (await spec.api.json<{ data: Product }>('GET', `/products/${created._id}`)).data;

  // The product's screen: start counting the tin.
  await openSignedIn(page, request, `/admin/products/edit/${product._id}`);
  const panel = page.getByTestId('product-stock');
  const tin = panel.getByTestId('size-stock').filter({ hasText: '5 L tin' });
  await expect(tin.getByText('Not counted')).toBeVisible();
  await tin.getByRole('textbox', { name: 'Count' }).fill('2');
  await tin.getByRole('textbox', { name: 'Note (optional)' }).fill('First count');
  await tin.getByRole('button', { name: 'Save the count of 5 L tin' }).click();
  await expect(tin.getByText('2 in stock')).toBeVisible();
  await tin.getByRole('textbox', { name: 'Low at (empty: never)' }).fill('2');
  await tin.getByRole('button', { name: 'Save the low-stock threshold of 5 L tin' }).click();
  await expect(tin.getByText('Low: 2 left')).toBeVisible();
  await tin.getByText('History (1)').click();
  await expect(tin.getByRole('table', { name: 'Stock history of 5 L tin' }).getByText('First count')).toBeVisible();

  const slug = product.slug;
  const english = await publicStock(browser, `/products/${slug}?size=5-l-tin`);
  expect(english.said).toBe('Only a few left');
  expect(english.html).not.toMatch(/"count"|"lowStock"/);
  expect((await publicStock(browser, `/ta/products/${slug}?size=5-l-tin`)).said).toBe('சில மட்டுமே உள்ளன');

  // Two orders of the tin: 2 and 1; the first confirmation takes both units, the second is refused.
  const big = await placeOrder(request, product, 2);
  const small = await placeOrder(request, product, 1);
  await navigateInApp(page, '/admin/orders');
  const cardOf = (order: OrderReceipt) => page.getByRole('article', { name: order.number, exact: true });
  await cardOf(big).getByRole('combobox', { name: 'Status' }).selectOption('confirmed');
  await expect(page.getByText(`Order ${big.number} is now confirmed`)).toBeVisible();
  await cardOf(small).getByRole('combobox', { name: 'Status' }).selectOption('confirmed');
  const short = cardOf(small).getByTestId('order-stock-short');
  await expect(short).toContainText('Not enough stock to confirm this order');
  await expect(short).toContainText(`${name} 5 L tin: 0 left, 1 ordered`);
  await expect(cardOf(small).getByRole('combobox', { name: 'Status' })).toHaveValue('new');

  expect((await publicStock(browser, `/products/${slug}?size=5-l-tin`)).said).toBe('Out of Stock');

  // Cancelling puts the two back; a damaged unit is recorded from the Stock screen.
  await cardOf(big).getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
  await expect(page.getByText(`Order ${big.number} is now cancelled`)).toBeVisible();
  await navigateInApp(page, '/admin/stock');
  const onStock = page.locator(`#stock-${product._id}`).getByTestId('size-stock').filter({ hasText: '5 L tin' });
  await expect(onStock.getByText('Low: 2 left')).toBeVisible();
  expect(await accessibilityViolations(page, `#stock-${product._id}`)).toEqual([]);
  await onStock.getByRole('combobox', { name: 'What happened' }).selectOption('damaged');
  await onStock.getByRole('textbox', { name: 'How many' }).fill('2');
  await onStock.getByRole('button', { name: `Save the count of ${name} (5 L tin)` }).click();
  await expect(onStock.getByText('Out of stock')).toBeVisible();
  expect((await publicStock(browser, `/products/${slug}?size=5-l-tin`)).said).toBe('Out of Stock');

  await navigateInApp(page, '/admin');
  const low = page.getByTestId('low-stock');
  await expect(low.getByRole('link', { name: `${name} (5 L tin)` })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
