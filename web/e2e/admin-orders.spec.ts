/**
 * The order book (/admin/orders): two orders placed through the public API for products made here
 * are listed with their number, lines and totals; a status saved from the card persists and the New
 * filter then leaves the order out; the filter lives in the address; the payment is set in one tap
 * (UPI with its reference) and the Unpaid filter and what is to collect follow; "Copy order" puts the owner's
 * order message on the clipboard; "Chat with customer" opens WhatsApp with the customer's number;
 * axe finds nothing, on a desktop and on a 390 px phone, where nothing overflows.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupees, lineIn, orderListMessage, type Order, type OrderReceipt, type Product, type SiteSettings } from '@catalogue/domain';
import { formatPrice } from '../src/components/format';
import { customerHeaders, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();
const made = { product: undefined as unknown as Product, single: undefined as unknown as Product, first: undefined as unknown as OrderReceipt, second: undefined as unknown as OrderReceipt };
const CUSTOMER = { name: 'E2E Priya', phone: '98765 43210', pincode: '641001', note: 'Please call before delivery' };


async function placeOrder(request: APIRequestContext, body: Record<string, unknown>): Promise<OrderReceipt> {
  const response = await request.post('/api/orders', { headers: customerHeaders(), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderReceipt }).data;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const category = await spec.api.createCategory({ name: unique('E2E Orders') });
  spec.cleanup.push(`/categories/${category._id}`);
  const sized = await spec.api.createProduct({
    name: unique('E2E Order Sesame Oil'),
    category: category._id,
    variants: JSON.stringify([
      { label: '500 ml', price: 245, mrp: 245 },
      { label: '1 L', price: 470, mrp: 470 },
    ]),
  });
  spec.cleanup.push(`/products/${sized._id}`);
  const single = await spec.api.createProduct({ name: unique('E2E Order Jaggery'), category: category._id, price: 120 });
  spec.cleanup.push(`/products/${single._id}`);
  made.product = (await spec.api.json<{ data: Product }>('GET', `/products/${sized._id}`)).data;
  made.single = (await spec.api.json<{ data: Product }>('GET', `/products/${single._id}`)).data;

  const [half, litre] = made.product.variants;
  made.first = await placeOrder(request, {
    lines: [
      { productId: made.product._id, variantKey: half.key, quantity: 2 },
      { productId: made.single._id, variantKey: made.single.variants[0].key, quantity: 1 },
    ],
    ...CUSTOMER,
  });
  made.second = await placeOrder(request, { lines: [{ productId: made.product._id, variantKey: litre.key, quantity: 1 }] });
  await request.dispose();
});

// Orders cannot be deleted: the ones made here are cancelled, so they leave the owner's figures.
test.afterAll(async () => {
  for (const order of [made.first, made.second]) if (order) await spec.api.json('PATCH', `/orders/${order._id}`, { status: 'cancelled' });
});

const card = (page: Page, number: string) => page.getByRole('article', { name: number, exact: true });
const filters = (page: Page) => page.getByRole('search', { name: 'Filter orders' });

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

test.describe('the order book', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('lists the orders with number, lines and totals; copies one; chats with its customer', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const first = card(page, made.first.number);
    await expect(first).toBeVisible({ timeout: 30_000 });

    const [half] = made.product.variants;
    const lines = first.getByTestId('order-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(made.product.name);
    await expect(lines.nth(0)).toContainText('(500 ml)');
    await expect(lines.nth(0)).toContainText('× 2');
    await expect(lines.nth(0)).toContainText(formatPrice(half.price * 2));
    await expect(lines.nth(1)).toContainText(made.single.name);
    await expect(first.getByText('Subtotal')).toBeVisible();
    await expect(first).toContainText(formatPrice(made.first.subtotal));
    await expect(first.locator('dt', { hasText: /^Total$/ }).locator('xpath=..')).toContainText(formatPrice(made.first.total));
    await expect(first.locator('dt', { hasText: /^Delivery$/ }).locator('xpath=..')).toContainText(
      made.first.deliveryFee === null ? 'to be confirmed' : made.first.deliveryFee === 0 ? 'Free' : formatPrice(made.first.deliveryFee),
    );
    await expect(first.getByTestId('order-customer')).toContainText(CUSTOMER.name);
    await expect(first.getByTestId('order-customer')).toContainText(CUSTOMER.phone);
    await expect(first.getByTestId('order-customer')).toContainText(CUSTOMER.pincode);
    await expect(first.getByTestId('order-customer')).toContainText(CUSTOMER.note);
    await expect(first.getByLabel('Status')).toHaveValue('new');
    await expect(first.locator('time')).toHaveAttribute('datetime', made.first.createdAt);

    const second = card(page, made.second.number);
    await expect(second.getByTestId('order-line')).toHaveCount(1);
    await expect(second).toContainText('(1 L)');
    await expect(second).toContainText(formatPrice(made.second.total));
    // No phone, no chat.
    await expect(second.getByRole('link', { name: /^Chat with customer/ })).toHaveCount(0);

    // Chat: WhatsApp, the customer's number with India's code, the order's number in the message.
    const chat = first.getByRole('link', { name: `Chat with customer about ${made.first.number} (opens WhatsApp)` });
    const href = (await chat.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toContain(made.first.number);
    await expect(chat).toHaveAttribute('target', '_blank');
    // The customer's own page of the order, as its receipt named it.
    await expect(first.getByRole('link', { name: `Customer's page of order ${made.first.number} (opens in a new tab)` })).toHaveAttribute('href', made.first.statusUrl);

    // Copy: the owner's order list message for this order.
    await first.getByRole('button', { name: `Copy order ${made.first.number}` }).click();
    await expect(page.getByText('Order copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const { data } = await spec.api.json<{ data: { settings: SiteSettings } }>('GET', '/site');
    const order = (await spec.api.json<{ data: Order }>('GET', `/orders/${made.first._id}`)).data;
    expect(copied).toBe(orderListMessage(data.settings.messages.orderList, { ...order, lines: order.lines.map((line) => lineIn(line, 'en')) }));
    expect(copied).toContain(made.first.number);
    expect(copied).toContain(`• ${made.product.name} (500 ml) x 2 = ${formatRupees(half.price * 2)}`);

    await page.waitForLoadState('networkidle');
    await noViolations(page);
  });

  test('a status saved from the card persists; the New filter (kept in the address) then leaves the order out', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin/orders');
    const first = card(page, made.first.number);
    await first.getByLabel('Status').selectOption('confirmed');
    await expect(page.getByText(`Order ${made.first.number} is now confirmed`)).toBeVisible();
    const saved = (await spec.api.json<{ data: Order }>('GET', `/orders/${made.first._id}`)).data;
    expect(saved.status).toBe('confirmed');

    await page.reload();
    await expect(card(page, made.first.number).getByLabel('Status')).toHaveValue('confirmed', { timeout: 30_000 });

    await filters(page).getByLabel('Status').selectOption('new');
    await expect(page).toHaveURL(/[?&]status=new\b/);
    await expect(card(page, made.second.number)).toBeVisible();
    await expect(card(page, made.first.number)).toHaveCount(0);

    // The address holds the filter: a reload (or the dashboard's link) opens the same list.
    await page.reload();
    await expect(filters(page).getByLabel('Status')).toHaveValue('new');
    await expect(card(page, made.second.number)).toBeVisible({ timeout: 30_000 });
    await expect(card(page, made.first.number)).toHaveCount(0);

    // Days: today holds both; a range in the past holds neither.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await filters(page).getByLabel('Status').selectOption('');
    await filters(page).getByLabel('From').fill(today);
    await filters(page).getByLabel('To').fill(today);
    await expect(card(page, made.first.number)).toBeVisible();
    await expect(card(page, made.second.number)).toBeVisible();
    await filters(page).getByLabel('From').fill('2001-01-01');
    await filters(page).getByLabel('To').fill('2001-01-31');
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await filters(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(card(page, made.first.number)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});

test('the payment is set from the card in one tap, with the UPI reference; the Unpaid filter and what is to collect follow', async ({ page, request }) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await openSignedIn(page, request, '/admin/orders');
  await expect(page.getByTestId('to-collect')).toContainText('To collect: ₹');
  const first = card(page, made.first.number);
  await expect(first.getByLabel('Payment')).toHaveValue('unpaid', { timeout: 30_000 });
  await first.getByLabel('Payment').selectOption('upi');
  await expect(page.getByText(`Order ${made.first.number}: Paid by UPI on ${today}`)).toBeVisible();

  await first.getByRole('textbox', { name: 'UPI reference' }).fill('12345');
  await first.getByRole('button', { name: `Save the UPI reference of order ${made.first.number}` }).click();
  await expect(first.getByText('A UPI reference is 12 digits')).toBeVisible();
  await first.getByRole('textbox', { name: 'UPI reference' }).fill('412345678901');
  await first.getByRole('button', { name: `Save the UPI reference of order ${made.first.number}` }).click();
  await expect(page.getByText(`UPI reference of order ${made.first.number} saved`)).toBeVisible();
  await expect(first.getByTestId('order-payment')).toHaveText(`Paid by UPI on ${today} (ref 412345678901)`);
  const saved = (await spec.api.json<{ data: Order }>('GET', `/orders/${made.first._id}`)).data;
  expect(saved.payment).toEqual({ status: 'paid', method: 'upi', paidOn: today, reference: '412345678901' });

  await filters(page).getByLabel('Payment').selectOption('unpaid');
  await expect(page).toHaveURL(/[?&]payment=unpaid\b/);
  await expect(card(page, made.second.number)).toBeVisible();
  await expect(card(page, made.first.number)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await noViolations(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the order book fits, works from the tab bar and passes axe', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin');
    await page.getByRole('navigation', { name: 'Admin sections (tab bar)' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const second = card(page, made.second.number);
    await expect(second).toBeVisible({ timeout: 30_000 });
    await second.getByLabel('Status').selectOption('delivered');
    await expect(page.getByText(`Order ${made.second.number} is now delivered`)).toBeVisible();
    await expect(second.getByLabel('Status')).toHaveValue('delivered');
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await noViolations(page);
  });
});
