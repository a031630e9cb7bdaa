/**
 * The order's own page: reached from the order list once the order is sent (its address is the chat
 * message's last line), showing the lines, totals, status with its dated history and the payment as
 * the owner changes them, and, while it is to pay, "Pay … by UPI" (the shop takes UPI for the spec: its
 * settings are put back after); in Tamil for an order placed in Tamil; a wrong key is "Order not found".
 * Expectations come from the API, not the seed.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { howToPayLine, upiPayLink, type OrderReceipt, type PaymentSettings, type Product } from '@catalogue/domain';
import { formatPrice } from '../src/components/format';
import { keepSiteSettings, specApi } from '../test/admin/e2e';
import { getSite, oneSizeSeedProducts, stubExternalSites, untilHydrated } from './public-helpers';
import { en } from '../src/public/i18n/en';
import ta from '../src/public/i18n/ta';
import { accessibilityViolations } from './support/accessibility';

const owner = specApi();
keepSiteSettings(owner);
const PAYMENTS: PaymentSettings = { upi: true, cash: true, upiId: 'e2e.shop@okaxis', payeeName: 'E2E Oil Shop' };

test.beforeAll(async () => {
  await owner.api.json('PUT', '/site', { payments: PAYMENTS });
});

/** An address of its own for the orders this spec places through the API: the hourly order limit of the browser's is left to the other specs. */
const fakeClient = () => ({ 'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}, 192.0.2.1, 192.0.2.2` });

async function placeOrder(request: APIRequestContext, product: Product, lang: 'en' | 'ta'): Promise<OrderReceipt> {
  const response = await request.post('/api/orders', { headers: fakeClient(), data: { lines: [{ productId: product._id, variantKey: product.variants[0].key, quantity: 2 }], lang, name: 'Meena', phone: '98765 43210' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderReceipt }).data;
}

const oneSizeProduct = async (request: APIRequestContext) => (await oneSizeSeedProducts(request))[0];
const history = (page: Page) => page.locator('.order-history li');

test.describe("an order's own page", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is the last line of the sent message, opens from the order list, and follows the owner’s changes', async ({ page, request, baseURL }) => {
    await stubExternalSites(page);
    const { settings } = await getSite(request);
    const product = await oneSizeProduct(request);
    await page.goto(`/products/${product.slug}`);
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
    await page.goto('/order-list');
    await untilHydrated(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Send order on WhatsApp' }).click()]);
    await popup.waitForLoadState();
    const text = new URL(popup.url()).searchParams.get('text') ?? '';
    await popup.close();
    const number = /[A-Z]{2,3}-\d{4}-\d{4,}/.exec(text)![0];
    const { data: orders } = await owner.api.json<{ data: { _id: string; number: string; total: number; deliveryFee: number | null }[] }>('GET', '/orders?limit=50');
    const recorded = orders.find((order) => order.number === number)!;
    const [payLine, lastLine] = text.split('\n').slice(-2);
    // Without a pincode the delivery fee is to be confirmed: the line names no amount.
    expect(payLine).toBe(howToPayLine(PAYMENTS, recorded.deliveryFee === null ? null : recorded.total, 'en'));
    expect(lastLine).toMatch(new RegExp(`^Order page: ${baseURL}/orders/${number}\\?key=[A-Za-z0-9_-]{24}$`));
    const pageUrl = lastLine.slice('Order page: '.length);

    await page.getByRole('link', { name: en['orderList.orderPage'] }).click();
    await expect(page).toHaveURL(pageUrl);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.locator('.order-status')).toHaveText('Order placed');
    await expect(page.locator('.order-payment')).toHaveText('Not paid yet');
    await expect(page.locator('.order-page-lines')).toContainText(`${product.name} × 1`);
    await expect(page.locator('.order-total dd')).toHaveText(formatPrice(product.variants[0].price));
    await expect(history(page)).toHaveText([/^Order placed \d+ \w+ \d{4}, \d\d:\d\d$/, 'Confirmed', 'Out for delivery', 'Delivered']);
    if (settings.business.chatNumber) {
      const chat = page.getByRole('link', { name: /Message us on WhatsApp/ });
      expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toBe(`Hello! About my order ${number}:`);
    }
    // Pay by UPI: the QR code, the app link (a phone), the UPI ID.
    const pay = page.getByRole('region', { name: `Pay ${formatPrice(recorded.total)} by UPI` });
    if (recorded.deliveryFee === null) await expect(page.getByText(en['order.feeNotIncluded'])).toBeVisible();
    await expect(pay).toBeVisible();
    await expect(pay.getByRole('img', { name: /^QR code to pay/ })).toBeVisible();
    const link = upiPayLink({ upiId: PAYMENTS.upiId, payeeName: PAYMENTS.payeeName, amount: recorded.total, orderNumber: number });
    await expect(pay.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', link);
    await expect(pay).toContainText(PAYMENTS.upiId);
    await expect(pay).toContainText('Or pay cash on delivery.');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The owner confirms, sends it out and is paid in cash: the page, read again, says so.
    const id = recorded._id;
    await owner.api.json('PATCH', `/orders/${id}`, { status: 'confirmed' });
    await owner.api.json('PATCH', `/orders/${id}`, { status: 'outForDelivery', payment: { status: 'paid', method: 'cash' } });
    await page.reload();
    await untilHydrated(page);
    await expect(page.locator('.order-status')).toHaveText('Out for delivery');
    await expect(page.locator('.order-payment')).toHaveText(/^Paid in cash on \d+ \w+ \d{4}$/);
    await expect(page.getByRole('region', { name: /by UPI$/ })).toHaveCount(0);
    await expect(history(page)).toHaveText([/^Order placed /, /^Confirmed \d+ \w+ \d{4}, \d\d:\d\d$/, /^Out for delivery \d+/, 'Delivered']);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  test('an order placed in Tamil has its page in Tamil, and a wrong key finds no order', async ({ page, request }) => {
    const product = await oneSizeProduct(request);
    const order = await placeOrder(request, product, 'ta');
    expect(order.statusUrl.startsWith(`/ta/orders/${order.number}?key=`)).toBe(true);
    await page.goto(order.statusUrl);
    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: ta['order.title'].replace('{number}', order.number) })).toBeVisible();
    await expect(page.locator('.order-status')).toHaveText(ta['order.status.new']);
    await expect(page.locator('.order-payment')).toHaveText(ta['order.unpaid']);
    await expect(page.locator('.order-total dd')).toHaveText(formatPrice(order.total, 'ta'));
    await expect(page.getByRole('heading', { level: 2, name: ta['upi.heading'].replace('{amount}', formatPrice(order.total, 'ta')) })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The language switch keeps the key: the same order in English.
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.number}\\?key=`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();

    const wrong = await page.goto(order.statusUrl.replace(/key=.*/, `key=${'A'.repeat(24)}`));
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ta['order.notFound'] })).toBeVisible();
  });
});
