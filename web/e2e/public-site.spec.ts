import { expect, test } from '@playwright/test';
import { buildNavItems, splitNavItems, type Product } from '@catalogue/domain';
import { api, getCategories, getNavConfig, getSite } from './public-helpers';

test.describe('site-wide', () => {
  test('any other path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page).toHaveTitle(/Page Not Found/);
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every page has its own title and description, a favicon and a manifest', async ({ page, request }) => {
    const seen = new Set<string>();
    for (const path of ['/', '/products', '/gallery', '/about-us', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title.length).toBeGreaterThan(10);
      expect(description && description.length).toBeGreaterThan(50);
      seen.add(`${title}|${description}`);
    }
    expect(seen.size).toBe(5);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons.length).toBeGreaterThan(0);
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect((await request.get(icon!)).ok()).toBe(true);
    expect((await request.get('/placeholder.svg')).ok()).toBe(true);
    expect((await request.get('/robots.txt')).ok()).toBe(true);
  });

  test('home: hero links, featured carousel, testimonials', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const site = await getSite(request);
    const { hero } = site.settings.home;
    await page.goto('/');
    await expect(page.locator('.home-hero').getByRole('link', { name: hero.primaryButton })).toHaveAttribute('href', '/products');
    await expect(page.locator('.home-hero').getByRole('link', { name: hero.secondaryButton })).toHaveAttribute('href', '/about-us');
    const featured = await api<Product[]>(request, '/products/featured/list');
    const carousel = page.getByRole('region', { name: 'Featured products', exact: true });
    if (featured.length === 0) {
      await expect(page.getByText('No featured products available at the moment.')).toBeVisible();
    } else {
      await expect(carousel).toHaveAttribute('data-slots', '3');
      await expect(carousel.locator('.product-card')).toHaveCount(featured.length);
    }
    const shown = site.testimonials;
    const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
    test.skip(shown.length < 3, 'fewer than three testimonials shown');
    await expect(testimonials.locator('[aria-roledescription="slide"]')).toHaveCount(shown.length);
    await testimonials.getByRole('button', { name: 'Show testimonial 3' }).click();
    await expect(testimonials).toHaveAttribute('data-index', '2');
    await expect(testimonials.locator('[aria-roledescription="slide"]').nth(2)).toContainText(shown[2].quote);
  });

  test('the back office code is never loaded on public pages', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/products', '/gallery', '/about-us', '/contact', '/nowhere']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
  });

  test('on a phone: slide-down menu, hidden filters, one featured slot', async ({ page, request }) => {
    const [config, categories] = await Promise.all([getNavConfig(request), getCategories(request)]);
    const { header } = splitNavItems(buildNavItems(config, categories), config.maxVisibleItems);
    const target = header.find((item) => item.path !== '/') ?? header[0];
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.locator('.nav-list > li > a', { hasText: target.name }).first();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target.path);
    await expect(link).toBeHidden();

    await page.goto('/products');

    await expect(page.locator('#product-filters')).toBeHidden();
    const show = page.getByRole('button', { name: 'Show Filters' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(page.locator('#product-filters')).toBeVisible();

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured products', exact: true });
    if (await carousel.count()) await expect(carousel).toHaveAttribute('data-slots', '1');
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
