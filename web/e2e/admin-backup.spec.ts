import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openSignedIn } from '../test/admin/e2e';

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
});
