/**
 * The product form's label (issue 31, item 2): a size's net quantity names the size, the MRP is
 * required with a price, the product's ingredients, storage, shelf life, food mark and origin are
 * saved; the form warns before the batch goes stale, and the dashboard lists the batches to replace.
 * axe finds nothing on the form.
 */
import { expect, test } from '@playwright/test';
import { DAY_MS, businessDay } from '@catalogue/domain';
import { openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();
const daysAgo = (days: number) => businessDay(new Date(Date.now() - days * DAY_MS));

test('the owner fills in the label: the MRP asked for, the size named from its net quantity, the declarations saved', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Labels') });
  spec.cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Label Oil');

  await openSignedIn(page, request, '/admin/products/new');
  await page.getByRole('textbox', { name: 'Product Name', exact: true }).fill(name);
  await page.getByLabel(/^Category/).selectOption(category._id);
  await page.getByLabel('Price (₹)').fill('420');
  await page.getByLabel('Net quantity').fill('500');
  await page.getByLabel('Unit', { exact: true }).selectOption('ml');
  await page.getByRole('textbox', { name: 'Ingredients', exact: true }).fill('Sesame seeds, 100%.');
  await page.getByRole('textbox', { name: 'Storage instructions', exact: true }).fill('Store in a cool, dry place.');
  await page.getByLabel('Shelf life', { exact: true }).fill('9');
  await page.getByLabel('Shelf life in').selectOption('months');
  await page.getByLabel('Food mark').selectOption('false');
  await page.getByRole('checkbox', { name: /^Imported/ }).click();
  await expect(page.getByRole('textbox', { name: /Country of origin/ })).toHaveValue('');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Enter the MRP printed on the pack (inclusive of all taxes)')).toBeVisible();
  await expect(page.getByText('Enter the country of origin')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel('MRP (₹)').fill('450');
  await page.getByRole('textbox', { name: /Country of origin/ }).fill('Sri Lanka');
  await page.getByRole('button', { name: 'Add another size' }).click();
  const rows = page.getByTestId('size-row');
  await expect(rows.nth(0).getByRole('textbox', { name: 'Size name', exact: true })).toHaveValue('500 ml');
  await rows.nth(1).getByLabel('Net quantity').fill('1');
  await rows.nth(1).getByLabel('Unit', { exact: true }).selectOption('l');
  await expect(rows.nth(1).getByRole('textbox', { name: 'Size name', exact: true })).toHaveValue('1 L');
  await rows.nth(1).getByLabel('Price (₹)').fill('800');
  await rows.nth(1).getByLabel('MRP (₹)').fill('850');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const products = await spec.api.json<{ data: { _id: string; name: string }[] }>('GET', `/products?search=${encodeURIComponent(name)}`);
  const saved = await spec.api.json<{ data: any }>('GET', `/products/${products.data[0]._id}`);
  spec.cleanup.push(`/products/${saved.data._id}`);
  expect(saved.data).toMatchObject({ ingredients: 'Sesame seeds, 100%.', storage: 'Store in a cool, dry place.', shelfLife: { value: 9, unit: 'months' }, veg: false, countryOfOrigin: 'Sri Lanka' });
  expect(saved.data.variants.map((size: any) => [size.label, size.price, size.mrp, size.netQuantity])).toEqual([
    ['500 ml', 420, 450, { value: 500, unit: 'ml' }],
    ['1 L', 800, 850, { value: 1, unit: 'l' }],
  ]);

  // Emptied and saved, the shelf life and the pressing day are gone (not kept as they were).
  await page.goto(`/admin/products/edit/${saved.data._id}`);
  await page.getByLabel('Pressed on').fill('2026-11-01');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto(`/admin/products/edit/${saved.data._id}`);
  await expect(page.getByLabel('Pressed on')).toHaveValue('2026-11-01');
  await page.getByLabel('Shelf life', { exact: true }).fill('');
  await page.getByLabel('Pressed on').fill('');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const emptied = await spec.api.json<{ data: any }>('GET', `/products/${saved.data._id}`);
  expect(emptied.data).toMatchObject({ shelfLife: null, pressedOn: null, ingredients: 'Sesame seeds, 100%.' });
});

test('the form warns before a batch goes stale, and the dashboard lists the batches to replace', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Batches') });
  spec.cleanup.push(`/categories/${category._id}`);
  const product = await spec.api.createProduct({
    name: unique('E2E Old Batch'),
    category: category._id,
    pressedOn: daysAgo(80),
    shelfLife: JSON.stringify({ value: 100, unit: 'days' }),
    variants: JSON.stringify([{ label: '1 L', price: 400, mrp: 420 }]),
  });
  spec.cleanup.push(`/products/${product._id}`);

  await openSignedIn(page, request, `/admin/products/edit/${product._id}`);
  const warning = page.getByTestId('batch-warning');
  await expect(warning).toContainText('This batch is no longer sold');
  await page.getByLabel('Pressed on').fill(daysAgo(60));
  await expect(warning).toContainText('This batch will soon stop selling');
  await page.getByLabel('Pressed on').fill(daysAgo(1));
  await expect(warning).toHaveCount(0);

  await page.goto('/admin');
  const batches = page.getByTestId('batches-to-replace');
  await expect(batches.getByRole('link', { name: product.name })).toBeVisible();
  await expect(batches.getByRole('listitem').filter({ hasText: product.name })).toContainText('Not sold');
  expect(await accessibilityViolations(page)).toEqual([]);
});
