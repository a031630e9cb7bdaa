/**
 * "Tell me when it's back", end to end: on a phone a customer leaves a number for a sold-out size in
 * English, another on the Tamil page; the owner sees both waiting on the product's screen, puts the
 * size back in stock there, and tells each from the dashboard with a chat in their language; "Done"
 * deletes the number. axe on the open request and on the dashboard.
 */
import { expect, test, type Browser } from '@playwright/test';
import { customerHeaders, navigateInApp, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { stubExternalSites, untilHydrated } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A customer on a phone leaves `phone` on the product's page at `path` (its sold-out size chosen); answers what the page then says. */
async function leaveNumber(browser: Browser, path: string, phone: string, words: { offer: string; field: RegExp; submit: string }) {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: customerHeaders() });
  const page = await context.newPage();
  await stubExternalSites(page);
  await page.goto(path);
  await untilHydrated(page);
  await page.getByRole('button', { name: words.offer }).click();
  const field = page.getByRole('textbox', { name: words.field });
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: words.submit }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(phone);
  const violations = await accessibilityViolations(page, '.product-detail');
  await page.getByRole('button', { name: words.submit }).click();
  const said = await page.getByRole('status').filter({ hasText: /\S/ }).last().textContent();
  await context.close();
  return { violations, said };
}

test('customers wait for a sold-out size in English and Tamil; the owner restocks it and tells each in their language', async ({ page, request, browser }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Waitlist') });
  spec.cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Sesame Oil');
  const product = (await spec.api.createProduct({
    name,
    category: category._id,
    translations: JSON.stringify({ ta: { name: 'சோதனை எள் எண்ணெய்' } }),
    variants: JSON.stringify([
      { label: '1 L', price: 420, mrp: 420 },
      { label: '5 L tin', price: 1990, mrp: 1990, inStock: false, translations: { ta: { label: '5 லி டின்' } } },
    ]),
  })) as { _id: string; name: string; slug?: string };
  spec.cleanup.push(`/products/${product._id}`);
  const slug = product.slug ?? '';

  const english = await leaveNumber(browser, `/products/${slug}?size=5-l-tin`, '98765 43210', { offer: "Tell me when it's back", field: /Your WhatsApp number/, submit: 'Notify me' });
  expect(english.said).toBe('Thank you. We will message you on WhatsApp when it is back.');
  expect(english.violations).toEqual([]);
  const tamil = await leaveNumber(browser, `/ta/products/${slug}?size=5-l-tin`, '91234 56789', {
    offer: 'மீண்டும் வந்ததும் எனக்குத் தெரிவியுங்கள்',
    field: /உங்கள் வாட்ஸ்அப் எண்/,
    submit: 'எனக்குத் தெரிவியுங்கள்',
  });
  expect(tamil.said).toBe('நன்றி. இது மீண்டும் வந்ததும் வாட்ஸ்அப்பில் உங்களுக்குச் செய்தி அனுப்புவோம்.');

  // The product's screen: both wait for the sold-out size; no chat yet (it is not back).
  await openSignedIn(page, request, `/admin/products/edit/${product._id}`);
  const onProduct = page.getByTestId('waiting-customers');
  await expect(onProduct.getByRole('heading', { name: 'Customers waiting for this product' })).toBeVisible();
  await expect(onProduct.getByText('2 customers are waiting')).toBeVisible();
  await expect(onProduct.getByText('Sold out')).toBeVisible();
  await expect(onProduct.getByRole('link', { name: /^Tell them/ })).toHaveCount(0);

  await page.getByRole('checkbox', { name: '5 L tin in stock' }).check();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 5000 });

  await navigateInApp(page, '/admin');
  const size = page.getByRole('region', { name: `${name} (5 L tin)` });
  await expect(size.getByText('2 customers are waiting')).toBeVisible();
  await expect(size.getByText('Back in stock')).toBeVisible();
  const chatOf = async (phone: string) => decodeURIComponent((await size.getByRole('link', { name: new RegExp(`^Tell them: ${phone},`) }).getAttribute('href')) ?? '');
  expect(await chatOf('98765 43210')).toBe(`https://wa.me/919876543210?text=Good news! ${name} (5 L tin) is back in stock. Reply to this message to order.`);
  expect(await chatOf('91234 56789')).toBe(
    'https://wa.me/919123456789?text=நல்ல செய்தி! சோதனை எள் எண்ணெய் (5 லி டின்) மீண்டும் கிடைக்கிறது. ஆர்டர் செய்ய இந்தச் செய்திக்குப் பதில் அனுப்புங்கள்.',
  );
  expect(await accessibilityViolations(page, '[data-testid="waiting-customers"]')).toEqual([]);

  await size.getByRole('button', { name: `Done: 98765 43210, ${name} (5 L tin)` }).click();
  await expect(page.getByText('98765 43210 marked done')).toBeVisible();
  await expect(size.getByText('1 customer is waiting')).toBeVisible();
  await expect(size.getByTestId('waiting-customer')).toHaveCount(1);
  const left = await spec.api.json<{ data: { customers: { phone: string }[] }[] }>('GET', `/products/${product._id}/waitlist`);
  expect(left.data.flatMap((group) => group.customers.map((customer) => customer.phone))).toEqual(['91234 56789']);
});
