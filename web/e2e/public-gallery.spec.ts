import { expect, test } from '@playwright/test';
import { getGallery } from './public-helpers';

test.describe('gallery', () => {
  test('filters by category and opens a larger view closable with Escape', async ({ page, request }) => {
    const items = await getGallery(request);
    test.skip(items.length === 0, 'the gallery is empty');
    const labels = [...new Set(items.map((item) => item.category?.trim()).filter(Boolean))] as string[];
    await page.goto('/gallery');
    await expect(page).toHaveTitle(/Gallery/);
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button')).toHaveText(['All', ...labels]);
    await expect(page.locator('.gallery-item')).toHaveCount(items.length);

    for (const label of labels) {
      await filters.getByRole('button', { name: label, exact: true }).click();
      await expect(filters.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.gallery-item')).toHaveCount(items.filter((item) => item.category?.trim() === label).length);
    }
    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.locator('.gallery-item')).toHaveCount(items.length);

    const first = page.locator('.gallery-item').first();
    await first.focus();
    await expect(first.locator('.gallery-overlay')).toBeVisible();
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: items[0].title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('home shows at most 4 popular gallery items', async ({ page, request }) => {
    const popular = (await getGallery(request)).filter((item) => item.isPopular);
    await page.goto('/');
    const teaser = page.locator('.gallery-teaser-grid li');
    if (popular.length === 0) await expect(page.getByText('No gallery items found')).toBeVisible();
    else await expect(teaser).toHaveCount(Math.min(4, popular.length));
  });
});
