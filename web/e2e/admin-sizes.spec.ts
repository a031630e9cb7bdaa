/**
 * The product form's sizes: one size looks as the form always did; "Add another size" gives a list
 * with inline validation, reordered with the keyboard, saved in that order; "Pressed today" in the
 * product list sets the batch date in one step. axe finds nothing on the form with sizes open.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test('the owner adds sizes, is told what is missing, reorders them by keyboard, saves; then marks a new batch from the list', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Sizes') });
  spec.cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Sesame Oil');

  await openSignedIn(page, request, '/admin/products/new');
  await page.getByRole('textbox', { name: 'Product Name', exact: true }).fill(name);
  await page.getByLabel(/^Category/).selectOption(category._id);
  // One size: a price, an MRP and "In stock", as before.
  await expect(page.getByRole('textbox', { name: 'Size name', exact: true })).toHaveCount(0);
  await page.getByLabel('Price (₹)').fill('520');
  await page.getByLabel('MRP (₹)').fill('520');
  await page.getByRole('button', { name: 'Add another size' }).click();

  const rows = page.getByTestId('size-row');
  await expect(rows).toHaveCount(2);
  await rows.nth(0).getByRole('textbox', { name: 'Size name', exact: true }).fill('1 L');
  await rows.nth(1).getByLabel('Price (₹)').fill('280');
  await rows.nth(1).getByLabel('MRP (₹)').fill('280');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(rows.nth(1).getByText('Name each size, e.g. 500 ml')).toBeVisible();

  await rows.nth(1).getByRole('textbox', { name: 'Size name', exact: true }).fill('500 ml');
  await rows.nth(1).getByLabel('MRP (₹)').fill('250');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(rows.nth(1).getByText('MRP must not be below the price')).toBeVisible();
  await rows.nth(1).getByLabel('MRP (₹)').fill('300');

  expect(await accessibilityViolations(page, 'form')).toEqual([]);

  // Keyboard: pick 500 ml up with Space, move it up one place, drop it.
  await page.getByRole('button', { name: 'Drag to reorder 500 ml' }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(rows.nth(0).getByRole('textbox', { name: 'Size name', exact: true })).toHaveValue('500 ml');

  await page.getByLabel('Pressed on').fill('2026-11-12');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 5000 });

  const { data } = await spec.api.json<{ data: { _id: string; price: number; pressedOn: string; variants: { key: string; label: string; price: number; mrp: number | null }[] }[] }>(
    'GET',
    `/products?search=${encodeURIComponent(name)}`,
  );
  expect(data).toHaveLength(1);
  spec.cleanup.push(`/products/${data[0]._id}`);
  expect(data[0].variants.map((s) => [s.key, s.label, s.price, s.mrp])).toEqual([
    ['500-ml', '500 ml', 280, 300],
    ['1-l', '1 L', 520, 520],
  ]);
  expect(data[0]).toMatchObject({ price: 280, pressedOn: '2026-11-12' });

  await page.getByPlaceholder('Search products...').fill(name);
  await page.getByRole('button', { name: `Pressed today: ${name}` }).click();
  await expect(page.getByText(`"${name}": pressed on`)).toBeVisible();
  const after = await spec.api.json<{ data: { pressedOn: string } }>('GET', `/products/${data[0]._id}`);
  expect(after.data.pressedOn).toBe(todayInIndia());
});

test('"Make a size" turns a one-pack product into a size of another; its old address opens that size', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Merge') });
  spec.cleanup.push(`/categories/${category._id}`);
  const into = await spec.api.createProduct({ name: unique('E2E Coconut Oil'), category: category._id, variants: JSON.stringify([{ label: '500 ml', price: 245, mrp: 245 }]) });
  spec.cleanup.push(`/products/${into._id}`);
  const from = await spec.api.createProduct({ name: unique('E2E Coconut Oil 1 L'), category: category._id, price: 460 });
  const fromSlug = (await spec.api.json<{ data: { slug: string } }>('GET', `/products/${from._id}`)).data.slug;

  await openSignedIn(page, request, '/admin/products');
  await page.getByPlaceholder('Search products...').fill(from.name);
  await page.getByRole('button', { name: `Make a size: ${from.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Make it a size' }).click();
  await expect(dialog.getByText('Choose the product it becomes a size of')).toBeVisible();
  await dialog.getByLabel(/A size of/).selectOption(into._id);
  await dialog.getByRole('button', { name: 'Make it a size' }).click();
  await expect(dialog.getByText('Name the size the merged product becomes, e.g. 5 L tin')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Size name', exact: true }).fill('1 L');
  await dialog.getByRole('button', { name: 'Make it a size' }).click();
  await expect(page.getByText(`"${from.name}" is now a size of "${into.name}"`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const merged = await spec.api.json<{ data: { slug: string; variants: { key: string; label: string; price: number }[] } }>('GET', `/products/${into._id}`);
  expect(merged.data.variants.map((s) => [s.key, s.price])).toEqual([
    ['500-ml', 245],
    ['1-l', 460],
  ]);
  const moved = await request.get(`/products/${fromSlug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/products/${merged.data.slug}?size=1-l`);
});
