import { expect, test } from '@playwright/test';
import { chatLink, defaultSize, matchesProductSearch, nameWithSize, orderMessage, soundsLikeTamilName, type Category, type Product } from '@catalogue/domain';
import { cardNames, getCategories, getProducts, getSite, stubExternalSites, untilHydrated } from './public-helpers';

/** Products of a category: a main category also has its subcategories' products (the API applies the rule). */
const idOf = (ref: Product['category']) => (ref && typeof ref === 'object' ? ref._id : (ref ?? null));

test.describe('products page', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('lists every product, searches name and description case-insensitively', async ({ page, request }) => {
    const products = await getProducts(request);
    test.skip(products.length === 0, 'the catalogue has no products');
    await page.goto('/products');
    await expect(page).toHaveTitle(/Products/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
    await expect(page.locator('.products-results .product-card')).toHaveCount(products.length);

    // A word of a product's name, typed in upper case.
    const word = products[0].name.split(/\s+/).find((part) => part.length >= 4) ?? products[0].name;
    const expected = products.filter((p) => matchesProductSearch([p.name, p.description], [p.name, p.translations?.ta?.name], word));
    await page.getByLabel('Search products').fill(word.toUpperCase());
    await expect(page.locator('.products-results .product-card')).toHaveCount(expected.length);
    expect((await cardNames(page)).sort()).toEqual(expected.map((p) => p.name).sort());

    await page.getByLabel('Search products').fill('zz-no-such-product-qq');
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  });

  test('finds a product by its Tamil name typed in Latin letters', async ({ page, request }) => {
    const products = await getProducts(request);
    const query = 'kadalai ennai';
    const expected = products.filter((p) => soundsLikeTamilName([p.name, p.translations?.ta?.name], query));
    test.skip(expected.length === 0, 'no product has a Tamil name that sounds like it');
    await page.goto('/products');
    await untilHydrated(page);
    await page.getByLabel('Search products').fill(query);
    await expect(page.locator('.products-results .product-card')).toHaveCount(expected.length);
    expect((await cardNames(page)).sort()).toEqual(expected.map((p) => p.name).sort());
  });

  test('filters by category and keeps the URL in sync', async ({ page, request }) => {
    const categories = (await getCategories(request)).filter((c) => c.showInProductsDropdown !== false);
    test.skip(categories.length === 0, 'the catalogue has no categories');
    // The category with the most products (the API applies the main-category rule).
    let chosen: Category = categories[0];
    let expected: Product[] = [];
    for (const category of categories) {
      const list = await getProducts(request, `&category=${category._id}`);
      if (list.length > expected.length || category === categories[0]) [chosen, expected] = [category, list];
    }
    await page.goto('/products');
    const filters = page.locator('#product-filters');
    await expect(filters).toBeVisible();
    await filters.getByRole('button', { name: chosen.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === chosen._id && url.searchParams.get('name') === chosen.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.name);
    await expect(filters.getByRole('button', { name: chosen.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    if (expected.length === 0) {
      await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    } else {
      await expect(page.locator('.products-results .product-card')).toHaveCount(expected.length);
      expect((await cardNames(page)).sort()).toEqual(expected.map((p) => p.name).sort());
    }
    // Subcategory products count for the main category.
    const subIds = new Set((chosen.subcategories ?? []).map((s) => s._id));
    for (const product of expected) {
      expect(idOf(product.category) === chosen._id || subIds.has(idOf(product.category) ?? '') || subIds.has(idOf(product.subcategory ?? null) ?? '')).toBe(true);
    }

    // Opening the URL directly selects the category; "All Products" clears it.
    await page.goto(`/products?category=${encodeURIComponent(chosen._id)}&name=${encodeURIComponent(chosen.name)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.name);
    await page.locator('#product-filters').getByRole('button', { name: 'All Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
  });

  test('the filters panel toggles', async ({ page }) => {
    await page.goto('/products');
    const toggle = page.getByRole('button', { name: 'Hide Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(page.locator('#product-filters')).toBeHidden();
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(page.locator('#product-filters')).toBeVisible();
  });

  test('product cards: rupee price, stock, description on focus, and the order link', async ({ page, request }) => {
    const [products, { settings }] = await Promise.all([getProducts(request), getSite(request)]);
    const inStock = products.find((p) => p.inStock !== false);
    test.skip(!inStock, 'no product in stock');
    await stubExternalSites(page);
    await page.goto('/products');
    const card = page.locator('.products-results .product-card').filter({ has: page.locator('.product-name', { hasText: inStock!.name }) }).first();
    await expect(card.locator('.product-price')).toHaveText(/^(from )?₹[\d,]+\.\d{2}$/);
    const order = card.getByRole('link', { name: /order now/i });
    const text = orderMessage(settings.messages.order, nameWithSize(inStock!.name, defaultSize(inStock!.variants)));
    const expectedUrl = chatLink(settings.business.chatNumber, text)!;
    await expect(order).toHaveAttribute('href', expectedUrl);
    expect(expectedUrl.startsWith(`https://wa.me/${settings.business.chatNumber}?text=`)).toBe(true);

    // Keyboard focus shows the description over the blurred image.
    if (inStock!.description) {
      await order.focus();
      await expect(card.locator('.product-overlay')).toHaveCSS('opacity', '1');
      await expect(card.locator('.product-media img')).toHaveCSS('filter', /blur/);
    }
    const [popup] = await Promise.all([page.waitForEvent('popup'), order.click()]);
    // The browser may normalise the escaping (' becomes %27): compare the decoded message.
    expect(popup.url().split('?')[0]).toBe(`https://wa.me/${settings.business.chatNumber}`);
    expect(new URL(popup.url()).searchParams.get('text')).toBe(text);
    await popup.close();

    const outOfStock = products.find((p) => p.inStock === false);
    if (outOfStock) {
      const card2 = page.locator('.products-results .product-card').filter({ has: page.locator('.product-name', { hasText: outOfStock.name }) }).first();
      await expect(card2.getByText('Out of Stock')).toBeVisible();
    }
  });
});
