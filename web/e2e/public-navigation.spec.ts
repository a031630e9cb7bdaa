import { expect, test } from '@playwright/test';
import { buildNavItems, splitNavItems } from '@catalogue/domain';
import { getCategories, getNavConfig, withMaxVisibleItems } from './public-helpers';

test.describe('header navigation', () => {
  test('is built from the navigation configuration and the categories', async ({ page, request }) => {
    const [config, categories] = await Promise.all([getNavConfig(request), getCategories(request)]);
    const { header, dropdown } = splitNavItems(buildNavItems(config, categories), config.maxVisibleItems);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveClass(/measured/);
    // The configuration's header items in order, as many as fit the row (other tests' categories and
    // the language switch take room); those that do not fit lead the dropdown (public-header-overflow).
    const shown = (await nav.locator('.nav-list > li > a').allTextContents()).map((text) => text.trim());
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(3, header.length));
    // Nothing overflows at 1440 px: the row ends inside the window.
    const last = await nav.locator('.nav-list > li').last().boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(1440);
    expect(shown).toEqual(header.slice(0, shown.length).map((item) => item.name));
    for (const item of header.slice(0, shown.length)) {
      await expect(nav.locator('.nav-list > li > a', { hasText: item.name }).first()).toHaveAttribute('href', item.path);
    }
    const inDropdown = [...header.slice(shown.length), ...dropdown];
    const more = nav.getByRole('button', { name: config.moreDropdownLabel });
    if (inDropdown.length === 0) {
      await expect(more).toHaveCount(0);
    } else {
      await more.click();
      await expect(nav.locator('.nav-dropdown-list a')).toHaveText(inDropdown.map((item) => item.name));
    }
    // 'popular' is a stored key without a page: never shown.
    await expect(nav.getByRole('link', { name: /popular/i })).toHaveCount(0);
  });

  test('header turns solid after 50 px and every route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-solid', 'true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  // One width per layout: 800 px is the narrowest that has the row (the slide-down menu is below the
  // mobile breakpoint, 768 px: public-header-overflow.spec.ts's phone test); 1440 px is checked in the
  // first test above, 1024 and 1920 px with more items in public-header-overflow.spec.ts.
  test('the header items never overflow at the narrowest width with the row (800 px)', async ({ page }) => {
    const width = 800;
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about-us');
    // Judge once the page is laid out: the page's content arrives after the header's items and
    // adds a scrollbar, which narrows the row.
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The row is shown once the app has measured which items fit.
    await expect(nav).toHaveClass(/measured/);
    await expect(page.locator('.menu-toggle')).toBeHidden();
    const box = await nav.locator('.nav-list > li').last().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  });

  test('has the floating chat and call buttons and the footer details', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /chat with us on whatsapp/i })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    await expect(page.getByRole('link', { name: /^call us/i })).toHaveAttribute('href', /^tel:\+?\d+/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByText('Monday to Friday: 9:00 AM to 6:00 PM')).toBeVisible();
    await expect(footer.getByText('Saturday: 9:00 AM to 4:00 PM')).toBeVisible();
    await expect(footer.getByText('Sunday: Closed')).toBeVisible();
  });
});

// Fewer visible items than the seed's configuration, so that the dropdown has entries whatever the seed.
const DROPDOWN_MAX_VISIBLE = 2;

test.describe('the More dropdown', () => {
  withMaxVisibleItems(DROPDOWN_MAX_VISIBLE);

    test('the dropdown opens, closes on Escape, outside click and route change', async ({ page, request }) => {
      const [config, categories] = await Promise.all([getNavConfig(request), getCategories(request)]);
      expect(config.maxVisibleItems).toBe(DROPDOWN_MAX_VISIBLE);
      const { header, dropdown } = splitNavItems(buildNavItems(config, categories), DROPDOWN_MAX_VISIBLE);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/contact');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.locator('.nav-list > li > a')).toHaveText(header.map((item) => item.name));
      const more = nav.getByRole('button', { name: config.moreDropdownLabel });
      const list = nav.locator('.nav-dropdown-list');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toHaveAttribute('aria-controls', /.+/);
      await expect(list).toBeHidden();

      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('link')).toHaveText(dropdown.map((item) => item.name));
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(more).toBeFocused();

      // Keyboard: Enter opens, ArrowDown moves into the list.
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(list).toBeHidden();
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('link').first()).toBeFocused();

      await page.mouse.click(5, 600);
      await expect(list).toBeHidden();

      await more.click();
      const target = dropdown[dropdown.length - 1];
      await list.getByRole('link', { name: target.name }).click();
      await expect(page).toHaveURL(new RegExp(`${target.path.replace(/\//g, '\\/')}$`));
      await expect(list).toBeHidden();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
});
