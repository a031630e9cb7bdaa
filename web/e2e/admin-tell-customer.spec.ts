/**
 * "Tell the customer" (issue 30, item 5): three orders placed through the public API, one in English
 * and one in Tamil with a phone, one without. A status or payment change saved from the card offers a
 * WhatsApp chat to the customer's number with the owner's message for the change in the order's
 * language, naming the order, its total and its page (the full address); out for delivery takes an
 * arrival time; without a phone the message is copied, also when the filter no longer shows the
 * order; a message edited in Site → Messages is the one sent. axe on the Orders screen with an offer.
 * The Messages edit is put back at the end.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupees, orderUpdateMessage, type Order, type OrderReceipt, type OrderUpdateKind, type SiteSettingsVersion } from '@catalogue/domain';
import { orderUpdateTemplates } from '../src/admin/site/messageTemplates';
import { customerHeaders, keepSiteSettings, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const spec = specApi();
keepSiteSettings(spec);
const newPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const phones = { english: newPhone(), tamil: newPhone() };
const made = { english: undefined as unknown as OrderReceipt, tamil: undefined as unknown as OrderReceipt, noPhone: undefined as unknown as OrderReceipt };

async function placeOrder(request: APIRequestContext, productId: string, details: Record<string, unknown>): Promise<OrderReceipt> {
  const response = await request.post('/api/orders', { headers: customerHeaders(), data: { lines: [{ productId, quantity: 3 }], ...details } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderReceipt }).data;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const category = await spec.api.createCategory({ name: unique('E2E Tell') });
  spec.cleanup.push(`/categories/${category._id}`);
  const product = await spec.api.createProduct({ name: unique('E2E Tell Coconut Oil'), category: category._id, price: 415.5 });
  spec.cleanup.push(`/products/${product._id}`);
  made.english = await placeOrder(request, product._id, { name: unique('E2E Lakshmi'), phone: `${phones.english.slice(0, 5)} ${phones.english.slice(5)}` });
  made.tamil = await placeOrder(request, product._id, { name: 'E2E செல்வி', phone: phones.tamil, lang: 'ta' });
  made.noPhone = await placeOrder(request, product._id, { name: unique('E2E Walk-in') });
  await request.dispose();
});

test.afterAll(async () => {
  for (const order of Object.values(made)) if (order) await spec.api.json('PATCH', `/orders/${order._id}`, { status: 'cancelled' });
});

const card = (page: Page, number: string) => page.getByRole('article', { name: number, exact: true });
const offerIn = (page: Page, number: string) => card(page, number).getByTestId('tell-customer');
const textOf = (href: string | null) => new URL(href ?? 'https://invalid').searchParams.get('text') ?? '';

/** The message the page should send: the owner's current templates, the order as saved, its page's full address. */
async function expected(receipt: OrderReceipt, kind: OrderUpdateKind, baseURL: string, time?: string) {
  const { settings } = (await spec.api.json<{ data: { settings: SiteSettingsVersion } }>('GET', '/site')).data;
  const order = (await spec.api.json<{ data: Order }>('GET', `/orders/${receipt._id}`)).data;
  expect(order.statusUrl).toMatch(new RegExp(`^${order.lang === 'ta' ? '/ta' : ''}/orders/${order.number}\\?key=`));
  const pageUrl = new URL(order.statusUrl!, baseURL).href;
  return { pageUrl, message: orderUpdateMessage(orderUpdateTemplates(settings), kind, order, { pageUrl, time }) };
}

test('English order: confirmed, out for delivery with a time, then paid: each offers a chat with its message; dismissed, it goes', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, '/admin/orders');
  const number = made.english.number;
  await expect(card(page, number)).toBeVisible({ timeout: 30_000 });
  await expect(offerIn(page, number)).toHaveCount(0);

  await card(page, number).getByLabel('Status').selectOption('confirmed');
  await expect(page.getByText(`Order ${number} is now confirmed`)).toBeVisible();
  const tell = offerIn(page, number).getByRole('link', { name: /^Tell the customer: order confirmed/ });
  await expect(tell).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${phones.english}\\?text=`));
  await expect(tell).toHaveAttribute('target', '_blank');
  const confirmed = await expected(made.english, 'confirmed', baseURL!);
  expect(confirmed.pageUrl).toMatch(new RegExp(`^${baseURL}/orders/${number}\\?key=[\\w-]+$`));
  const text = textOf(await tell.getAttribute('href'));
  expect(text).toBe(confirmed.message);
  expect(text).toContain(number);
  expect(text).toContain(formatRupees(made.english.total, 'en'));
  expect(text).toContain(confirmed.pageUrl);

  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Out for delivery: the offer is the new change's, with the arrival time typed first.
  await card(page, number).getByLabel('Status').selectOption('outForDelivery');
  await expect(page.getByText(`Order ${number} is now out for delivery`)).toBeVisible();
  const out = offerIn(page, number).getByRole('link', { name: /^Tell the customer: out for delivery/ });
  expect(textOf(await out.getAttribute('href'))).not.toContain('Arriving around');
  await offerIn(page, number).getByRole('textbox', { name: 'Arriving around (optional)' }).fill('5 pm');
  const withTime = await expected(made.english, 'outForDelivery', baseURL!, '5 pm');
  await expect.poll(async () => textOf(await out.getAttribute('href'))).toBe(withTime.message);
  expect(withTime.message).toContain('Arriving around 5 pm.');

  // Payment received: the paid message, with the total.
  await card(page, number).getByLabel('Payment').selectOption('cash');
  await expect(page.getByText(`Order ${number}: Paid by cash`)).toBeVisible();
  const paid = offerIn(page, number).getByRole('link', { name: /^Tell the customer: payment received/ });
  const paidMessage = (await expected(made.english, 'paid', baseURL!)).message;
  expect(textOf(await paid.getAttribute('href'))).toBe(paidMessage);
  expect(paidMessage).toContain(formatRupees(made.english.total, 'en'));
  await expect(offerIn(page, number)).toHaveCount(1);

  await offerIn(page, number).getByRole('button', { name: /^Dismiss/ }).click();
  await expect(offerIn(page, number)).toHaveCount(0);
});

test('Tamil order: the message is in Tamil, with its total and its Tamil page', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, '/admin/orders');
  const number = made.tamil.number;
  await card(page, number).getByLabel('Status').selectOption('confirmed');
  await expect(page.getByText(`Order ${number} is now confirmed`)).toBeVisible();
  await expect(offerIn(page, number)).toContainText('in Tamil');
  const tell = offerIn(page, number).getByRole('link', { name: /^Tell the customer/ });
  const href = await tell.getAttribute('href');
  expect(href?.startsWith(`https://wa.me/91${phones.tamil}?text=`)).toBe(true);
  const { pageUrl, message } = await expected(made.tamil, 'confirmed', baseURL!);
  expect(pageUrl).toMatch(new RegExp(`^${baseURL}/ta/orders/${number}\\?key=`));
  const text = textOf(href);
  expect(text).toBe(message);
  expect(text).toMatch(/[\u0B80-\u0BFF]/);
  expect(text).toContain(formatRupees(made.tamil.total, 'ta'));
  expect(text).toContain(pageUrl);
});

test('no phone: the message is copied (with the keyboard), also once the New filter no longer shows the order', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, '/admin/orders?status=new');
  const number = made.noPhone.number;
  await card(page, number).getByLabel('Status').selectOption('confirmed');
  await expect(page.getByText(`Order ${number} is now confirmed`)).toBeVisible();
  await expect(card(page, number)).toHaveCount(0);
  const offer = page.getByTestId('tell-customer').filter({ hasText: `Order ${number}: tell the customer: order confirmed` });
  await expect(offer).toContainText('No phone number');
  await expect(offer.getByRole('link')).toHaveCount(0);
  await offer.getByRole('button', { name: `Copy message: order confirmed, order ${number}` }).focus();
  await page.keyboard.press('Enter');
  await expect(offer.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe((await expected(made.noPhone, 'confirmed', baseURL!)).message);
  expect(copied).toContain(number);
});

test('a message edited in Site → Messages (English and Tamil) is the one sent', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, '/admin/site/messages');
  await page.getByRole('textbox', { name: 'Delivered message', exact: true }).fill('Delivered: {number}, {total}. Rate us {stars}\nPage {link}');
  await page.getByRole('textbox', { name: 'Delivered message (Tamil)', exact: true }).fill('வந்தது: {number}\n{link}');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Site settings saved successfully').first()).toBeVisible();

  await page.goto('/admin/orders');
  for (const [receipt, expectedStart] of [
    [made.english, `Delivered: ${made.english.number}, ${formatRupees(made.english.total, 'en')}. Rate us {stars}\nPage ${baseURL}/orders/`],
    [made.tamil, `வந்தது: ${made.tamil.number}\n${baseURL}/ta/orders/`],
  ] as const) {
    await card(page, receipt.number).getByLabel('Status').selectOption('delivered');
    await expect(page.getByText(`Order ${receipt.number} is now delivered`)).toBeVisible();
    const text = textOf(await offerIn(page, receipt.number).getByRole('link', { name: /^Tell the customer: delivered/ }).getAttribute('href'));
    expect(text.startsWith(expectedStart), text).toBe(true);
    expect(text).toBe((await expected(receipt, 'delivered', baseURL!)).message);
  }
});
