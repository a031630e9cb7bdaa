import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Api, apiToken, navigateInApp, openSignedIn, pngFile, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

/**
 * An automated accessibility audit (axe-core, WCAG 2.0 and 2.1, levels A and AA) of every
 * signed-in screen of the back office, the sign-in page and the phone sidebar; the bar is zero
 * violations. The edit screens audit items made here, removed at the end. The signed-in screens are
 * audited one after the other in one signed-in tab (one sign-in, and the back office's code compiled
 * once), as the owner goes from screen to screen.
 */
test.describe.configure({ mode: 'serial' });

let api: Api;
let signedIn: Page;
const made: { category: string; product: string; galleryItem: string } = { category: '', product: '', galleryItem: '' };

/** Creates through the API with an image, returns the new id. */
async function createWithImage(request: APIRequestContext, token: string, path: string, fields: Record<string, string>): Promise<string> {
  const response = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, multipart: { ...fields, image: pngFile() } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const token = await apiToken(request);
  api = new Api(request, token);
  made.category = await createWithImage(request, token, '/categories', { name: unique('E2E A11y Category') });
  made.product = await createWithImage(request, token, '/products', { name: unique('E2E A11y Oil'), price: '120', category: made.category });
  made.galleryItem = await createWithImage(request, token, '/gallery', { title: unique('E2E A11y Harvest'), category: 'E2E' });
  signedIn = await (await browser.newContext({ baseURL })).newPage();
  await openSignedIn(signedIn, request, '/admin');
});

test.afterAll(async () => {
  await signedIn.context().close();
  await api.remove(`/gallery/${made.galleryItem}`);
  await api.remove(`/products/${made.product}`);
  await api.remove(`/categories/${made.category}`);
});

/**
 * Opens a screen and waits until it has its heading and nothing is still loading; an error on the
 * page (a screen gone blank) fails the test.
 */
async function openScreen(page: Page, path: string, heading: string) {
  const crashes: string[] = [];
  const onError = (error: Error) => crashes.push(error.message);
  page.on('pageerror', onError);
  try {
    const title = page.getByRole('heading', { name: heading, exact: true }).first();
    // Within the signed-in back office as its links go, unless the screen shown has the same heading
    // (which would not tell the two apart): then by a page load.
    const inBackOffice = /^\/admin(?!\/login)/.test(new URL(page.url()).pathname);
    if (inBackOffice && !(await title.isVisible())) await navigateInApp(page, path);
    else await page.goto(path);
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(crashes, 'errors on the page').toEqual([]);
    await expect(title).toBeVisible();
  } finally {
    page.off('pageerror', onError);
  }
}

/** Every signed-in screen: its address and its heading. */
const SCREENS: { screen: string; path: () => string; heading: string }[] = [
  { screen: 'dashboard', path: () => '/admin', heading: 'Dashboard' },
  { screen: 'product list', path: () => '/admin/products', heading: 'Product Management' },
  { screen: 'new product form', path: () => '/admin/products/new', heading: 'Add New Product' },
  { screen: 'product edit form', path: () => `/admin/products/edit/${made.product}`, heading: 'Edit Product' },
  { screen: 'category list', path: () => '/admin/categories', heading: 'Categories Management' },
  { screen: 'new category form', path: () => '/admin/categories/new', heading: 'Add New Category' },
  { screen: 'simple category form', path: () => '/admin/categories/simple', heading: 'Simple Category Form' },
  { screen: 'category edit form', path: () => `/admin/categories/edit/${made.category}`, heading: 'Edit Category' },
  { screen: 'gallery list', path: () => '/admin/gallery', heading: 'Gallery Management' },
  { screen: 'new gallery item form', path: () => '/admin/gallery/new', heading: 'Add New Gallery Item' },
  { screen: 'simple gallery form', path: () => '/admin/gallery/simple', heading: 'Create Gallery Item' },
  { screen: 'simple2 gallery form', path: () => '/admin/gallery/simple2', heading: 'Add New Gallery Item' },
  { screen: 'JSON gallery form', path: () => '/admin/gallery/json', heading: 'JSON Gallery Form Test' },
  { screen: 'gallery edit form', path: () => `/admin/gallery/edit/${made.galleryItem}`, heading: 'Edit Gallery Item' },
  { screen: 'simple gallery edit form', path: () => `/admin/gallery/simple/edit/${made.galleryItem}`, heading: 'Edit Gallery Item' },
  { screen: 'navigation manager', path: () => '/admin/navigation', heading: 'Navigation Manager' },
  { screen: 'site business form', path: () => '/admin/site/business', heading: 'Business Details' },
  { screen: 'site hours form', path: () => '/admin/site/hours', heading: 'Business Hours' },
  { screen: 'site home page form', path: () => '/admin/site/home', heading: 'Home Page' },
  { screen: 'site about page form', path: () => '/admin/site/about', heading: 'About Page' },
  { screen: 'site introductions form', path: () => '/admin/site/introductions', heading: 'Introductions' },
  { screen: 'site delivery form', path: () => '/admin/site/delivery', heading: 'Delivery' },
  { screen: 'site legal form', path: () => '/admin/site/legal', heading: 'Legal' },
  { screen: 'site policies form', path: () => '/admin/site/policies', heading: 'Policies' },
  { screen: 'site messages form', path: () => '/admin/site/messages', heading: 'Messages' },
  { screen: 'site testimonials', path: () => '/admin/site/testimonials', heading: 'Testimonials' },
  { screen: 'site history', path: () => '/admin/site/history', heading: 'Version History' },
  { screen: 'devices', path: () => '/admin/devices', heading: 'Devices' },
  { screen: 'backup', path: () => '/admin/backup', heading: 'Backup' },
  { screen: 'trash', path: () => '/admin/trash', heading: 'Trash' },
  { screen: 'customers', path: () => '/admin/customers', heading: 'Customers' },
  { screen: 'team', path: () => '/admin/team', heading: 'Team' },
];

for (const { screen, path, heading } of SCREENS) {
  test(`${screen}: no accessibility violations`, async () => {
    await openScreen(signedIn, path(), heading);
    expect(await accessibilityViolations(signedIn)).toEqual([]);
  });
}

test('sign-in page: no accessibility violations', async ({ page }) => {
  await openScreen(page, '/admin/login', 'Admin Login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("sign-in page with a refused sign-in's message, then its 'Forgot your password?' form: no accessibility violations", async ({ page }) => {
  await openScreen(page, '/admin/login', 'Admin Login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('devices, with the Link Google account form open: no accessibility violations', async () => {
  const page = signedIn;
  await openScreen(page, '/admin/devices', 'Devices');
  await page.getByRole('button', { name: 'Link Google account' }).click();
  await expect(page.getByLabel('Your password')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

/** Audits a dialog once it has opened (colours measured at rest, after the kit's opening animation), then closes it with Escape. */
async function auditOpenDialog(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the Add Testimonial dialog: no accessibility violations', async () => {
  const page = signedIn;
  await openScreen(page, '/admin/site/testimonials', 'Testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await auditOpenDialog(page, page.getByRole('dialog', { name: 'Add Testimonial' }));
});

test('image preview enlarged: no accessibility violations', async () => {
  const page = signedIn;
  await openScreen(page, `/admin/products/edit/${made.product}`, 'Edit Product');
  await page.getByRole('button', { name: 'Enlarge Photo 1 (cover)' }).click();
  await auditOpenDialog(page, page.getByRole('dialog', { name: 'Image preview' }));
  await expect(page.getByRole('button', { name: 'Enlarge Photo 1 (cover)' })).toBeFocused();
});

test('backup screen with a restore preview and its confirmation: no accessibility violations', async ({ request }) => {
  const page = signedIn;
  await openScreen(page, '/admin/backup', 'Backup');
  const backup = await request.get('/api/backup', { headers: { Authorization: `Bearer ${await apiToken(request)}` } });
  expect(backup.status()).toBe(200);
  // Made after the backup, so the preview lists it as moved to the trash; a dry run changes nothing.
  const extra = await api.createProduct({ name: unique('E2E A11y Newer Oil'), price: 90, category: made.category });
  try {
    await page.getByLabel('Backup file').setInputFiles({ name: 'shop-backup.zip', mimeType: 'application/zip', buffer: await backup.body() });
    await expect(page.getByRole('region', { name: /^Backup of / }).getByRole('list', { name: 'Moved to the trash (1)' })).toContainText(extra.name);
    expect(await accessibilityViolations(page)).toEqual([]);

    const restore = page.getByRole('button', { name: 'Restore this backup' });
    await restore.click();
    await auditOpenDialog(page, page.getByRole('alertdialog', { name: 'Restore this backup?' }));
    await expect(restore).toBeFocused();
  } finally {
    await api.remove(`/products/${extra._id}`);
    await api.remove(`/trash/${extra._id}`);
  }
});

test("the Change password dialog with its errors, a product's Make a size dialog and its delete confirmation: no accessibility violations", async () => {
  const page = signedIn;
  await openScreen(page, '/admin/products', 'Product Management');
  const changePassword = page.getByRole('button', { name: 'Change password' });
  await changePassword.click();
  const password = page.getByRole('dialog', { name: 'Change password' });
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is required')).toBeVisible();
  await auditOpenDialog(page, password);
  await expect(changePassword).toBeFocused();

  const makeASize = page.getByRole('button', { name: /^Make a size: / }).first();
  await makeASize.click();
  await auditOpenDialog(page, page.getByRole('dialog', { name: /^Make “.+” a size$/ }));
  await expect(makeASize).toBeFocused();

  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await remove.click();
  await auditOpenDialog(page, page.getByRole('alertdialog', { name: 'Delete product' }));
  await expect(remove).toBeFocused();
});

/** The screens whose phone layout differs (tab bar, cards instead of tables). */
const PHONE_SCREENS = SCREENS.filter(({ screen }) => ['dashboard', 'product list', 'category list', 'gallery list'].includes(screen));

test.describe('on a 375 px phone', () => {
  test.beforeAll(() => signedIn.setViewportSize({ width: 375, height: 740 }));

  for (const { screen, path, heading } of PHONE_SCREENS) {
    test(`${screen}: no accessibility violations`, async () => {
      await openScreen(signedIn, path(), heading);
      expect(await accessibilityViolations(signedIn)).toEqual([]);
    });
  }

  test('the sidebar drawer open: no accessibility violations', async () => {
    const page = signedIn;
    await openScreen(page, '/admin/categories', 'Categories Management');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
    await page.waitForTimeout(400); // the opening animation, so colours are measured at rest
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
