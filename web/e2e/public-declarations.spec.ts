/**
 * The label's declarations on a product page, on a phone (issue 31, item 2): for the chosen size the
 * MRP inclusive of all taxes, the net quantity, the unit sale price, the best-before day, the veg
 * mark, the ingredients, storage and country of origin, following the size; in Tamil; axe. A product
 * whose batch is stale shows its size as not available, and it cannot be ordered. Every seed product
 * page, at each size and in both languages, shows every declaration with the shop's (issue 31's "done when").
 */
import { expect, test, type Page } from '@playwright/test';
import { DAY_MS, bestBefore, businessDay, ORDER_LINE_PROBLEMS } from '@catalogue/domain';
import { formatDay } from '../src/components/format';
import { customerHeaders, specApi, unique } from '../test/admin/e2e';
import { seedProductIds, stubExternalSites } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';

const owner = specApi();
const daysAgo = (days: number) => businessDay(new Date(Date.now() - days * DAY_MS));
const PRESSED = daysAgo(10);
const SHELF_LIFE = { value: 9, unit: 'months' } as const;
let fresh: { _id: string; slug: string };
let stale: { _id: string; slug: string };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeAll(async () => {
  const category = await owner.api.createCategory({ name: unique('Label oils') });
  owner.cleanup.push(`/categories/${category._id}`);
  const label = {
    category: category._id,
    ingredients: 'Sesame seeds, 100%.',
    storage: 'Store in a cool, dry place away from sunlight.',
    veg: true,
    translations: JSON.stringify({ ta: { ingredients: 'எள், 100%.', storage: 'சூரிய ஒளி படாத இடத்தில் வைக்கவும்.' } }),
  };
  fresh = (await owner.api.createProduct({
    ...label,
    name: unique('Label Sesame Oil'),
    pressedOn: PRESSED,
    shelfLife: JSON.stringify(SHELF_LIFE),
    variants: JSON.stringify([
      { label: '500 ml', price: 420, mrp: 450, netQuantity: { value: 500, unit: 'ml' } },
      { label: '1 L', price: 800, mrp: 850, netQuantity: { value: 1, unit: 'l' } },
    ]),
  })) as unknown as typeof fresh;
  stale = (await owner.api.createProduct({
    ...label,
    name: unique('Label Old Oil'),
    pressedOn: daysAgo(80),
    shelfLife: JSON.stringify({ value: 100, unit: 'days' }),
    variants: JSON.stringify([{ label: '1 L', price: 400, mrp: 420, netQuantity: { value: 1, unit: 'l' } }]),
  })) as unknown as typeof stale;
  owner.cleanup.push(`/products/${fresh._id}`, `/products/${stale._id}`);
});

const declaration = (page: Page, name: string) => page.getByTestId(`declaration-${name}`).locator('dd');

test('every declaration of the chosen size, and they follow the size', async ({ page }) => {
  await stubExternalSites(page);
  await page.goto(`/products/${fresh.slug}`);
  const section = page.getByRole('region', { name: 'Label information' });
  await expect(section).toBeVisible();
  await expect(declaration(page, 'mrp')).toHaveText('₹450.00 (incl. of all taxes)');
  await expect(declaration(page, 'net-quantity')).toHaveText('500 ml');
  await expect(declaration(page, 'unit-price')).toHaveText('₹84.00 per 100 ml');
  const best = bestBefore(PRESSED, SHELF_LIFE);
  await expect(declaration(page, 'best-before')).toHaveText(formatDay(best));
  await expect(declaration(page, 'best-before').locator('time')).toHaveAttribute('datetime', best);
  await expect(declaration(page, 'food-type')).toHaveText('Vegetarian');
  await expect(declaration(page, 'food-type').locator('svg.food-mark')).toBeVisible();
  await expect(declaration(page, 'ingredients')).toHaveText('Sesame seeds, 100%.');
  await expect(declaration(page, 'storage')).toHaveText('Store in a cool, dry place away from sunlight.');
  await expect(declaration(page, 'origin')).toHaveText('India');
  await expect(page.locator('.product-actions').getByRole('button', { name: /add to order list/i })).toHaveCount(1);

  await page.locator('.size-option', { hasText: '1 L' }).tap();
  await expect(page).toHaveURL(/size=1-l/);
  await expect(declaration(page, 'mrp')).toHaveText('₹850.00 (incl. of all taxes)');
  await expect(declaration(page, 'net-quantity')).toHaveText('1 L');
  await expect(declaration(page, 'unit-price')).toHaveText('₹800.00 per litre');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('in Tamil', async ({ page }) => {
  await stubExternalSites(page);
  await page.goto(`/ta/products/${fresh.slug}`);
  await expect(page.getByRole('region', { name: 'லேபிள் விவரங்கள்' })).toBeVisible();
  await expect(declaration(page, 'mrp')).toContainText('(அனைத்து வரிகளும் உட்பட)');
  await expect(declaration(page, 'net-quantity')).toHaveText('500 மி.லி');
  await expect(declaration(page, 'unit-price')).toContainText('100 மி.லி-க்கு');
  await expect(declaration(page, 'food-type')).toHaveText('சைவம்');
  await expect(declaration(page, 'ingredients')).toHaveText('எள், 100%.');
  await expect(declaration(page, 'origin')).toHaveText('இந்தியா');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a stale batch: its size is not available and cannot be ordered', async ({ page, request }) => {
  await stubExternalSites(page);
  await page.goto(`/products/${stale.slug}`);
  await expect(page.locator('.product-stock')).toHaveText('Not available: this batch is too close to its best-before date');
  await expect(page.locator('.product-unavailable')).toBeVisible();
  await expect(page.locator('.product-actions').getByRole('button', { name: /add to order list/i })).toHaveCount(0);
  const lines = [{ productId: stale._id, variantKey: '1-l', quantity: 1 }];
  const quote = await request.post('/api/orders/quote', { data: { lines }, headers: customerHeaders() });
  expect((await quote.json()).data.problems).toEqual({ 'lines[0]': ORDER_LINE_PROBLEMS.stale });
  expect((await request.post('/api/orders', { data: { lines }, headers: customerHeaders() })).status()).toBe(409);
  expect(await accessibilityViolations(page)).toEqual([]);
});


/** The text of each declaration of a server-rendered page, by its name (`declaration-{name}`). */
function declarationsOf(html: string): Map<string, string> {
  const found = html.matchAll(/data-testid="declaration-([a-z-]+)"><dt>[^<]*<\/dt><dd[^>]*>(.*?)<\/dd><\/div>/g);
  return new Map([...found].map(([, name, value]) => [name, value.replace(/<[^>]+>/g, '').replace(/&[a-z#0-9]+;/g, ' ').trim()]));
}

test("every seed product, at each size, in English and Tamil: the label's and the shop's declarations", async ({ request }) => {
  const ids = seedProductIds();
  expect(ids.length).toBeGreaterThan(30);
  const pages: string[] = [];
  for (const id of ids) {
    const read = await request.get(`/api/products/${id}`);
    if (read.status() === 404) continue; // a test beside this one may have deleted a seed product
    const product = (await read.json()).data as { slug: string; variants: { key: string }[] };
    for (const size of product.variants) for (const prefix of ['', '/ta']) pages.push(`${prefix}/products/${product.slug}?size=${encodeURIComponent(size.key)}`);
  }
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const shown = declarationsOf(html);
    const taxes = path.startsWith('/ta/') ? '(அனைத்து வரிகளும் உட்பட)' : '(incl. of all taxes)';
    expect(shown.get('mrp'), path).toContain(taxes);
    for (const name of ['net-quantity', 'unit-price', 'best-before', 'origin', 'packer', 'consumer-care']) expect(shown.get(name), `${path}: ${name}`).toBeTruthy();
    expect(shown.get('fssai'), path).toMatch(/\d{14}/);
  }
  expect(pages.length).toBeGreaterThan(60);
});
