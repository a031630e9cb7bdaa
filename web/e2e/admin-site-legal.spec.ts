/**
 * Site → Legal and Site → Policies (issue 31, items 1 and 3): the owner types an FSSAI number that is
 * not 14 digits and the field says why, nothing saved; typed with spaces it is saved without them;
 * the packer, consumer care and grievance officer are saved; the footer shows the number with the
 * FSSAI mark, the product page the maker/packer, consumer care and the number, in English and Tamil.
 * A policy edited in both languages shows on its page. axe on both screens. Put back at the end.
 */
import { expect, test } from '@playwright/test';
import { FSSAI_LICENCE_MESSAGE, type Product } from '@catalogue/domain';
import { keepSiteSettings, openSignedIn, specApi } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

test.use({ viewport: { width: 1280, height: 900 } });

const spec = specApi();
const kept = keepSiteSettings(spec);

const settingsNow = () => spec.api.siteSettings();

test('the owner sets the legal details: a wrong FSSAI number is refused on its field; the saved ones show in the footer and on product pages', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin/site/legal');
  await expect(page.getByRole('heading', { name: 'Legal' })).toBeVisible();
  expect(await accessibilityViolations(page, 'main')).toEqual([]);

  const fssai = page.getByRole('textbox', { name: 'FSSAI licence or registration number' });
  const save = page.getByRole('button', { name: 'Save Changes' });
  await fssai.fill('1242 2001 0001');
  await save.click();
  await expect(page.getByText(FSSAI_LICENCE_MESSAGE, { exact: true })).toBeVisible();
  await expect(fssai).toHaveAttribute('aria-invalid', 'true');
  expect((await settingsNow()).version).toBe(kept.original.version);
  expect(await accessibilityViolations(page, 'main')).toEqual([]);

  await fssai.fill('1242 2001 0001 23');
  await page.getByRole('textbox', { name: "Maker or packer's name", exact: true }).fill('E2E Oil Packers');
  await page.getByRole('textbox', { name: "Maker or packer's name (Tamil)" }).fill('ஈ2ஈ பேக்கர்ஸ்');
  await page.getByRole('textbox', { name: "Maker or packer's address", exact: true }).fill('3 Ring Road\nErode 638001');
  await page.getByRole('textbox', { name: 'Consumer-care phone' }).fill('+91 90000 00001');
  await page.getByRole('textbox', { name: 'Consumer-care email' }).fill('care@example.com');
  await page.getByRole('textbox', { name: "Grievance officer's name", exact: true }).fill('R. Kumar');
  await save.click();
  await expect(page.getByText('Site settings saved successfully').first()).toBeVisible();
  await expect
    .poll(async () => (await settingsNow()).legal)
    .toMatchObject({ fssaiLicence: '12422001000123', packer: { name: 'E2E Oil Packers', address: ['3 Ring Road', 'Erode 638001'] }, consumerCare: { phone: '+91 90000 00001', email: 'care@example.com' }, grievanceOfficer: { name: 'R. Kumar' } });
  await page.reload();
  await expect(fssai).toHaveValue('12422001000123');

  const { data: products } = await spec.api.json<{ data: Product[] }>('GET', '/products?limit=1');
  for (const [prefix, packer] of [['', 'E2E Oil Packers'], ['/ta', 'ஈ2ஈ பேக்கர்ஸ்']] as const) {
    await page.goto(`${prefix}/products/${products[0].slug}`);
    await expect(page.locator('footer .footer-fssai')).toContainText('12422001000123');
    await expect(page.locator('footer').getByRole('img', { name: 'FSSAI' })).toBeVisible();
    const declarations = page.locator('main section.declarations');
    await expect(declarations).toContainText(`${packer}, 3 Ring Road, Erode 638001`);
    await expect(declarations.getByRole('link', { name: '+91 90000 00001' })).toHaveAttribute('href', 'tel:+919000000001');
    await expect(declarations.getByRole('link', { name: 'care@example.com' })).toHaveAttribute('href', 'mailto:care@example.com');
    await expect(declarations).toContainText('12422001000123');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
  }
});

test('the owner edits a policy in both languages and the return window; the pages show them', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin/site/policies');
  await expect(page.getByRole('heading', { name: 'Policies' })).toBeVisible();
  expect(await accessibilityViolations(page, 'main')).toEqual([]);
  await page.getByRole('textbox', { name: 'Return window (days)' }).fill('10');
  await page.getByRole('textbox', { name: 'Cancellation (/cancellation)', exact: true }).fill('Cancel any time before we pack: *free*.');
  await page.getByRole('textbox', { name: 'Cancellation (/cancellation) (Tamil)' }).fill('பேக் செய்யும் முன் எப்போதும் ரத்து செய்யலாம்.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Site settings saved successfully').first()).toBeVisible();

  await page.goto('/cancellation');
  await expect(page.locator('main')).toContainText('Cancel any time before we pack: free.');
  await expect(page.locator('main em')).toHaveText('free');
  await page.goto('/ta/cancellation');
  await expect(page.locator('main')).toContainText('பேக் செய்யும் முன் எப்போதும் ரத்து செய்யலாம்.');
  await page.goto('/returns');
  await expect(page.locator('main')).toContainText('You may ask for a return within 10 days of delivery.');
});
