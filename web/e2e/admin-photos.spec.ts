import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import type { SiteSettingsVersion } from '@catalogue/domain';
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
const undo: (() => Promise<void>)[] = [];

/** What was saved with the photo: its image path, and how to put the data back as it was. */
type Saved = { image: string; undo: () => Promise<void> } | undefined;

/** What the test needs of a form: its other required fields, how it saves, and what it saved. */
interface ImageForm {
  fill?: (page: Page, name: string) => Promise<void>;
  /** How the form is saved; none when choosing the image saves it. */
  save?: { button: string; list: RegExp };
  /** What was saved, found by the name the form was filled with. */
  saved: (name: string) => Promise<Saved>;
}

type Entity = { _id: string; image: string; name?: string; title?: string };

/** The entity of a list named `name`, deleted afterwards. */
const savedIn = (collection: string, listPath: string) => async (name: string): Promise<Saved> => {
  const list = await api.json<{ data: Entity[] }>('GET', listPath);
  const found = list.data.find((entry) => (entry.name ?? entry.title) === name);
  return found && { image: found.image, undo: () => api.remove(`/${collection}/${found._id}`) };
};

/** A site image saved as a new settings version; afterwards the version before it is restored. */
const savedSiteImage = (read: (settings: SiteSettingsVersion) => { src: string } | null) => async (): Promise<Saved> => {
  const { settings } = (await api.json<{ data: { settings: SiteSettingsVersion } }>('GET', '/site')).data;
  const image = read(settings);
  return image ? { image: image.src, undo: () => api.json('POST', `/site/versions/${settings.version - 1}/restore`).then(() => undefined) } : undefined;
};

const describe = (page: Page) => page.getByRole('textbox', { name: /^Description\*?$/ }).fill('A phone photo of the press, e2e test.');

const FORMS = {
  product: {
    fill: async (page, name) => {
      await page.getByRole('textbox', { name: 'Product Name', exact: true }).fill(name);
      await page.getByLabel(/^Category/).selectOption(category._id);
    },
    save: { button: 'Save Product', list: /\/admin\/products$/ },
    saved: (name) => savedIn('products', `/products?search=${encodeURIComponent(name)}`)(name),
  },
  category: {
    fill: (page, name) => page.getByRole('textbox', { name: 'Category Name', exact: true }).fill(name),
    save: { button: 'Save Category', list: /\/admin\/categories$/ },
    saved: savedIn('categories', '/categories'),
  },
  galleryStandard: {
    fill: (page, name) => page.getByLabel('Title*').fill(name),
    save: { button: 'Save Gallery Item', list: /\/admin\/gallery$/ },
    saved: savedIn('gallery', '/gallery'),
  },
  gallerySimple: {
    fill: async (page, name) => {
      await page.getByLabel('Name*').fill(name);
      await describe(page);
      await page.getByLabel('Category*').selectOption(category._id);
    },
    save: { button: 'Create Gallery Item', list: /\/admin\/gallery$/ },
    saved: savedIn('gallery', '/gallery'),
  },
  gallerySimple2: {
    fill: async (page, name) => {
      await page.getByLabel('Title*').fill(name);
      await describe(page);
      await page.getByLabel('Category*').selectOption(category._id);
    },
    save: { button: 'Add Gallery Item', list: /\/admin\/gallery$/ },
    saved: savedIn('gallery', '/gallery'),
  },
  siteLogo: { saved: savedSiteImage((settings) => settings.business.logo) },
  siteHero: { saved: savedSiteImage((settings) => settings.home.hero.image) },
} satisfies Record<string, ImageForm>;

/** Every image field of the back office: where it is, its label, its form, and the message that says it was saved. */
const IMAGE_FIELDS: { field: string; path: string; label: RegExp; form: ImageForm; done: string | RegExp; preview?: string }[] = [
  { field: 'product photos', path: '/admin/products/new', label: /^Add photos$/, form: FORMS.product, done: 'Product created successfully!', preview: 'Photo 1 (cover)' },
  { field: 'category image', path: '/admin/categories/new', label: /Category Image/, form: FORMS.category, done: 'Category created successfully!' },
  { field: 'gallery image', path: '/admin/gallery/new', label: /^Image/, form: FORMS.galleryStandard, done: 'Gallery item created successfully' },
  { field: 'simple gallery image', path: '/admin/gallery/simple', label: /^Image/, form: FORMS.gallerySimple, done: 'Gallery item created successfully!' },
  { field: 'simple2 gallery image', path: '/admin/gallery/simple2', label: /^Image/, form: FORMS.gallerySimple2, done: 'Gallery item created successfully!' },
  { field: 'site logo', path: '/admin/site/business', label: /^Logo/, form: FORMS.siteLogo, done: 'Logo saved successfully' },
  { field: 'hero image', path: '/admin/site/home', label: /^Hero image/, form: FORMS.siteHero, done: 'Hero image saved successfully' },
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
  for (const step of undo.reverse()) await step();
  await api.remove(`/categories/${category._id}`);
});

for (const { field, path: formPath, label, form, done, preview = 'Preview' } of IMAGE_FIELDS) {
  test(`a 12 MB phone photo uploads from the ${field}`, async ({ page, request }) => {
    test.slow(); // decoding and re-encoding 12 megapixels in the browser
    const name = unique('E2E Phone Photo');
    await openSignedIn(page, request, formPath);
    await form.fill?.(page, name);
    await page.getByLabel(label).setInputFiles(photo);
    if (form.save) {
      await expect(page.getByText(/^Resized from \d+\.\d MB to \d+(\.\d MB| KB) \(4000 × 3000 to \d+ × \d+ pixels\)\.$/)).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('img', { name: preview })).toBeVisible();
      await page.getByRole('button', { name: form.save.button }).click();
    }
    await expect(page.getByText(done).first()).toBeVisible({ timeout: 60_000 });
    if (form.save) await expect(page).toHaveURL(form.save.list, { timeout: 30_000 });

    const saved = await form.saved(name);
    expect(saved, `${field} saved`).toBeTruthy();
    undo.push(saved!.undo);
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
  undo.push(saved!.undo);
});
