/**
 * The owner writes the shop's texts in Tamil beside the English ones: a product's name and size
 * names, the home page's heading and the order message. The Tamil reads (`?lang=ta`) answer them,
 * the English ones stay as they were; the 'Not yet in Tamil' filter finds the product before and not
 * after; a site list's rows keep their Tamil when reordered. The site settings are put back at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { ORDER_PLACEHOLDER_MESSAGE, type Product } from '@catalogue/domain';
import { apiToken, keepSiteSettings, openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

const spec = specApi();
const kept = keepSiteSettings(spec);
const made = { category: '', product: '' };

const site = (query = '') => spec.api.siteSettings(query);
const productAt = async (slug: string, query = '') => (await spec.api.json<{ data: Product }>('GET', `/products/by-slug/${encodeURIComponent(slug)}${query}`)).data;

test.beforeAll(async () => {
  made.category = (await spec.api.createCategory({ name: unique('E2E Tamil Category') }))._id;
});

test.afterAll(async () => {
  if (made.product) await spec.api.remove(`/products/${made.product}`);
  if (made.category) await spec.api.remove(`/categories/${made.category}`);
});

async function expectNoViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The product list searched for `name`, with or without the 'Not yet in Tamil' filter. */
async function listProducts(page: Page, name: string, untranslatedOnly: boolean) {
  await page.goto('/admin/products');
  await page.getByLabel('Search products').fill(name);
  const filter = page.getByRole('checkbox', { name: 'Not yet in Tamil' });
  if ((await filter.isChecked()) !== untranslatedOnly) await filter.click();
  await expect(filter).toBeChecked({ checked: untranslatedOnly });
}

const saveSection = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Site settings saved successfully').first()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
};

test('the owner gives a product a Tamil name and size names: the Tamil read answers them, the English one is unchanged, and the untranslated filter finds it only before', async ({
  page,
  request,
}) => {
  const name = unique('E2E Tamil Oil');
  const tamilName = `நல்லெண்ணெய் ${name.split(' ').at(-1)}`;
  const response = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    multipart: {
      name,
      category: made.category,
      variants: JSON.stringify([
        { label: '500 ml', price: 180, mrp: 180, inStock: true },
        { label: '1 litre', price: 340, mrp: 340, inStock: true },
      ]),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = ((await response.json()) as { data: Product }).data;
  made.product = created._id;
  expect(created.translations).toEqual({});

  await openSignedIn(page, request, '/admin/products');
  await listProducts(page, name, true);
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('untranslated-count')).toHaveText('3 not in Tamil');

  await page.goto(`/admin/products/edit/${created._id}`);
  const tamilInput = page.getByLabel('Product Name (Tamil)');
  await expect(tamilInput).toHaveAttribute('lang', 'ta');
  await expect(page.getByTestId('not-in-tamil')).toHaveCount(3);
  await tamilInput.fill(tamilName);
  await page.getByLabel('Size name (Tamil)').nth(0).fill('500 மி.லி');
  await page.getByLabel('Size name (Tamil)').nth(1).fill('1 லிட்டர்');
  await expect(page.getByTestId('not-in-tamil')).toHaveCount(0);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!').first()).toBeVisible();

  const tamil = await productAt(created.slug, '?lang=ta');
  expect(tamil.name).toBe(tamilName);
  expect(tamil.variants.map((size) => size.label)).toEqual(['500 மி.லி', '1 லிட்டர்']);
  expect(tamil).not.toHaveProperty('translations');
  const english = await productAt(created.slug, '?lang=en');
  expect(english.name).toBe(name);
  expect(english.variants.map((size) => size.label)).toEqual(['500 ml', '1 litre']);
  const stored = await productAt(created.slug);
  expect(stored.name).toBe(name);
  expect(stored.translations).toEqual({ ta: { name: tamilName } });

  await listProducts(page, name, true);
  await expect(page.getByText('No products found.')).toBeVisible();
  await listProducts(page, name, false);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('untranslated-count')).toHaveCount(0);
  // The list's search reads the Tamil names too.
  await page.getByLabel('Search products').fill(tamilName);
  await expect(row).toHaveCount(1);
  // And its Tamil name typed in Latin letters (the list is newest first).
  await page.getByLabel('Search products').fill('nallennai');
  await expect(row).toHaveCount(1);
});

test("a category's Tamil name and description: the categories list's 'Not yet in Tamil' filter lists it before and not after; the Tamil read answers them", async ({ page, request }) => {
  const { name } = (await spec.api.json<{ data: { name: string } }>('GET', `/categories/${made.category}`)).data;
  await openSignedIn(page, request, '/admin/categories');
  await page.getByRole('checkbox', { name: 'Not yet in Tamil' }).click();
  const listed = page.getByRole('list', { name: 'Categories not yet in Tamil' }).getByTestId('category-row').filter({ hasText: name });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId('untranslated-count')).toHaveText('1 not in Tamil');

  await page.goto(`/admin/categories/edit/${made.category}`);
  await page.getByLabel('Category Name (Tamil)').fill('எண்ணெய் வகைகள்');
  await page.getByRole('button', { name: 'Update Category' }).click();
  await expect(page.getByText('Category updated successfully!').first()).toBeVisible();

  const tamil = await spec.api.json<{ data: { name: string } }>('GET', `/categories/${made.category}?lang=ta`);
  expect(tamil.data.name).toBe('எண்ணெய் வகைகள்');
  const english = await spec.api.json<{ data: { name: string } }>('GET', `/categories/${made.category}?lang=en`);
  expect(english.data.name).toBe(name);

  await page.goto('/admin/categories');
  await page.getByRole('checkbox', { name: 'Not yet in Tamil' }).click();
  await expect(page.getByTestId('category-row').filter({ hasText: name })).toHaveCount(0);
});

test('the owner writes the hero heading and the order message in Tamil: the Tamil site read answers them, the English one is unchanged', async ({ page, request }) => {
  const heading = `பாரம்பரிய முறையில் ஆட்டிய எண்ணெய் ${Date.now().toString(36)}`;
  await openSignedIn(page, request, '/admin/site/home');
  const hero = page.getByRole('group', { name: 'Hero' });
  // Without its Tamil (the seed has one), the heading is marked as not yet in Tamil.
  await hero.getByLabel('Heading (Tamil)').fill('');
  await expect(hero.getByTestId('not-in-tamil').first()).toBeVisible();
  await hero.getByLabel('Heading (Tamil)').fill(heading);
  await saveSection(page);
  await expectNoViolations(page);

  await page.goto('/admin/site/messages');
  const order = page.getByLabel('Order message (Tamil)');
  await order.fill('இதை ஆர்டர் செய்ய விரும்புகிறேன்');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(ORDER_PLACEHOLDER_MESSAGE).first()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await order.fill('{product} ஆர்டர் செய்ய விரும்புகிறேன்');
  await saveSection(page);
  await expectNoViolations(page);

  const tamil = await site('?lang=ta');
  expect(tamil.home.hero.heading).toBe(heading);
  expect(tamil.messages.order).toBe('{product} ஆர்டர் செய்ய விரும்புகிறேன்');
  // The order list's message, not edited here, reads as before in Tamil (the seed's Tamil, else the English).
  expect(tamil.messages.orderList).toBe(kept.original.translations?.ta?.messages?.orderList || kept.original.messages.orderList);
  const english = await site('?lang=en');
  expect(english.home.hero.heading).toBe(kept.original.home.hero.heading);
  expect(english.messages.order).toBe(kept.original.messages.order);
  const stored = await site();
  expect(stored.translations?.ta?.home?.hero?.heading).toBe(heading);
  expect(stored.translations?.ta?.messages?.order).toBe('{product} ஆர்டர் செய்ய விரும்புகிறேன்');
});

test("a reason moved down on the About page keeps its Tamil title, and the other reason keeps its own", async ({ page, request }) => {
  const before = await site();
  const [first, second] = before.about.reasons.items;
  await openSignedIn(page, request, '/admin/site/about');
  await page.getByLabel('Reason 1: title (Tamil)').fill('மரச்செக்கில் ஆட்டியது');
  await page.getByLabel('Reason 2: title (Tamil)').fill('எதுவும் சுத்திகரிக்கப்படவில்லை');
  await page.getByRole('button', { name: 'Move reason 1 down' }).click();
  await expect(page.getByRole('textbox', { name: 'Reason 1: title', exact: true })).toHaveValue(second.title);
  await expect(page.getByLabel('Reason 1: title (Tamil)')).toHaveValue('எதுவும் சுத்திகரிக்கப்படவில்லை');
  await expect(page.getByLabel('Reason 2: title (Tamil)')).toHaveValue('மரச்செக்கில் ஆட்டியது');
  await saveSection(page);

  const stored = await site();
  expect(stored.about.reasons.items.slice(0, 2).map((item) => item.title)).toEqual([second.title, first.title]);
  const tamil = await site('?lang=ta');
  expect(tamil.about.reasons.items.slice(0, 2).map((item) => item.title)).toEqual(['எதுவும் சுத்திகரிக்கப்படவில்லை', 'மரச்செக்கில் ஆட்டியது']);
  // The hero heading saved before, on another screen, is kept.
  expect(tamil.home.hero.heading).toBe(stored.translations?.ta?.home?.hero?.heading);
  expect(stored.translations?.ta?.home?.hero?.heading).toBeTruthy();

  // Loaded again, each row shows its own Tamil.
  await page.reload();
  await expect(page.getByLabel('Reason 1: title (Tamil)')).toHaveValue('எதுவும் சுத்திகரிக்கப்படவில்லை');
  await expect(page.getByLabel('Reason 2: title (Tamil)')).toHaveValue('மரச்செக்கில் ஆட்டியது');
  await expectNoViolations(page);
});
