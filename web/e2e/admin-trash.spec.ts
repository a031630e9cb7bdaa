import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, specApi, unique } from '../test/admin/e2e';

/** The trash as the owner uses it: Undo in the delete toast, the Trash screen's Restore and Delete forever. */
test.describe.configure({ mode: 'serial' });

const spec = specApi();
let categoryId: string;

test.beforeAll(async () => {
  categoryId = (await spec.api.createCategory({ name: unique('E2E Trash') }))._id;
  spec.cleanup.push(`/trash/${categoryId}`, `/categories/${categoryId}`);
});

/** A product of the spec's category; removed and purged after the tests whatever happens to it. */
async function makeProduct(name = unique('E2E Trashed')) {
  const product = await spec.api.createProduct({ name, price: 99, category: categoryId });
  spec.cleanup.push(`/trash/${product._id}`, `/products/${product._id}`);
  return product;
}

const productStatus = (id: string) => spec.api.status(`/products/${id}`);

async function deleteInList(page: Page, name: string) {
  await page.getByPlaceholder('Search products...').fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('It moves to the trash with its photos for 30 days, where you can restore it.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
}

async function openTrash(page: Page) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
}

const entryOf = (page: Page, name: string) => page.getByTestId('trash-entry').filter({ hasText: name });

test('Undo in the delete toast brings the product back', async ({ page, request }) => {
  const product = await makeProduct();
  await openSignedIn(page, request, '/admin/products');
  await deleteInList(page, product.name);
  await expect(page.getByRole('button', { name: `Delete ${product.name}` })).toHaveCount(0);
  expect(await productStatus(product._id)).toBe(404);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`"${product.name}" is back`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${product.name}` })).toBeVisible();
  expect(await productStatus(product._id)).toBe(200);
});

test('a deleted product is listed on the Trash screen and restored from there', async ({ page, request }) => {
  const product = await makeProduct();
  await openSignedIn(page, request, '/admin/products');
  await deleteInList(page, product.name);
  await openTrash(page);
  const entry = entryOf(page, product.name);
  await expect(entry).toContainText('Product');
  await expect(entry).toContainText('Deleted');
  await entry.getByRole('button', { name: `Restore ${product.name}` }).click();
  await expect(page.getByText(`"${product.name}" is back`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect(await productStatus(product._id)).toBe(200);
});

test('a restore that cannot be done says why; Delete forever asks first, then removes the entry for good', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Gone') });
  spec.cleanup.push(`/trash/${category._id}`, `/categories/${category._id}`);
  const product = await spec.api.createProduct({ name: unique('E2E Orphan'), price: 99, category: category._id });
  spec.cleanup.push(`/trash/${product._id}`, `/products/${product._id}`);
  await spec.api.remove(`/products/${product._id}`);
  await spec.api.remove(`/categories/${category._id}`);

  await openSignedIn(page, request, '/admin');
  await openTrash(page);
  const entry = entryOf(page, product.name);
  await entry.getByRole('button', { name: `Restore ${product.name}` }).click();
  await expect(page.getByRole('alert')).toContainText(`Its category '${category.name}' is in the trash: restore it first, then this product.`);
  await expect(entry).toBeVisible();

  await entry.getByRole('button', { name: `Delete forever ${product.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('It and its photos will be deleted for good. This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByText(`"${product.name}" deleted for good`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  const trash = await spec.api.json<{ data: { _id: string }[] }>('GET', '/trash');
  expect(trash.data.map((e) => e._id)).not.toContain(product._id);
  expect(trash.data.map((e) => e._id)).toContain(category._id);
});
