/**
 * On the narrowest phones people still use (320 px), no public page scrolls sideways, in English or
 * in Tamil, whose words are long: a Tamil testimonial and two Tamil headings once did (by 27 px).
 */
import { expect, test } from '@playwright/test';
import { localizedPath } from '@catalogue/domain';
import { getCategories, getProducts } from './public-helpers';

test('at 320 px no public page scrolls sideways, in English or in Tamil', async ({ page, request }) => {
  const [categories, products] = await Promise.all([getCategories(request), getProducts(request)]);
  const pages = ['/', '/products', '/gallery', `/category/${categories[0].slug}`, `/products/${products[0].slug}`, '/about-us', '/contact', '/order-list'];
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of pages.flatMap((path) => [path, localizedPath('ta', path)])) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
