/**
 * A helper's account, end to end: the owner invites a helper from the Team screen (axe finds nothing
 * there); the helper sets a password with the reset mail's code, signs in, sees only the order book
 * (no insights, no catalogue or settings in the menu), confirms an order (offered to tell the customer) and prints its packing slip,
 * records a batch received on the Stock screen, and is refused the settings typed in the address bar. The owner then removes the helper with a confirmation, and the helper's
 * next move in the back office ends at the sign-in page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderReceipt } from '@catalogue/domain';
import { customerHeaders, navigateInApp, openSignedIn, signInWithForm, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();
const HELPER = { email: `helper-${Date.now().toString(36)}@example.test`, name: 'E2E Kavya', password: 'helper-password-123' };
let order: OrderReceipt;
let productId: string;

/** What the helper does with the invitation mail: sets a password with its code (the local Auth emulator's record of it). */
async function setPasswordFromMail(request: APIRequestContext, email: string, password: string) {
  const config = (await (await request.get('/api/auth/firebase-config')).json()) as { data: { authEmulatorUrl: string | null; projectId: string } };
  const emulator = config.data.authEmulatorUrl;
  expect(emulator, 'a local stack records the mails in its Auth emulator').toBeTruthy();
  await expect
    .poll(async () => {
      const codes = (await (await request.get(`${emulator}/emulator/v1/projects/${config.data.projectId}/oobCodes`)).json()) as { oobCodes: { email: string; requestType: string }[] };
      return codes.oobCodes.some((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
    })
    .toBe(true);
  const codes = (await (await request.get(`${emulator}/emulator/v1/projects/${config.data.projectId}/oobCodes`)).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = codes.oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)!.oobCode;
  const reset = await request.post(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=emulator-key`, { data: { oobCode: code, newPassword: password } });
  expect(reset.ok(), await reset.text()).toBe(true);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const category = await spec.api.createCategory({ name: unique('E2E Staff') });
  spec.cleanup.push(`/categories/${category._id}`);
  const product = await spec.api.createProduct({ name: unique('E2E Staff Groundnut Oil'), category: category._id, price: 310 });
  spec.cleanup.push(`/products/${product._id}`);
  productId = product._id;
  const placed = await request.post('/api/orders', { headers: customerHeaders(), data: { lines: [{ productId: product._id, quantity: 1 }], name: 'E2E Staff Customer' } });
  expect(placed.status(), await placed.text()).toBe(201);
  order = ((await placed.json()) as { data: OrderReceipt }).data;
  await request.dispose();
});

test.afterAll(async () => {
  if (order) await spec.api.json('PATCH', `/orders/${order._id}`, { status: 'cancelled' });
});

test('the owner invites a helper, who works the order book only, until removed', async ({ page, request, browser }) => {
  test.setTimeout(240_000); // two people signed in, a dozen screens: over 60 s on a loaded machine
  await openSignedIn(page, request, '/admin/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByTestId('team-member').filter({ hasText: 'Administrator' }).first()).toBeVisible();
  // The form checks with the API's own schema: an address with an invisible character is refused.
  await page.getByLabel('Email').fill('kavya\u200b@example.test');
  await page.getByRole('button', { name: 'Invite helper' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(HELPER.email.toUpperCase());
  await page.getByLabel('Name (optional)').fill(HELPER.name);
  await page.getByRole('button', { name: 'Invite helper' }).click();
  const member = page.getByTestId('team-member').filter({ hasText: HELPER.email });
  await expect(member).toContainText('Helper');
  await expect(member).toContainText(HELPER.name);
  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);

  await setPasswordFromMail(request, HELPER.email, HELPER.password);
  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  await signInWithForm(helper, HELPER.email, HELPER.password);
  await expect(helper.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(helper.getByText('Helper', { exact: true })).toBeVisible();
  await expect(helper.getByTestId('stat-new-orders')).toBeVisible();
  await expect(helper.getByTestId('stat-products')).toHaveCount(0);
  await expect(helper.getByRole('heading', { name: 'Recent Products' })).toHaveCount(0);
  await expect(menu(helper).getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const hidden of ['Products', 'Customers', 'Site', 'Backup', 'Trash', 'Team', 'Navigation']) await expect(menu(helper).getByRole('link', { name: hidden })).toHaveCount(0);

  await menu(helper).getByRole('link', { name: 'Orders' }).click();
  const card = helper.getByRole('article', { name: order.number, exact: true });
  await card.getByLabel('Status').selectOption('confirmed');
  await expect.poll(async () => (await spec.api.json<{ data: { status: string } }>('GET', `/orders/${order._id}`)).data.status, { timeout: 60_000 }).toBe('confirmed');
  // A helper tells the customer too (this order has no phone: the message to copy).
  await expect(card.getByTestId('tell-customer').getByRole('button', { name: `Copy message: order confirmed, order ${order.number}` })).toBeVisible();
  await helper.reload();
  await expect(card.getByLabel('Status')).toHaveValue('confirmed', { timeout: 30_000 });

  // The packing slip of the order just confirmed, printed.
  await card.getByRole('link', { name: `Packing slip of order ${order.number}` }).click();
  const slip = helper.getByTestId('print-doc');
  await expect(slip.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(slip).toContainText('E2E Staff Customer');
  await helper.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await helper.getByRole('button', { name: 'Print' }).click();
  await expect(helper.locator('body')).toHaveAttribute('data-printed', 'yes');

  // Stock: a helper counts what came in (the product's edit screen stays the owner's).
  await navigateInApp(helper, '/admin/stock');
  const size = helper.locator(`#stock-${productId}`).getByTestId('size-stock');
  await size.getByRole('textbox', { name: 'Count' }).fill('12');
  await size.getByRole('button', { name: /^Save the count of/ }).click();
  await expect(size.getByText('12 in stock')).toBeVisible();

  // The settings typed in: refused with a way back to the orders.
  await helper.goto('/admin/site/business');
  await expect(helper.getByRole('heading', { name: 'Not available for your role', level: 1 })).toBeVisible();
  await expect(helper.getByRole('textbox')).toHaveCount(0);
  await helper.getByRole('link', { name: 'Go to the orders' }).click();
  await expect(helper.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  // Removed by the owner: signed out everywhere at once.
  await member.getByRole('button', { name: `Remove ${HELPER.email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove from the team?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${HELPER.email} removed: their sessions have ended`)).toBeVisible();
  await expect(member).toHaveCount(0);
  await navigateInApp(helper, '/admin/devices').catch(() => undefined);
  await expect(helper).toHaveURL(/\/admin\/login/);
  await helperContext.close();
});
