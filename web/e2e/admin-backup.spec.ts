import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn, pngFile, specApi, unique } from '../test/admin/e2e';
import { oversizedFile } from './support/files';

/**
 * The Backup screen: a downloaded backup, restored after a product was deleted and purged since,
 * brings it back with its photo; a dry run alone changes nothing; a backup of the shop as it is, a
 * file that is not a backup and one too large to send offer no restore.
 */
test.describe.configure({ mode: 'serial' });

const spec = specApi();

interface MadeProduct {
  _id: string;
  name: string;
  slug: string;
  image: string;
}

/** A product of a category of its own, with a photo; removed after the tests whatever happens to it. */
async function makeProduct(request: APIRequestContext): Promise<MadeProduct> {
  const category = await spec.api.createCategory({ name: unique('E2E Backup') });
  spec.cleanup.push(`/trash/${category._id}`, `/categories/${category._id}`);
  const response = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${spec.token}` },
    multipart: { name: unique('E2E Restored Oil'), price: '250', category: category._id, images: pngFile() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const product = (await response.json()).data as MadeProduct;
  spec.cleanup.push(`/trash/${product._id}`, `/products/${product._id}`);
  return product;
}

/** Downloads a backup from the Backup screen (open): its file name and bytes. */
async function downloadBackup(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloading;
  await expect(page.getByText(/^Backup downloaded: shop-backup-/)).toBeVisible();
  return { name: download.suggestedFilename(), mimeType: 'application/zip', buffer: await readFile(await download.path()) };
}

/** A product with a photo, a backup holding it, then the product deleted and purged from the trash: the Backup screen open. */
async function backupOfAPurgedProduct(page: Page, request: APIRequestContext) {
  const product = await makeProduct(request);
  await openSignedIn(page, request, '/admin/backup');
  const backup = await downloadBackup(page);
  await spec.api.remove(`/products/${product._id}`);
  await spec.api.remove(`/trash/${product._id}`);
  expect(await spec.api.status(`/products/${product._id}`)).toBe(404);
  expect((await request.get(product.image)).status()).toBe(404);
  return { product, backup };
}

const preview = (page: Page) => page.getByRole('region', { name: /^Backup of / });
const restoreButton = (page: Page) => page.getByRole('button', { name: 'Restore this backup' });

test.describe('admin backup', () => {
  test('downloads the whole shop as one zip and shows when the last backup was taken', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin/backup');
    await expect(page.getByRole('heading', { name: 'Backup', level: 1 })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^shop-backup-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await download.path());
    // A zip file: local file header first, and the manifest among its entries.
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.includes(Buffer.from('manifest.json'))).toBe(true);
    expect(zip.includes(Buffer.from('collections/products.json'))).toBe(true);
    await expect(page.getByText(/^Backup downloaded: shop-backup-/)).toBeVisible();
    await expect(page.getByText(/^Last backup: .+ \(\d+ photos\)$/)).toBeVisible();
  });

  test('a backup restores a product deleted and purged since, with its photo, after a preview and a confirmation', async ({ page, request }) => {
    const { product, backup } = await backupOfAPurgedProduct(page, request);

    await page.getByLabel('Backup file').setInputFiles(backup);
    await expect(page.getByRole('status').filter({ hasText: 'Restoring this backup would make these changes' })).toHaveText(
      /^Restoring this backup would make these changes: 1 product added, \d+ photos? put back\.$/,
    );
    const region = preview(page);
    await expect(region.getByRole('heading', { name: 'Products', level: 4 })).toBeVisible();
    await expect(region.getByRole('list', { name: 'Added (1)' }).getByRole('listitem')).toHaveText([product.name]);
    await expect(region).not.toContainText('Moved to the trash');
    await expect(region).not.toContainText('Changed');

    // The dialog by keyboard: Escape closes it and gives focus back to the button that opened it.
    await restoreButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Restore this backup?' });
    await expect(dialog).toContainText('1 product added');
    await expect(dialog).toContainText('What the restore removes goes to the Trash for 30 days, so you can undo it from there.');
    await expect(dialog).toContainText("The current texts stay in the site settings' history, and orders placed since the backup are kept.");
    await expect(dialog.getByRole('button', { name: 'Download a backup of the shop now' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(restoreButton(page)).toBeFocused();
    expect(await spec.api.status(`/products/${product._id}`)).toBe(404);

    await restoreButton(page).click();
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(/^Restored the backup of .+: 1 product added, \d+ photos? put back\.$/)).toBeVisible();
    await expect(page.getByLabel('Backup file')).toHaveValue('');
    await expect(page.getByLabel('Backup file')).toBeFocused();
    await expect(preview(page)).toHaveCount(0);
    await expect(restoreButton(page)).toHaveCount(0);
    expect(await spec.api.status(`/products/${product._id}`)).toBe(200);

    // Back in the back office, with its photo.
    await page.goto(`/admin/products/edit/${product._id}`);
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product Name', exact: true })).toHaveValue(product.name);
    const cover = page.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Photo 1 (cover)' });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // And on the shop's own page for it.
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const photo = page.locator('.product-detail-image img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a dry run alone changes nothing', async ({ page, request }) => {
    const { product, backup } = await backupOfAPurgedProduct(page, request);
    await page.getByLabel('Backup file').setInputFiles(backup);
    await expect(preview(page).getByRole('list', { name: 'Added (1)' })).toContainText(product.name);
    await expect(restoreButton(page)).toBeEnabled();
    expect(await spec.api.status(`/products/${product._id}`)).toBe(404);
    expect((await request.get(product.image)).status()).toBe(404);
  });

  test('a backup of the shop as it is says that nothing would change, and offers no restore', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin/backup');
    await page.getByLabel('Backup file').setInputFiles(await downloadBackup(page));
    await expect(page.getByRole('status').filter({ hasText: 'restoring it would change nothing' })).toHaveText('The shop is as in this backup: restoring it would change nothing.');
    await expect(preview(page)).toBeVisible();
    await expect(restoreButton(page)).toHaveCount(0);
  });

  test('a file that is not a backup is refused with the API’s message, and no restore is offered', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin/backup');
    await page.getByLabel('Backup file').setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('shopping list: oil, jaggery') });
    await expect(page.getByRole('alert')).toHaveText('This file is not a backup of this shop (it is not a zip file, or only part of one).');
    await expect(preview(page)).toHaveCount(0);
    await expect(restoreButton(page)).toHaveCount(0);
  });

  test('a file too large to send at once is refused in the browser, with the API’s words', async ({ page, request }) => {
    await openSignedIn(page, request, '/admin/backup');
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/backup/restore')) sent.push(req.url());
    });
    await page.getByLabel('Backup file').setInputFiles(await oversizedFile('huge.zip', 31 * 1024 * 1024 + 1));
    await expect(page.getByRole('alert')).toHaveText(
      'The backup is too large to send at once (at most 31 MB): restore it with npm run restore, which sends its photos one at a time.',
    );
    await expect(restoreButton(page)).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});
