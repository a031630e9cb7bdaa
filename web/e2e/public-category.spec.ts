import { expect, test } from '@playwright/test';
import { getCategories, getProducts, openInBrowser } from './public-helpers';

test.describe('category page', () => {
  test('shows the category hero, its products and a back link', async ({ page, request }) => {
    const categories = await getCategories(request);
    test.skip(categories.length === 0, 'the catalogue has no categories');
    const category = categories.find((c) => c.image) ?? categories[0];
    const products = await getProducts(request, `&category=${category._id}`);
    await page.goto(`/category/${category._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page).toHaveTitle(new RegExp(category.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    if (category.image) await expect(page.locator('.category-hero-image')).toBeVisible();
    if (products.length === 0) {
      await expect(page.getByText('No Products Found')).toBeVisible();
    } else {
      await expect(page.locator('.product-card')).toHaveCount(products.length);
      for (const price of await page.locator('.product-price').allTextContents()) expect(price).toMatch(/^(from )?₹[\d,]+\.\d{2}$/);
    }
    await page.getByRole('link', { name: /back to all products/i }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('an unknown id says Category Not Found', async ({ page }) => {
    await page.goto('/category/no-such-category-id');
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByText("The category you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: /back to products/i }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('an empty category says No Products Found', async ({ page, request }) => {
    const categories = await getCategories(request);
    test.skip(categories.length === 0, 'the catalogue has no categories');
    // Whatever the seed holds, the page is shown an empty product list.
    await page.route('**/api/products?*', (route) => route.fulfill({ json: { success: true, data: [], pagination: { page: 1, limit: 1000, total: 0, pages: 0 } } }));
    await openInBrowser(page, `/category/${categories[0].slug}`);
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  });

  test('an API failure shows Error with the message', async ({ page }) => {
    await page.route('**/api/categories/by-slug/broken-id?lang=en', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Database unavailable' } }));
    await openInBrowser(page, '/category/broken-id');
    await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible();
    await expect(page.getByText('Database unavailable')).toBeVisible();
    await expect(page.getByRole('link', { name: /back to products/i })).toBeVisible();
  });
});
