import { expect, test, type Page } from '@playwright/test';
import { Api, apiToken, openSignedIn, pngFile, unique } from '../test/admin/e2e';
import { oversizedFile } from './support/files';

/** Products, categories and gallery as the owner sees them; each test cleans up what it made. */
test.describe.configure({ mode: 'serial' });

let api: Api;
const cleanup: string[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  api = new Api(request, await apiToken(request));
});

test.afterAll(async () => {
  for (const path of cleanup.reverse()) await api.remove(path);
});

async function searchAdminProducts(page: Page, name: string) {
  await page.getByPlaceholder('Search products...').fill(name);
}

/**
 * After saving a gallery item: back on the list, with the toast. The address changes before the
 * list replaces the form (React Router renders navigations as transitions), and until then the
 * form's own success message is on screen too; so the list's heading first, then the toast.
 */
async function expectGalleryListWithToast(page: Page, message: string) {
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await expect(page.getByRole('heading', { name: 'Gallery Management' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
}

test('the dashboard counts match the API', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Product' })).toHaveAttribute('href', '/admin/products/new');
  await expect(page.getByRole('link', { name: 'Add New Category' })).toHaveAttribute('href', '/admin/categories/new');
  await expect(page.getByRole('link', { name: 'Add Gallery Item' })).toHaveAttribute('href', '/admin/gallery/new');

  // Other suites may add or remove things meanwhile: compare again until both sides agree.
  await expect(async () => {
    await page.reload();
    const products = await api.json<{ pagination: { total: number } }>('GET', '/products?limit=1');
    const categories = await api.json<{ data: { subcategories?: unknown[] }[] }>('GET', '/categories');
    const gallery = await api.json<{ data: unknown[] }>('GET', '/gallery');
    const categoryCount = categories.data.reduce((n, c) => n + 1 + (c.subcategories?.length ?? 0), 0);
    await expect(page.getByTestId('stat-products')).toContainText(String(products.pagination.total), { timeout: 3000 });
    await expect(page.getByTestId('stat-categories')).toContainText(String(categoryCount), { timeout: 3000 });
    await expect(page.getByTestId('stat-gallery')).toContainText(String(gallery.data.length), { timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  await page.getByTestId('stat-products').click();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('add a product with an image, see it on the public site, edit it, refuse deleting its category, delete it', async ({ page, request, browser, baseURL }) => {
  const category = await api.createCategory({ name: unique('E2E Oils') });
  cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Mustard Oil');

  await openSignedIn(page, request, '/admin/products/new');
  await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Product Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Cold wood-pressed mustard oil, e2e test.');
  await page.getByLabel(/Price/).fill('349.50');
  await page.getByLabel('MRP (₹)').fill('349.50');
  await page.getByLabel(/^Category/).selectOption(category._id);
  await page.getByLabel('Featured product').check();
  await page.getByLabel('Add photos').setInputFiles(pngFile('mustard.png'));
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 5000 });

  const created = await api.json<{ data: { _id: string; name: string; image: string; featured: boolean; price: number }[] }>(
    'GET',
    `/products?search=${encodeURIComponent(name)}`,
  );
  expect(created.data).toHaveLength(1);
  const product = created.data[0];
  cleanup.splice(0, 0, `/products/${product._id}`);
  expect(product).toMatchObject({ featured: true, price: 349.5 });
  expect(product.image).toMatch(/^\/uploads\//);

  // A visitor finds it, with its image.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/products');
  await publicPage.locator('#product-search').fill(name);
  const card = publicPage.locator('article.product-card', { hasText: name });
  await expect(card).toBeVisible();
  const image = card.getByRole('img', { name });
  await expect(image).toHaveAttribute('src', /\/uploads\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await visitor.close();

  // Edit: the list finds it by search; change the price and take it off the featured list from the list.
  await searchAdminProducts(page, name);
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Featured: ${name}` }).click();
  await expect(page.getByRole('button', { name: `Featured: ${name}` })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Product Name', exact: true })).toHaveValue(name);
  await page.getByLabel(/Price/).fill('399');
  await page.getByLabel('MRP (₹)').fill('399');
  await page.getByRole('button', { name: 'Remove Photo 1 (cover)' }).click();
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 5000 });
  const edited = await api.json<{ data: { price: number; featured: boolean; image: string } }>('GET', `/products/${product._id}`);
  expect(edited.data).toMatchObject({ price: 399, featured: false, image: '' });
  // The list shows the saved product without a reload.
  await searchAdminProducts(page, name);
  await expect(page.getByTestId('product-row').filter({ hasText: name })).toContainText('₹399.00');

  // The category is in use: deleting it is refused.
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Delete ${category.name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this category? This will also delete all subcategories.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete category. It may be associated with products.')).toBeVisible();
  await expect(page.getByText(category.name)).toBeVisible();

  // Delete the product with the spec's confirmation.
  await page.goto('/admin/products');
  await searchAdminProducts(page, name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this product?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No products found.')).toBeVisible();
  const gone = await request.get(`/api/products/${product._id}`);
  expect(gone.status()).toBe(404);
});

test("the owner sets a product's slug: its page moves there and the old address answers 301", async ({ page, request }) => {
  const category = await api.createCategory({ name: unique('E2E Seed Oils') });
  cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Sesame Oil');
  const product = await api.createProduct({ name, price: 180, category: category._id });
  cleanup.push(`/products/${product._id}`);
  const before = await api.json<{ data: { slug: string } }>('GET', `/products/${product._id}`);
  const slug = `e2e-sesame-${Date.now().toString(36)}`;

  await openSignedIn(page, request, `/admin/products/edit/${product._id}`);
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  const field = page.getByLabel('Slug');
  await expect(field).toHaveValue(before.data.slug);
  await expect(page.getByText('Used in the page address /products/{slug}')).toBeVisible();
  await field.fill('Not A Slug!');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Use lower-case letters, digits and single hyphens only, e.g. rose-soap')).toBeVisible();
  await field.fill(slug);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();

  const moved = await request.get(`/products/${before.data.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(new RegExp(`/products/${slug}$`));
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('deleting a category that products use says why it is refused; an unused one leaves the list at once', async ({ page, request }) => {
  const used = await api.createCategory({ name: unique('E2E Used') });
  cleanup.push(`/categories/${used._id}`);
  for (const oil of ['A', 'B']) {
    const product = await api.createProduct({ name: unique(`E2E Used Oil ${oil}`), price: 10, category: used._id });
    cleanup.push(`/products/${product._id}`);
  }
  const unused = await api.createCategory({ name: unique('E2E Unused') });
  cleanup.push(`/categories/${unused._id}`);

  await openSignedIn(page, request, '/admin/categories');
  const rowOf = (name: string) => page.getByTestId('category-row').filter({ hasText: name });
  await page.getByRole('button', { name: `Delete ${used.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Failed to delete category. It may be associated with products.' });
  await expect(refusal).toContainText('This category is used by 2 product(s). Move or delete them first.');
  await expect(rowOf(used.name)).toHaveCount(1);
  expect((await request.get(`/api/categories/${used._id}`)).status()).toBe(200);

  await page.getByRole('button', { name: `Delete ${unused.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(rowOf(unused.name)).toHaveCount(0);
  await expect(refusal).toHaveCount(0);
  expect((await request.get(`/api/categories/${unused._id}`)).status()).toBe(404);
});

test('refuses an image over 5 MB before uploading it', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin/products/new');
  const big = await oversizedFile('big.png', 5 * 1024 * 1024 + 1);
  await page.getByLabel('Add photos').setInputFiles(big);
  await expect(page.getByText('big.png: Image file is too large. Maximum size: 5MB.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveCount(0);
});

test('add, edit, mark popular and delete a gallery item', async ({ page, request }) => {
  const title = unique('E2E Harvest');
  await openSignedIn(page, request, '/admin/gallery/new');
  await page.getByLabel('Title*').fill(title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Sunflowers ready for the press.');
  await page.getByLabel('Category').fill('E2E Farm');
  await page.getByLabel(/^Image/).setInputFiles(pngFile('harvest.png'));
  await page.getByRole('button', { name: 'Save Gallery Item' }).click();
  await expectGalleryListWithToast(page, 'Gallery item created successfully');

  await page.getByPlaceholder('Search gallery items...').fill(title);
  const row = page.getByTestId('gallery-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('E2E Farm');
  const items = await api.json<{ data: { _id: string; title: string; isPopular: boolean }[] }>('GET', '/gallery');
  const item = items.data.find((entry) => entry.title === title)!;
  cleanup.push(`/gallery/${item._id}`);
  expect(item.isPopular).toBe(false);

  await row.getByRole('button', { name: `Popular: ${title}` }).click();
  await expect(row.getByRole('button', { name: `Popular: ${title}` })).toHaveAttribute('aria-pressed', 'true');
  expect((await api.json<{ data: { isPopular: boolean } }>('GET', `/gallery/${item._id}`)).data.isPopular).toBe(true);

  const renamed = `${title} edited`;
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title*')).toHaveValue(title);
  await page.getByLabel('Title*').fill(renamed);
  await page.getByRole('button', { name: 'Save Gallery Item' }).click();
  await expectGalleryListWithToast(page, 'Gallery item updated successfully');
  const updated = await api.json<{ data: { title: string; isPopular: boolean } }>('GET', `/gallery/${item._id}`);
  expect(updated.data).toMatchObject({ title: renamed, isPopular: true });

  await page.getByPlaceholder('Search gallery items...').fill(renamed);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Confirm Delete' })).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this gallery item? It moves to the trash for 30 days, where you can restore it.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Gallery item deleted successfully')).toBeVisible();
  await expect(page.getByTestId('gallery-row')).toHaveCount(0);
  expect((await request.get(`/api/gallery/${item._id}`)).status()).toBe(404);
});

test('the other gallery forms and the simple category form are reachable at their routes', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin/gallery/simple');
  await expect(page.getByRole('heading', { name: 'Create Gallery Item' })).toBeVisible();
  await expect(page.getByText('Recommended size: 800x600 pixels')).toBeVisible();
  await page.goto('/admin/gallery/simple/new');
  await expect(page.getByRole('button', { name: 'Create Gallery Item' })).toBeVisible();
  await page.goto('/admin/gallery/simple2');
  await expect(page.getByRole('heading', { name: 'Add New Gallery Item' })).toBeVisible();
  await page.goto('/admin/gallery/json');
  await expect(page.getByRole('heading', { name: 'JSON Gallery Form Test' })).toBeVisible();
  await expect(page.getByLabel('Add to Gallery')).toBeVisible();
  await page.goto('/admin/categories/simple');
  await expect(page.getByRole('heading', { name: 'Simple Category Form' })).toBeVisible();
});
