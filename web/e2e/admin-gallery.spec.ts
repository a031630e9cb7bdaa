import { expect, test, type APIRequestContext } from '@playwright/test';
import { openSignedIn, specApi, pngFile, unique } from '../test/admin/e2e';

/** The gallery's defects found as a new user would: editing from the list, and the JSON test form's price. Each test cleans up what it made. */
test.describe.configure({ mode: 'serial' });

const spec = specApi();

interface SavedItem {
  _id: string;
  title: string;
  category: string;
  categoryId: string | null;
  subcategoryId: string | null;
  isPopular: boolean;
  order: number;
  image: string;
}

async function createGalleryItem(request: APIRequestContext, fields: Record<string, string>): Promise<SavedItem> {
  const response = await request.post('/api/gallery', { headers: { Authorization: `Bearer ${spec.token}` }, multipart: { ...fields, image: pngFile() } });
  expect(response.status(), await response.text()).toBe(201);
  const item = ((await response.json()) as { data: SavedItem }).data;
  spec.cleanup.push(`/gallery/${item._id}`);
  return item;
}

test('a gallery item filed under a category and subcategory, edited from the list, keeps every field', async ({ page, request }) => {
  const main = await spec.api.createCategory({ name: unique('E2E Gallery Oils') });
  spec.cleanup.push(`/categories/${main._id}`);
  const sub = await spec.api.createCategory({ name: unique('E2E Cold Pressed'), parent: main._id });
  spec.cleanup.push(`/categories/${sub._id}`);
  const title = unique('E2E Press Day');
  const item = await createGalleryItem(request, { title, description: 'The press at work.', category: main._id, subcategory: sub._id, isPopular: 'true', order: '30' });
  expect(item).toMatchObject({ categoryId: main._id, subcategoryId: sub._id, isPopular: true, order: 30 });

  await openSignedIn(page, request, '/admin/gallery');
  await page.getByPlaceholder('Search gallery items...').fill(title);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/gallery/edit/${item._id}$`));
  await expect(page.getByLabel('Title*')).toHaveValue(title);
  await expect(page.getByText(`Filed under ${main.name} › ${sub.name}.`)).toBeVisible();
  const renamed = `${title} edited`;
  await page.getByLabel('Title*').fill(renamed);
  await page.getByRole('button', { name: 'Save Gallery Item' }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await expect(page.getByRole('heading', { name: 'Gallery Management' })).toBeVisible();
  await expect(page.getByText('Gallery item updated successfully')).toBeVisible();

  const saved = (await spec.api.json<{ data: SavedItem }>('GET', `/gallery/${item._id}`)).data;
  expect(saved).toMatchObject({
    title: renamed,
    category: item.category,
    categoryId: main._id,
    subcategoryId: sub._id,
    isPopular: true,
    order: 30,
    image: item.image,
  });
});

test('the JSON test form creates a product with the price given, and its gallery item', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Json Oils') });
  spec.cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Json Sesame');
  await openSignedIn(page, request, '/admin/gallery/json');
  await expect(page.getByRole('heading', { name: 'JSON Gallery Form Test' })).toBeVisible();
  await page.getByLabel('Name*').fill(name);
  await page.getByLabel('Category*').selectOption(category._id);
  await page.getByLabel('Price (₹)').fill('349.50');
  // The shared LabelledCheckbox: its native input covers the drawn box and the label, so a click anywhere on them reaches it.
  await page.getByLabel('Add to Gallery').check();
  await expect(page.getByLabel('Add to Gallery')).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Product created and added to the gallery')).toBeVisible();
  await expect(page.getByLabel('Name*')).toHaveValue('');

  const products = await spec.api.json<{ data: { _id: string; name: string; price: number }[] }>('GET', `/products?search=${encodeURIComponent(name)}`);
  const product = products.data.find((entry) => entry.name === name);
  expect(product, `product ${name}`).toBeTruthy();
  spec.cleanup.push(`/products/${product!._id}`);
  expect(product!.price).toBe(349.5);
  const gallery = await spec.api.json<{ data: { _id: string; title: string; categoryId: string | null }[] }>('GET', '/gallery');
  const filed = gallery.data.find((entry) => entry.title === name);
  expect(filed, `gallery item ${name}`).toBeTruthy();
  spec.cleanup.push(`/gallery/${filed!._id}`);
  expect(filed!.categoryId).toBe(category._id);
});
