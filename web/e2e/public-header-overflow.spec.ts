/**
 * The header with the owner's 'maximum visible items' at 9: on a wide screen as many items as fit
 * are shown and the rest are in the dropdown (never only the menu button); the menu button is for
 * phones. The navigation configuration is put back at the end.
 * Two desktop widths: a narrow one where the dropdown takes the rest and a wide one; every width
 * from the mobile breakpoint up is laid out by the same measurement (Header.tsx), so widths between
 * them prove nothing more. The narrowest desktop width, 800 px, is public-navigation.spec.ts's.
 * On a narrow phone the shop's name (longer in Tamil) leaves the menu button and the order list on the screen.
 */
import { expect, test } from '@playwright/test';
import { buildNavItems } from '@catalogue/domain';
import { getCategories, getNavConfig, withMaxVisibleItems } from './public-helpers';

/** The value that showed only the menu button at every width (the allowed range is 1 to 10). */
const MAX_VISIBLE = 9;

test.describe('header overflow', () => {
  withMaxVisibleItems(MAX_VISIBLE);

  for (const width of [1024, 1920]) {
    test(`at ${width} px: several items in the row, the rest under the dropdown, no menu button`, async ({ page, request }) => {
      const [config, categories] = await Promise.all([getNavConfig(request), getCategories(request)]);
      expect(config.maxVisibleItems).toBe(MAX_VISIBLE);
      const every = buildNavItems(config, categories)
        .filter((item) => item.visible)
        .map((item) => item.name);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about-us');
      await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(page.locator('.menu-toggle')).toBeHidden();

      const row = nav.locator('.nav-list > li > a');
      const shown = (await row.allTextContents()).map((text) => text.trim());
      expect(shown.length).toBeGreaterThanOrEqual(3);
      expect(shown.length).toBeLessThanOrEqual(MAX_VISIBLE);
      expect(shown).toEqual(every.slice(0, shown.length));
      for (const link of await row.all()) await expect(link).toBeVisible();

      const more = nav.getByRole('button', { name: config.moreDropdownLabel });
      if (shown.length === every.length) {
        await expect(more).toHaveCount(0);
      } else {
        await more.click();
        await expect(nav.locator('.nav-dropdown-list a')).toHaveText(every.slice(shown.length));
        await page.keyboard.press('Escape');
        await expect(more).toBeFocused();
      }

      // Nothing overflows: the row ends inside the window and starts after the brand.
      const last = await nav.locator('.nav-list > li').last().boundingBox();
      const brand = await page.locator('.brand').boundingBox();
      const first = await nav.locator('.nav-list > li').first().boundingBox();
      expect(last!.x + last!.width).toBeLessThanOrEqual(width);
      expect(first!.x).toBeGreaterThanOrEqual(brand!.x + brand!.width);
    });
  }

  for (const [path, width] of [['/', 320], ['/ta/', 360], ['/ta/', 320]] as const) {
    test(`at ${width} px, ${path}: the shop's name, the menu button and the order list are all on the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
      const header = page.getByRole('banner');
      for (const control of [header.locator('.brand'), header.locator('.menu-toggle'), header.locator('.order-list-link')]) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
      }
      const [brand, menu] = [(await header.locator('.brand').boundingBox())!, (await header.locator('.menu-toggle').boundingBox())!];
      expect(brand.x + brand.width).toBeLessThanOrEqual(menu.x);
      expect(brand.y + brand.height).toBeLessThanOrEqual((await header.boundingBox())!.height);
    });
  }

  test('on a phone the menu button opens the slide-down menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about-us');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
