/**
 * Site → Payments: the owner turns UPI on with a UPI ID that is not one and the field says why,
 * nothing saved; a good one is saved, shown again after a reload and served by GET /api/site;
 * turning every way to pay off is refused. axe on the screen. The settings are put back at the end.
 */
import { expect, test } from '@playwright/test';
import { NO_WAY_TO_PAY_MESSAGE, UPI_ID_MESSAGE } from '@catalogue/domain';
import { keepSiteSettings, openSignedIn, specApi } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

test.use({ viewport: { width: 1280, height: 900 } });

const spec = specApi();
const kept = keepSiteSettings(spec);

const settingsNow = () => spec.api.siteSettings();

test('the owner sets the UPI ID: a malformed one is refused on its field, a good one is saved and served', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin/site/payments');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  expect(await accessibilityViolations(page, 'main')).toEqual([]);

  const upi = page.getByRole('checkbox', { name: 'UPI' });
  const upiId = page.getByRole('textbox', { name: 'UPI ID' });
  const save = page.getByRole('button', { name: 'Save Changes' });
  await upi.check();
  await upiId.fill('vanam naturals@okaxis');
  await page.getByRole('textbox', { name: 'Payee name' }).fill('E2E Oil Shop');
  await save.click();
  await expect(page.getByText(UPI_ID_MESSAGE, { exact: true })).toBeVisible();
  await expect(upiId).toHaveAttribute('aria-invalid', 'true');
  expect((await settingsNow()).version).toBe(kept.original.version);
  expect(await accessibilityViolations(page, 'main')).toEqual([]);

  await upiId.fill('shop.name-1@oksbi');
  await save.click();
  await expect(page.getByText('Site settings saved successfully').first()).toBeVisible();
  await expect.poll(async () => (await settingsNow()).payments).toEqual({ upi: true, cash: kept.original.payments.cash, upiId: 'shop.name-1@oksbi', payeeName: 'E2E Oil Shop' });

  await page.reload();
  await expect(upiId).toHaveValue('shop.name-1@oksbi');
  await expect(page.getByRole('textbox', { name: 'Payee name' })).toHaveValue('E2E Oil Shop');
  await expect(upi).toBeChecked();

  // No way to pay at all is refused.
  const saved = (await settingsNow()).version;
  await upi.uncheck();
  await page.getByRole('checkbox', { name: 'Cash on delivery' }).uncheck();
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: NO_WAY_TO_PAY_MESSAGE })).toBeVisible();
  expect((await settingsNow()).version).toBe(saved);
});
