import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import type { SiteSettingsVersion } from '@catalogue/domain';
import { Api, apiToken, openSignedIn, unique } from '../test/admin/e2e';

/**
 * Every image field of the back office takes a photo: the browser shrinks it first (the note says
 * so), the save succeeds and the saved item has an image. Each test removes what it made.
 *
 * One phone photo far over the 5 MB upload limit goes the whole way once, from the gallery form:
 * picked with Save pressed at once (Save waits while it is prepared), shrunk in the browser, its
 * upload's progress shown, stored shrunk. It is a file on disk: given by path, the browser reads it
 * itself instead of receiving 16 MB through the test driver. Every field uses the same shrinking
 * (prepareImage), so the other fields get a small generated image that is still wider than the
 * largest rendition: it is shrunk the same way, in a moment.
 */
const PHOTO_MIN_BYTES = 12 * 1024 * 1024;
const photo = path.join(os.tmpdir(), `IMG_${process.pid}_${Date.now()}.jpg`);
/** Wider than the largest rendition (1600 px), so the browser shrinks it; a few KB of one colour. */
const SMALL = { width: 2400, height: 1800 };
let smallPhoto: { name: string; mimeType: string; buffer: Buffer };
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
  siteHero: { saved: savedSiteImage((settings) => settings.home.hero.image) },
} satisfies Record<string, ImageForm>;

/**
 * Every image field of the back office but two: where it is, its label, its form, and the message
 * that says it was saved. The gallery image takes the 12 MB photo (its own test below); the site
 * logo, the same site image field as the hero image, is saved when chosen in admin-site.spec.ts.
 */
const IMAGE_FIELDS: { field: string; path: string; label: RegExp; form: ImageForm; done: string | RegExp; preview?: string }[] = [
  { field: 'product photos', path: '/admin/products/new', label: /^Add photos$/, form: FORMS.product, done: 'Product created successfully!', preview: 'Photo 1 (cover)' },
  { field: 'category image', path: '/admin/categories/new', label: /Category Image/, form: FORMS.category, done: 'Category created successfully!' },
  { field: 'simple gallery image', path: '/admin/gallery/simple', label: /^Image/, form: FORMS.gallerySimple, done: 'Gallery item created successfully!' },
  { field: 'simple2 gallery image', path: '/admin/gallery/simple2', label: /^Image/, form: FORMS.gallerySimple2, done: 'Gallery item created successfully!' },
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
  smallPhoto = {
    name: 'IMG_small.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { ...SMALL, channels: 3, background: { r: 190, g: 150, b: 60 } } }).png().toBuffer(),
  };
});

test.afterAll(async () => {
  await rm(photo, { force: true });
  for (const step of undo.reverse()) await step();
  await api.remove(`/categories/${category._id}`);
});

for (const { field, path: formPath, label, form, done, preview = 'Preview' } of IMAGE_FIELDS) {
  test(`a photo wider than the largest rendition uploads from the ${field}, shrunk first`, async ({ page, request }) => {
    test.slow(); // sign-in, a form and its save: over 60 s on a loaded machine (as the 12 MB tests were marked before)
    const name = unique('E2E Photo');
    await openSignedIn(page, request, formPath);
    await form.fill?.(page, name);
    await page.getByLabel(label).setInputFiles(smallPhoto);
    if (form.save) {
      await expect(page.getByText(new RegExp(`^Resized from \\d+ KB to \\d+ KB \\(${SMALL.width} × ${SMALL.height} to 1600 × 1200 pixels\\)\\.$`))).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('img', { name: preview })).toBeVisible();
      await page.getByRole('button', { name: form.save.button }).click();
    }
    await expect(page.getByText(done).first()).toBeVisible({ timeout: 30_000 });
    if (form.save) await expect(page).toHaveURL(form.save.list, { timeout: 30_000 });

    const saved = await form.saved(name);
    expect(saved, `${field} saved`).toBeTruthy();
    undo.push(saved!.undo);
    expect(saved!.image).toMatch(/^\/uploads\/.+\.webp$/);
  });
}

test('a 12 MB phone photo from the gallery image, Save pressed at once: Save waits while it is shrunk, the upload shows its progress, the item is stored with the shrunk image', async ({ page, request }) => {
  test.slow(); // decoding and re-encoding 12 megapixels in the browser, then a slow upload
  const name = unique('E2E Phone Photo');
  await openSignedIn(page, request, '/admin/gallery/new');
  await FORMS.galleryStandard.fill(page, name);
  // A slow phone connection, so the upload lasts long enough to be seen (the photo is shrunk in the browser, off the network).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await page.getByLabel(/^Image/).setInputFiles(photo);
  const save = page.getByRole('button', { name: /^(Save Gallery Item|Preparing photo…)$/ });
  await expect(save).toHaveText('Preparing photo…');
  await save.click();
  await expect(page.getByText(/^Resized from \d+\.\d MB to \d+(\.\d MB| KB) \(4000 × 3000 to 1600 × 1200 pixels\)\.$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByText('Gallery item created successfully').first()).toBeVisible({ timeout: 90_000 });
  await expect(page).toHaveURL(/\/admin\/gallery$/, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const saved = await FORMS.galleryStandard.saved(name);
  expect(saved, 'gallery item saved').toBeTruthy();
  undo.push(saved!.undo);
  expect(saved!.image).toMatch(/^\/uploads\/.+\.webp$/);
  // What is stored is the shrunk photo, not the 4000 × 3000 one.
  const stored = await request.get(saved!.image);
  expect(stored.status()).toBe(200);
  const { width, height } = await sharp(await stored.body()).metadata();
  expect([width, height]).toEqual([1600, 1200]);
});
