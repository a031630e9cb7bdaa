/**
 * The product form's photos: the saved ones shown in order, a new one added, reordered by keyboard
 * (Space, arrows, Space) and by dragging, saved in that order; the public page's cover follows.
 * axe finds nothing on the form.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openSignedIn, specApi, unique } from '../test/admin/e2e';
import { accessibilityViolations } from './support/accessibility';

const spec = specApi();

const photo = async (name: string, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 480, height: 360, channels: 3, background: colour } }).png().toBuffer(),
});

/** Drags a grip onto the left or right half of another photo, in small steps. */
async function dragAcross(page: Page, grip: Locator, target: Locator, side: 'before' | 'after') {
  const from = (await grip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2, { steps: 4 });
  for (const steps of [15, 3]) {
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width * (side === 'before' ? 0.2 : 0.8), to.y + to.height / 2, { steps });
    await page.waitForTimeout(100);
  }
  await page.mouse.up();
}

test('the owner adds a photo, makes it the cover by keyboard, reorders the others by dragging, and saves that order', async ({ page, request }) => {
  const category = await spec.api.createCategory({ name: unique('E2E Photos') });
  spec.cleanup.push(`/categories/${category._id}`);
  const name = unique('E2E Coconut Oil');
  const [first, second, added] = await Promise.all([photo('first.png', { r: 200, g: 160, b: 40 }), photo('second.png', { r: 40, g: 120, b: 70 }), photo('added.png', { r: 150, g: 60, b: 40 })]);
  const created = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${spec.token}` },
    multipart: { name, price: '300', variants: JSON.stringify([{ price: 300, mrp: 300 }]), category: category._id, images: first },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()).data as { _id: string; slug: string };
  spec.cleanup.splice(0, 0, `/products/${product._id}`);
  const withSecond = await request.put(`/api/products/${product._id}`, { headers: { Authorization: `Bearer ${spec.token}` }, multipart: { images: second } });
  const [idA, idB] = ((await withSecond.json()).data.images as { _id: string }[]).map((p) => p._id);

  await openSignedIn(page, request, `/admin/products/edit/${product._id}`);
  const list = page.getByRole('list', { name: 'Photos' });
  const items = list.getByTestId('photo-item');
  await expect(items).toHaveCount(2);
  await expect(list.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', new RegExp(idA));
  await page.getByLabel('Add photos').setInputFiles(added);
  await expect(items).toHaveCount(3);
  await expect(list.getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', /^blob:/);

  // Keyboard: pick the new photo up, move it two places left, drop it: it is the cover.
  await page.getByRole('button', { name: 'Drag to reorder Photo 3' }).focus();
  await page.keyboard.press('Space');
  for (const key of ['ArrowLeft', 'ArrowLeft', 'Space']) {
    await page.waitForTimeout(200);
    await page.keyboard.press(key);
  }
  await expect(list.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', /^blob:/);

  // Pointer: drag the old cover (now photo 2) after photo 3.
  await dragAcross(page, page.getByRole('button', { name: 'Drag to reorder Photo 2' }), items.nth(2), 'after');
  await expect(list.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', new RegExp(idB));
  await expect(list.getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', new RegExp(idA));

  expect(await accessibilityViolations(page, 'form')).toEqual([]);

  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  const saved = (await spec.api.json<{ data: { images: { _id: string }[]; image: string } }>('GET', `/products/${product._id}`)).data;
  expect(saved.images.map((p) => p._id).slice(1)).toEqual([idB, idA]);
  expect(saved.images[0]._id).not.toMatch(new RegExp(`^(${idA}|${idB})$`));
  expect(saved.image).toContain(saved.images[0]._id);

  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('region', { name: `Photos of ${name}` }).getByRole('img').first()).toHaveAttribute('src', new RegExp(saved.images[0]._id));
});
