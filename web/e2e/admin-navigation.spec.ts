import { expect, test } from '@playwright/test';
import type { NavConfig, NavConfigVersion } from '@catalogue/domain';
import { Api, apiToken, dragTo, openSignedIn, publicNav, unique } from '../test/admin/e2e';

/**
 * Category order and navigation settings drive the public header, so these run one after the
 * other, and the navigation settings are put back as they were at the end.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

let api: Api;
let original: NavConfig;
const created: string[] = [];
const fields = (v: NavConfig): NavConfig => ({
  maxVisibleItems: v.maxVisibleItems,
  moreDropdownLabel: v.moreDropdownLabel,
  showFixedItems: v.showFixedItems,
  fixedItemsOrder: v.fixedItemsOrder,
});
const current = async () => (await api.json<{ data: NavConfigVersion }>('GET', '/nav-config')).data;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  api = new Api(request, await apiToken(request));
  original = fields(await current());
});

test.afterAll(async () => {
  if (JSON.stringify(fields(await current())) !== JSON.stringify(original)) await api.json('PUT', '/nav-config', original);
  for (const id of created) await api.remove(`/categories/${id}`);
});

test('reorder categories by drag and drop (pointer and keyboard); the public header follows', async ({ page, request, browser, baseURL }) => {
  const first = await api.createCategory({ name: unique('E2E Nav A'), showInNav: true, order: 900 });
  const second = await api.createCategory({ name: unique('E2E Nav B'), showInNav: true, order: 910 });
  created.push(first._id, second._id);
  const orderOf = async (id: string) => (await api.json<{ data: { order: number } }>('GET', `/categories/${id}`)).data.order;

  await openSignedIn(page, request, '/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories Management' })).toBeVisible();
  const rowA = page.getByTestId('category-row').filter({ hasText: first.name });
  const handleB = page.getByRole('button', { name: `Drag to reorder ${second.name}` });
  // Away from the window's edges, where dragging scrolls the page.
  await rowA.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await dragTo(page, handleB, rowA, 'before');
  await expect(page.getByText('Category order updated')).toBeVisible();
  await expect.poll(async () => (await orderOf(second._id)) < (await orderOf(first._id))).toBe(true);

  let nav = await publicNav(browser, baseURL!);
  expect(nav.all.indexOf(second.name)).toBeGreaterThanOrEqual(0);
  expect(nav.all.indexOf(second.name)).toBeLessThan(nav.all.indexOf(first.name));

  // Keyboard: pick A up with Space, move it up one place, drop it.
  await page.reload();
  const handleA = page.getByRole('button', { name: `Drag to reorder ${first.name}` });
  await handleA.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await orderOf(first._id)) < (await orderOf(second._id))).toBe(true);
  nav = await publicNav(browser, baseURL!);
  expect(nav.all.indexOf(first.name)).toBeLessThan(nav.all.indexOf(second.name));
});

test('navigation settings: the public header and the history follow, and an earlier version can be restored', async ({ page, request, browser, baseURL }) => {
  const before = await current();
  const label = unique('Extras');
  await openSignedIn(page, request, '/admin/navigation');
  await expect(page.getByRole('heading', { name: 'Navigation Manager' })).toBeVisible();

  await page.getByRole('tab', { name: 'Navigation Settings' }).click();
  await page.getByLabel('Maximum visible items').fill('11');
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(page.getByText('Maximum visible items must be a whole number between 1 and 10')).toBeVisible();
  expect((await current()).version).toBe(before.version);

  await page.getByLabel('Maximum visible items').fill('2');
  await page.getByRole('textbox', { name: 'Dropdown label', exact: true }).fill(label);
  await page.getByRole('checkbox', { name: 'About Us' }).uncheck();
  await page.getByRole('checkbox', { name: 'Home' }).check();
  await page.getByRole('checkbox', { name: 'Products' }).check();
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(page.getByText('Navigation settings saved successfully')).toBeVisible();

  const saved = await current();
  expect(saved.version).toBeGreaterThan(before.version);
  expect(saved).toMatchObject({ maxVisibleItems: 2, moreDropdownLabel: label, showFixedItems: { about: false } });
  await expect(page.getByText(`Current version: ${saved.version}`)).toBeVisible();
  const latest = page.getByTestId('nav-version').first();
  await expect(latest).toContainText(`Version ${saved.version}`);
  await expect(latest).toContainText('Current');

  let nav = await publicNav(browser, baseURL!);
  expect(nav.header).toHaveLength(2);
  expect(nav.dropdownLabel).toBe(label);
  expect(nav.all).not.toContain('About Us');

  // Fixed items are reordered locally (midpoint rule) and saved with the settings.
  await page.getByRole('tab', { name: 'Category Order' }).click();
  // (With the keyboard this time: Space picks up, each arrow moves one place, Space drops.)
  const rows = page.getByTestId('nav-order-row');
  const contactIndex = (await rows.allTextContents()).findIndex((text) => text.includes('Contact'));
  await page.getByRole('button', { name: 'Drag to reorder Contact' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < contactIndex; i += 1) {
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowUp');
  }
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByTestId('nav-order-row').first()).toContainText('Contact');
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  // (The toast of the first save may still be showing: wait for the new version instead.)
  await expect(page.getByText(`Current version: ${saved.version + 1}`)).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const reordered = await current();
  expect(reordered.version).toBe(saved.version + 1);
  expect(reordered.fixedItemsOrder.contact).toBeLessThan(reordered.fixedItemsOrder.home);
  nav = await publicNav(browser, baseURL!);
  expect(nav.header[0]).toBe('Contact');

  // The preview: tabs, position numbers, and a drop that renumbers locally with its toast.
  const preview = page.getByRole('region', { name: 'Navigation Preview' });
  await preview.getByRole('tab', { name: 'Mobile' }).click();
  await expect(preview.getByRole('list', { name: 'Mobile navigation preview' })).toBeVisible();
  await preview.getByRole('tab', { name: 'Desktop' }).click();
  await preview.getByRole('button', { name: 'Hide position numbers' }).click();
  await expect(preview.getByRole('button', { name: 'Show position numbers' })).toBeVisible();
  const chips = preview.getByRole('list', { name: 'Desktop navigation preview' }).getByRole('button');
  const secondChip = chips.nth(1);
  const secondName = (await secondChip.textContent())!.trim();
  const box = await chips.nth(0).boundingBox();
  const from = await secondChip.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2 - 8, from!.y + from!.height / 2, { steps: 4 });
  await page.mouse.move(box!.x + box!.width * 0.2, box!.y + box!.height / 2, { steps: 15 });
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect(page.getByText('Navigation order updated')).toBeVisible();
  await expect(chips.nth(0)).toHaveText(secondName);
  expect((await current()).version).toBe(reordered.version);

  // Restore the version saved first: it becomes a new version with those settings.
  await page.reload();
  await page.getByRole('button', { name: `View version ${saved.version}` }).click();
  const dialog = page.getByRole('dialog', { name: `Version ${saved.version}` });
  await expect(dialog).toContainText(label);
  await expect(dialog).toContainText(`Dropdown label (Tamil)${saved.translations?.ta?.moreDropdownLabel || 'Not in Tamil yet'}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Restore version ${saved.version}` }).click();
  await expect(page.getByText(`Version ${saved.version} restored (saved as version ${reordered.version + 1})`)).toBeVisible();
  const restored = await current();
  expect(restored.version).toBe(reordered.version + 1);
  expect(fields(restored)).toEqual(fields(saved));
  await expect(page.getByTestId('nav-version').first()).toContainText(`Version ${restored.version}`);
  const history = await api.json<{ data: NavConfigVersion[] }>('GET', '/nav-config/history');
  expect(history.data[0].version).toBe(restored.version);
  nav = await publicNav(browser, baseURL!);
  expect(nav.header[0]).toBe('Home');
  expect(nav.dropdownLabel).toBe(label);
});
