import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { Api, apiToken, openSignedIn, unique } from '../test/admin/e2e';

/**
 * A phone photo far over the 5 MB upload limit goes up from every image field of the back office:
 * the browser shrinks it first (the note says so), the save succeeds and the saved item has an image.
 * Each test removes what it made. The photo is a file on disk: given by path, the browser reads it
 * itself instead of receiving 16 MB through the test driver.
 */
const PHOTO_MIN_BYTES = 12 * 1024 * 1024;
const photo = path.join(os.tmpdir(), `IMG_${process.pid}_${Date.now()}.jpg`);
let api: Api;
let category: { _id: string; name: string };
const cleanup: string[] = [];

/** What the test needs of a form: fill its other required fields, and find what it saved. */
interface ImageForm {
  fill: (page: Page, name: string) => Promise<void>;
  /** The saved entity's API path and image, found by the name the form was filled with. */
  saved: (name: string) => Promise<{ path: string; image: string } | undefined>;
}

interface Saved {
  _id: string;
  image: string;
}

const savedGalleryItem = async (name: string) => {
  const items = await api.json<{ data: (Saved & { title: string })[] }>('GET', '/gallery');
  const item = items.data.find((entry) => entry.title === name);
  return item && { path: `/gallery/${item._id}`, image: item.image };
};

const FORMS = {
  product: {
    fill: async (page, name) => {
      await page.getByLabel(/Product Name/).fill(name);
      await page.getByLabel(/^Category/).selectOption(category._id);
    },
    saved: async (name) => {
      const found = await api.json<{ data: (Saved & { name: string })[] }>('GET', `/products?search=${encodeURIComponent(name)}`);
      const product = found.data.find((entry) => entry.name === name);
      return product && { path: `/products/${product._id}`, image: product.image };
    },
  },
  category: {
    fill: (page, name) => page.getByLabel(/Category Name/).fill(name),
    saved: async (name) => {
      const all = await api.json<{ data: (Saved & { name: string })[] }>('GET', '/categories');
      const found = all.data.find((entry) => entry.name === name);
      return found && { path: `/categories/${found._id}`, image: found.image };
    },
  },
  galleryStandard: {
    fill: (page, name) => page.getByLabel('Title*').fill(name),
    saved: savedGalleryItem,
  },
  gallerySimple: {
    fill: async (page, name) => {
      await page.getByLabel('Name*').fill(name);
      await page.getByLabel('Description*').fill('A phone photo of the press, e2e test.');
      await page.getByLabel('Category*').selectOption(category._id);
    },
    saved: savedGalleryItem,
  },
  gallerySimple2: {
    fill: async (page, name) => {
      await page.getByLabel('Title*').fill(name);
      await page.getByLabel('Description*').fill('A phone photo of the press, e2e test.');
      await page.getByLabel('Category*').selectOption(category._id);
    },
    saved: savedGalleryItem,
  },
} satisfies Record<string, ImageForm>;

/** Every image field: the form's address, the field's label, the form, the save button and the list it returns to. */
const IMAGE_FIELDS: { field: string; path: string; label: RegExp; form: ImageForm; save: string; list: RegExp }[] = [
  { field: 'product image', path: '/admin/products/new', label: /Product Image/, form: FORMS.product, save: 'Save Product', list: /\/admin\/products$/ },
  { field: 'category image', path: '/admin/categories/new', label: /Category Image/, form: FORMS.category, save: 'Save Category', list: /\/admin\/categories$/ },
  { field: 'gallery image', path: '/admin/gallery/new', label: /^Image/, form: FORMS.galleryStandard, save: 'Save Gallery Item', list: /\/admin\/gallery$/ },
  { field: 'simple gallery image', path: '/admin/gallery/simple', label: /^Image/, form: FORMS.gallerySimple, save: 'Create Gallery Item', list: /\/admin\/gallery$/ },
  { field: 'simple2 gallery image', path: '/admin/gallery/simple2', label: /^Image/, form: FORMS.gallerySimple2, save: 'Add Gallery Item', list: /\/admin\/gallery$/ },
];

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  api = new Api(request, await apiToken(request));
  category = await api.createCategory({ name: unique('E2E Photos') });
  const width = 4000;
  const height = 3000;
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThanOrEqual(PHOTO_MIN_BYTES);
  await writeFile(photo, buffer);
});

test.afterAll(async () => {
  await rm(photo, { force: true });
  for (const path of cleanup.reverse()) await api.remove(path);
  await api.remove(`/categories/${category._id}`);
});

for (const { field, path: formPath, label, form, save, list } of IMAGE_FIELDS) {
  test(`a 12 MB phone photo uploads from the ${field}`, async ({ page, request }) => {
    test.slow(); // decoding and re-encoding 12 megapixels in the browser
    const name = unique('E2E Phone Photo');
    await openSignedIn(page, request, formPath);
    await form.fill(page, name);
    await page.getByLabel(label).setInputFiles(photo);
    await expect(page.getByText(/^Resized from \d+\.\d MB to \d+(\.\d MB| KB) \(4000 × 3000 to \d+ × \d+ pixels\)\.$/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
    await page.getByRole('button', { name: save }).click();
    await expect(page).toHaveURL(list, { timeout: 30_000 });

    const saved = await form.saved(name);
    expect(saved, `${name} saved`).toBeTruthy();
    cleanup.push(saved!.path);
    expect(saved!.image).toMatch(/^\/uploads\/.+\.webp$/);
  });
}

test('the upload shows its progress while the form saves', async ({ page, request }) => {
  test.slow();
  const name = unique('E2E Slow Upload');
  await openSignedIn(page, request, '/admin/gallery/new');
  await FORMS.galleryStandard.fill(page, name);
  await page.getByLabel(/^Image/).setInputFiles(photo);
  await expect(page.getByText(/^Resized from/)).toBeVisible({ timeout: 60_000 });
  // A slow phone connection, so the upload lasts long enough to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await page.getByRole('button', { name: 'Save Gallery Item' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/admin\/gallery$/, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const saved = await FORMS.galleryStandard.saved(name);
  expect(saved).toBeTruthy();
  cleanup.push(saved!.path);
});
