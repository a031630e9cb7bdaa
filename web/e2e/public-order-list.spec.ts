/**
 * The order list: products added from a product page (size and quantity) and from cards, counted in
 * the header, kept across reloads, flagged when the catalogue changed, priced for delivery by
 * pincode, and sent as one WhatsApp message holding the order number, which the owner's order book
 * then lists. Also: recording fails → the chat still opens; a 30-line order; the single-product
 * link without JavaScript and its count; axe. Expectations come from the API, not the seed.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deliveryFor, formatRupees, howToPayLine, isOrderable, MAX_CHAT_LINK_LENGTH, MAX_ORDER_LINES, type Order, type Product } from '@catalogue/domain';
import { formatPrice } from '../src/components/format';
import { specApi } from '../test/admin/e2e';
import { api, getProducts, getSite, oneSizeSeedProducts, stubExternalSites, untilHydrated } from './public-helpers';
import ta from '../src/public/i18n/ta';
import { accessibilityViolations } from './support/accessibility';

const GROUNDNUT = 'wood-pressed-groundnut-oil';
const owner = specApi();

const headerCount = (page: Page) => page.locator('.order-list-link .order-list-count');
const chatText = (url: string) => new URL(url).searchParams.get('text') ?? '';

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Sends the order and returns the chat it opened. */
async function send(page: Page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Send order on WhatsApp' }).click()]);
  await popup.waitForLoadState();
  const url = popup.url();
  await popup.close();
  return url;
}

/** Puts a one-size product on the order list from its page, then opens the list. */
async function listOneProduct(page: Page, request: APIRequestContext): Promise<Product> {
  const product = (await oneSizeSeedProducts(request))[0];
  await page.goto(`/products/${product.slug}`);
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
  await page.goto('/order-list');
  await untilHydrated(page);
  return product;
}

async function orderNumbered(number: string): Promise<Order> {
  const { data } = await owner.api.json<{ data: Order[] }>('GET', '/orders?limit=50');
  const order = data.find((o) => o.number === number);
  expect(order, `order ${number} in the order book`).toBeTruthy();
  return order!;
}

test.describe('the order list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('add a size and quantity and a card, change, remove, reload, deliver by pincode, send one message with the number', async ({ page, request }) => {
    await stubExternalSites(page);
    const { settings } = await getSite(request);
    const product = await api<Product>(request, `/products/by-slug/${GROUNDNUT}`);
    const liter = product.variants.find((size) => size.inStock && size.label === '1 L') ?? product.variants.find((size) => size.inStock)!;

    await page.goto(`/products/${GROUNDNUT}?size=${liter.key}`);
    await untilHydrated(page);
    await expect(headerCount(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'More: Quantity' }).click();
    await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your order list' })).toBeVisible();
    await expect(headerCount(page)).toHaveText('2');

    await page.goto('/products');
    await untilHydrated(page);
    const other = (await oneSizeSeedProducts(request)).find((p) => p.slug !== GROUNDNUT)!;
    await page.getByRole('button', { name: `Add to order list: ${other.name}` }).click();
    await expect(headerCount(page)).toHaveText('3');

    await page.getByRole('link', { name: /^Order list/ }).click();
    await expect(page).toHaveURL(/\/order-list$/);
    const lines = page.locator('.order-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(product.name);
    await expect(lines.nth(0)).toContainText(liter.label);
    await expect(lines.nth(0).locator('.order-line-total')).toHaveText(formatPrice(liter.price * 2));

    // Three of the other product, then the list survives a reload.
    await page.getByRole('button', { name: `More: Quantity: ${other.name}` }).click();
    await page.getByRole('button', { name: `More: Quantity: ${other.name}` }).click();
    await expect(lines.nth(1).locator('.order-line-total')).toHaveText(formatPrice(other.variants[0].price * 3));
    await page.reload();
    await untilHydrated(page);
    await expect(lines).toHaveCount(2);
    await expect(headerCount(page)).toHaveText('5');

    // Delivery by pincode, as the owner's areas say.
    const subtotal = liter.price * 2 + other.variants[0].price * 3;
    const pincode = '641001';
    await page.getByLabel('Pincode').fill(pincode);
    const delivery = deliveryFor(settings.delivery, pincode, subtotal);
    if (delivery.kind === 'area') {
      await expect(page.locator('.delivery-note')).toContainText(delivery.area);
      await expect(page.locator('.order-total dd')).toHaveText(formatPrice(subtotal + delivery.fee));
    }
    // Where it asks for the name and phone: how long they are kept, and the privacy page (DPDP Act notice).
    const privacy = page.locator('.order-privacy');
    await expect(privacy).toContainText('We keep your name and phone number for 180 days');
    await expect(privacy.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    await page.getByLabel('Your name (optional)').fill('Priya');
    await page.getByLabel('Phone (optional)').fill('98765 43210');
    await page.getByLabel('Delivery address (optional)').fill('3 Bazaar Street\nRS Puram');
    await page.getByRole('checkbox', { name: "Remind me when it's time to reorder" }).check();
    await noViolations(page);

    const url = await send(page);
    expect(url.startsWith(`https://wa.me/${settings.business.chatNumber}?text=`)).toBe(true);
    const text = chatText(url);
    const number = /[A-Z]{2,3}-\d{4}-\d{4,}/.exec(text)?.[0];
    expect(number, text).toBeTruthy();
    expect(text).toContain(`• ${product.name} (${liter.label}) x 2 = ${formatRupees(liter.price * 2)}`);
    expect(text).toContain(`x 3 = ${formatRupees(other.variants[0].price * 3)}`);
    expect(text).toContain('Name: Priya');
    if (delivery.kind === 'area') expect(text).toContain(`Total: ${formatRupees(subtotal + delivery.fee)}`);
    // The seed takes UPI: how to pay, then the order's page, are the message's last lines.
    if (delivery.kind === 'area') expect(text.split('\n').at(-2)).toBe(howToPayLine(settings.payments, subtotal + delivery.fee));
    expect(text.split('\n').at(-1)).toMatch(/^Order page: http:\/\/.+\/orders\/[A-Z]{2,3}-\d{4}-\d{4,}\?key=[A-Za-z0-9_-]{24}$/);

    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    // The list is empty now: the header's order list offers "Order again" in place of a count.
    await expect(page.getByRole('link', { name: 'Order list: order again' })).toBeVisible();
    await expect(headerCount(page)).toHaveText('↻');
    const order = await orderNumbered(number!);
    expect(order.lines.map((line) => [line.productId, line.variantKey, line.quantity])).toEqual([
      [product._id, liter.key, 2],
      [other._id, other.variants[0].key, 3],
    ]);
    expect(order.name).toBe('Priya');
    expect(order.address).toBe('3 Bazaar Street\nRS Puram');
    expect(order.pincode).toBe(pincode);
    expect(order.remindMe).toBe(true);

    // Order again: the list just sent is offered on the order list page, and puts its lines back.
    await page.reload();
    await untilHydrated(page);
    await expect(page.getByText('Your order list is empty.')).toBeVisible();
    const again = page.getByRole('region', { name: 'Order again' });
    await expect(again.locator('.order-again-title').first()).toContainText(`Order ${number}`);
    await noViolations(page);
    await again.getByRole('button', { name: `Order again Order ${number}` }).click();
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).getByRole('spinbutton')).toHaveValue('2');
    await expect(lines.nth(1).getByRole('spinbutton')).toHaveValue('3');
    await expect(headerCount(page)).toHaveText('5');

    // The same on the Tamil order list, in Tamil: the quantities add to the lines already there.
    await page.goto('/ta/order-list');
    await untilHydrated(page);
    const againTamil = page.getByRole('region', { name: ta['orderList.againHeading'] });
    await againTamil.getByRole('button', { name: `${ta['orderList.again']} ${ta['orderList.sentNumber'].replace('{number}', number!)}` }).click();
    await expect(lines.nth(0).getByRole('spinbutton')).toHaveValue('4');
    await expect(headerCount(page)).toHaveText('10');
  });
});

test('the list shows what the server prices with its real quantities and pincode; offline, the browser prices it', async ({ page, request }) => {
  await stubExternalSites(page);
  const { settings } = await getSite(request);
  const asked: { lines: { quantity: number }[]; pincode: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders/quote')) asked.push(r.postDataJSON());
  });
  const product = await listOneProduct(page, request);
  const [price, pincode] = [product.variants[0].price, '641001'];
  const priced = page.waitForResponse((r) => r.url().endsWith('/api/orders/quote') && r.request().postDataJSON().lines[0].quantity === 3 && r.request().postDataJSON().pincode === pincode);
  await page.getByRole('button', { name: `More: Quantity: ${product.name}` }).click();
  await page.getByRole('button', { name: `More: Quantity: ${product.name}` }).click();
  await page.getByLabel('Pincode').fill(pincode);
  const quote = (await (await priced).json()).data;
  expect(quote.lines).toMatchObject([{ productId: product._id, quantity: 3, lineTotal: price * 3 }]);
  await expect(page.locator('.order-line-total')).toHaveText(formatPrice(quote.lines[0].lineTotal));
  await expect(page.locator('.order-total dd')).toHaveText(formatPrice(quote.total));
  // Every quote carried the list's own quantities (never 1 for all) and a pincode only once it was a whole one.
  expect(asked.map((body) => [body.lines[0].quantity, body.pincode]).every(([quantity, code]) => [1, 2, 3].includes(quantity as number) && ['', pincode].includes(code as string))).toBe(true);
  expect(asked.at(-1)).toEqual({ lines: [{ productId: product._id, variantKey: product.variants[0].key, quantity: 3 }], pincode });

  // Offline: the browser prices the list itself, with the owner's delivery areas.
  await page.route('**/api/orders/quote', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `More: Quantity: ${product.name}` }).click();
  const delivery = deliveryFor(settings.delivery, pincode, price * 4);
  await expect(page.locator('.order-line-total')).toHaveText(formatPrice(price * 4));
  await expect(page.locator('.order-total dd')).toHaveText(formatPrice(price * 4 + (delivery.kind === 'area' ? delivery.fee : 0)));
});

test('a line whose price changed is flagged; one whose size is gone stops the order until removed', async ({ page, request }) => {
  await stubExternalSites(page);
  const [first, second] = await oneSizeSeedProducts(request);
  await page.goto('/order-list');
  await untilHydrated(page);
  await page.evaluate(
    ([a, b]) => {
      const line = (p: typeof a, price: number, variantKey: string) => ({ productId: p._id, variantKey, quantity: 1, name: p.name, sizeLabel: '', price, slug: p.slug, image: null });
      localStorage.setItem('orderList', JSON.stringify([line(a, a.variants[0].price + 1, a.variants[0].key), line(b, b.variants[0].price, 'no-such-size')]));
    },
    [first, second],
  );
  await page.reload();
  await untilHydrated(page);
  const lines = page.locator('.order-line');
  await expect(lines.nth(0).locator('.order-line-flag')).toHaveText(`Price changed since you added it: was ${formatPrice(first.variants[0].price + 1)}, now ${formatPrice(first.variants[0].price)}`);
  await expect(lines.nth(1).locator('.order-line-flag')).toHaveText('This size is no longer available');
  await expect(page.getByRole('button', { name: 'Send order on WhatsApp' })).toBeDisabled();
  await page.getByRole('button', { name: `Remove ${second.name}` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send order on WhatsApp' })).toBeEnabled();
  // Priced by the catalogue, not by what the browser remembered.
  await expect(page.locator('.order-total dd')).toHaveText(formatPrice(first.variants[0].price));
});

test('on the Tamil order list a line whose size is gone is flagged in Tamil', async ({ page, request }) => {
  const product = (await oneSizeSeedProducts(request))[0];
  await page.goto('/ta/order-list');
  await untilHydrated(page);
  await page.evaluate((p) => {
    localStorage.setItem('orderList', JSON.stringify([{ productId: p._id, variantKey: 'no-such-size', quantity: 1, name: p.name, sizeLabel: '', price: p.variants[0].price, slug: p.slug, image: null }]));
  }, product);
  await page.reload();
  await untilHydrated(page);
  await expect(page.locator('.order-line-flag')).toHaveText(ta['orderList.sizeGone']);
  await expect(page.getByText(ta['orderList.blocked'])).toBeVisible();
});

test('a size added on an English page reads with its Tamil label on the Tamil order list', async ({ page, request }) => {
  const [english, tamil] = await Promise.all(['', '?lang=ta'].map((query) => api<Product>(request, `/products/by-slug/${GROUNDNUT}${query}`)));
  const index = english.variants.findIndex((size, i) => size.inStock && size.label !== tamil.variants[i].label);
  test.skip(index < 0, 'no size of the product has a Tamil label');
  const [size, tamilSize] = [english.variants[index], tamil.variants[index]];
  await page.goto(`/products/${GROUNDNUT}?size=${size.key}`);
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
  await page.goto('/ta/order-list');
  await untilHydrated(page);
  const line = page.locator('.order-line');
  await expect(line.locator('.order-line-size')).toHaveText(tamilSize.label);
  await expect(line.locator('.order-line-name')).toHaveText(tamil.name);
  await expect(line.getByRole('button', { name: `${ta['orderList.remove']} ${tamil.name} (${tamilSize.label})`, exact: true })).toBeVisible();
});

test('a pincode outside the areas shows the owner message; the order can still be sent', async ({ page, request }) => {
  await stubExternalSites(page);
  const { settings } = await getSite(request);
  test.skip(settings.delivery.areas.length === 0, 'the shop names no delivery areas');
  await listOneProduct(page, request);
  await page.getByLabel('Pincode').fill('110001');
  await expect(page.locator('.delivery-note')).toHaveText(settings.delivery.outsideMessage);
  const text = chatText(await send(page));
  expect(text).toContain('Delivery: to be confirmed');
  expect(text).toContain('Pincode: 110001');
});

test('when the order cannot be recorded the chat still opens, with the same message and no number', async ({ page, request }) => {
  await stubExternalSites(page);
  const product = await listOneProduct(page, request);
  await page.route('**/api/orders', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  const text = chatText(await send(page));
  expect(text).not.toContain('Order number');
  expect(text).toContain(`• ${product.name} x 1 = ${formatRupees(product.variants[0].price)}`);
  await expect(page.getByRole('heading', { name: 'Your order is ready to send' })).toBeVisible();
});

test(`a ${MAX_ORDER_LINES}-line order opens a working link and is recorded with every line`, async ({ page, request }) => {
  await stubExternalSites(page);
  const sizes = (await getProducts(request))
    .flatMap((p) => p.variants.filter(isOrderable).map((size) => ({ p, size })))
    .slice(0, MAX_ORDER_LINES);
  expect(sizes).toHaveLength(MAX_ORDER_LINES);
  await page.goto('/order-list');
  await untilHydrated(page);
  await page.evaluate((items) => {
    localStorage.setItem('orderList', JSON.stringify(items.map(({ p, size }) => ({ productId: p._id, variantKey: size.key, quantity: 99, name: p.name, sizeLabel: size.label, price: size.price, slug: p.slug, image: null }))));
  }, sizes);
  await page.reload();
  await untilHydrated(page);
  await expect(page.locator('.order-line')).toHaveCount(MAX_ORDER_LINES);
  const url = await send(page);
  expect(url.length).toBeLessThanOrEqual(MAX_CHAT_LINK_LENGTH);
  const text = chatText(url);
  expect(text.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(MAX_ORDER_LINES);
  const number = /[A-Z]{2,3}-\d{4}-\d{4,}/.exec(text)![0];
  expect((await orderNumbered(number)).lines).toHaveLength(MAX_ORDER_LINES);
});

test('the single-product order link counts its opening with a beacon', async ({ page, request }) => {
  await stubExternalSites(page);
  const product = (await oneSizeSeedProducts(request))[0];
  await page.goto(`/products/${product.slug}`);
  await untilHydrated(page);
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/insights/link-opens') && r.method() === 'POST');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Order on WhatsApp/ }).click()]);
  await popup.close();
  expect((await beacon).postDataJSON()).toEqual({ productId: product._id, variantKey: product.variants[0].key });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the single-product order link is a plain link to the chat', async ({ page, request }) => {
    const { settings } = await getSite(request);
    const [product] = await oneSizeSeedProducts(request);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('link', { name: /Order on WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${settings.business.chatNumber}\\?text=`));
  });
});
