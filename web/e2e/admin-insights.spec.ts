/**
 * The dashboard's orders: the "New orders" card counts the new orders and opens the order book
 * filtered to them; "Orders and order links" shows the last 30 or 90 days (a chart named by its
 * totals, the numbers per day in a table), the top products and sizes, and downloads them as CSV.
 * An order and an order-link open made here give it something to show. axe finds nothing, on a
 * desktop and on a 390 px phone, where nothing overflows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Insights, Order, OrderReceipt, Product } from '@catalogue/domain';
import { formatDay } from '../src/components/format';
import { customerHeaders, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();
const made = { product: undefined as unknown as Product, order: undefined as unknown as OrderReceipt };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

test.beforeAll(async ({ playwright, baseURL }) => {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL });
  const category = await spec.api.createCategory({ name: unique('E2E Insights') });
  spec.cleanup.push(`/categories/${category._id}`);
  const created = await spec.api.createProduct({
    name: unique('E2E Insight Mustard Oil'),
    category: category._id,
    variants: JSON.stringify([
      { label: '500 ml', price: 210, mrp: 210 },
      { label: '1 L', price: 400, mrp: 400 },
    ]),
  });
  spec.cleanup.push(`/products/${created._id}`);
  made.product = (await spec.api.json<{ data: Product }>('GET', `/products/${created._id}`)).data;
  const [half, litre] = made.product.variants;
  // Quantities no other order of the day reaches, so the product heads the top lists.
  const response = await request.post('/api/orders', {
    headers: customerHeaders(),
    data: {
      lines: [
        { productId: made.product._id, variantKey: half.key, quantity: 97 },
        { productId: made.product._id, variantKey: litre.key, quantity: 96 },
      ],
      name: 'E2E Insights',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  made.order = ((await response.json()) as { data: OrderReceipt }).data;
  const opened = await request.post('/api/insights/link-opens', { headers: customerHeaders(), data: { productId: made.product._id, variantKey: half.key } });
  expect(opened.status()).toBe(204);
  await request.dispose();
});

test.afterAll(async () => {
  if (made.order) await spec.api.json('PATCH', `/orders/${made.order._id}`, { status: 'cancelled' });
});

const insightsOf = async (days: number) => (await spec.api.json<{ data: Insights }>('GET', `/insights?days=${days}`)).data;
const section = (page: Page) => page.getByRole('region', { name: 'Orders and order links' });

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

test('the New orders card counts new orders and opens the order book filtered to them', async ({ page, request }) => {
  const { data: fresh } = await spec.api.json<{ data: Order[] }>('GET', '/orders?status=new&limit=200');
  expect(fresh.some((order) => order._id === made.order._id)).toBe(true);
  await openSignedIn(page, request, '/admin');
  const card = page.getByTestId('stat-new-orders');
  await expect(card).toContainText('New orders');
  await expect(card).toContainText(fresh.length < 200 ? String(fresh.length) : '200+');
  await card.click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
  await expect(page.getByRole('search', { name: 'Filter orders' }).getByLabel('Status')).toHaveValue('new');
  await expect(page.getByRole('article', { name: made.order.number, exact: true })).toBeVisible({ timeout: 30_000 });
});

test('Orders and order links: 30 or 90 days, chart and numbers, top products and sizes, CSV download', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin');
  const insights = section(page);
  await expect(insights.getByRole('heading', { name: 'Orders and order links' })).toBeVisible({ timeout: 30_000 });
  const thirty = insights.getByRole('button', { name: '30 days' });
  const ninety = insights.getByRole('button', { name: '90 days' });
  await expect(thirty).toHaveAttribute('aria-pressed', 'true');
  await expect(ninety).toHaveAttribute('aria-pressed', 'false');

  const month = await insightsOf(30);
  const orders = month.days.reduce((sum, day) => sum + day.orders, 0);
  const chart = insights.getByRole('img');
  await expect(chart).toHaveAccessibleName(new RegExp(`^Orders and order-link opens per day, ${formatDay(month.days[0].date)} to ${formatDay(today())}: ${orders} orders? and \\d+ order-link opens? in all`));
  await expect(insights.getByTestId('insights-totals')).toContainText(String(orders));

  const topProducts = insights.getByRole('region', { name: 'Top products' });
  // The ten most ordered as the API ranks them (other specs' orders count too).
  const shownProducts = month.topProducts.slice(0, 10);
  await expect(topProducts.getByRole('listitem')).toHaveCount(shownProducts.length);
  await expect(topProducts.getByRole('listitem').first()).toContainText(shownProducts[0].name);
  await expect(topProducts.getByRole('listitem').first()).toContainText(String(shownProducts[0].quantity));
  const topSizes = insights.getByRole('region', { name: 'Top sizes' });
  await expect(topSizes.getByRole('listitem').first()).toContainText(month.topSizes[0].name);
  await expect(topSizes.getByRole('listitem').first()).toContainText(String(month.topSizes[0].quantity));
  if (shownProducts.some((product) => product.productId === made.product._id)) await expect(topProducts).toContainText(made.product.name);

  // The numbers per day, behind a disclosure the keyboard opens.
  await insights.getByText('Show the numbers per day').focus();
  await page.keyboard.press('Enter');
  const table = insights.getByRole('table');
  await expect(table).toBeVisible();
  const todayRow = table.getByRole('row', { name: new RegExp(`^${formatDay(today())}`) });
  await expect(todayRow.getByRole('cell').nth(1)).toHaveText(String(month.days.at(-1)!.orders));
  await noViolations(page);

  // 90 days: the buttons say which is on, the chart follows.
  await ninety.click();
  await expect(ninety).toHaveAttribute('aria-pressed', 'true');
  await expect(thirty).toHaveAttribute('aria-pressed', 'false');
  const quarter = await insightsOf(90);
  expect(quarter.days).toHaveLength(90);
  await expect(chart).toHaveAccessibleName(new RegExp(`per day, ${formatDay(quarter.days[0].date)} to `));

  const [download] = await Promise.all([page.waitForEvent('download'), insights.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('insights-90-days.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('date,orders,revenue,paid,linkOpens');
  expect(lines.slice(1, 91).map((line) => line.split(',')[0])).toEqual(quarter.days.map((day) => day.date));
  const last = quarter.days.at(-1)!;
  expect(lines[90]).toBe(`${today()},${last.orders},${last.revenue},${last.paid},${last.linkOpens}`);
  expect(lines).toContain('Top products');
  expect(lines).toContain('product,quantity,orders');
  const top = quarter.topProducts.find((product) => product.productId === made.product._id)!;
  expect(csv).toContain(`${made.product.name},193,${top.orders}`);
  expect(lines).toContain('product,size,quantity');
  expect(csv).toContain(`${made.product.name},500 ml,97`);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the dashboard fits and passes axe', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin');
    await expect(section(page).getByRole('img')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await noViolations(page);
  });
});
