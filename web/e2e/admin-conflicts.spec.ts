/**
 * Nothing the owner chose is dropped, nothing is silently overwritten: two tabs editing one product
 * (the second save shows what changed, Reload and Keep editing work), two tabs saving different Site
 * sections (both kept), a testimonial changed while its dialog is open, and Back with unsaved changes
 * (asks first). The site settings are put back at the end. A 12 MB photo picked just before Save is
 * saved with the form (Save waits while it is prepared): admin-photos.spec.ts, with its one 12 MB upload.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Product, SiteSettingsVersion, Testimonial } from '@catalogue/domain';
import { apiToken, keepSiteSettings, specApi, unique } from '../test/admin/e2e';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

const spec = specApi();

/** A signed-in tab of its own (its own local storage and page state), open at `path`. */
async function ownerTab(browser: Browser, baseURL: string, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('two tabs edit one product: the second save shows what changed; Keep editing saves over it, Reload shows it', async ({ browser, baseURL, request }) => {
  const { api } = spec;
  const category = await api.createCategory({ name: unique('Conflict oils') });
  spec.cleanup.push(`/categories/${category._id}`);
  const product = await api.createProduct({ name: unique('Groundnut oil'), description: 'First words', price: 250, category: category._id });
  spec.cleanup.push(`/products/${product._id}`);
  const token = await apiToken(request);
  const [first, second] = await Promise.all([0, 1].map(() => ownerTab(browser, baseURL!, token, `/admin/products/edit/${product._id}`)));
  for (const page of [first, second]) await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('First words', { timeout: 30_000 });

  await first.getByRole('textbox', { name: 'Description', exact: true }).fill('Saved by the first tab');
  await first.getByRole('button', { name: 'Update Product' }).click();
  await expect(first.getByText('Product updated successfully!')).toBeVisible();

  await second.getByRole('textbox', { name: 'Product Name', exact: true }).fill(`${product.name} (second tab)`);
  await second.getByRole('button', { name: 'Update Product' }).click();
  const alert = second.getByRole('alert').filter({ hasText: 'Changed elsewhere' });
  await expect(alert).toContainText('This product was changed elsewhere since you opened it');
  await expect(alert.getByTestId('conflict-fields')).toHaveText('Description');
  // Nothing was written, and the owner's typing is still there.
  expect((await api.json<{ data: Product }>('GET', `/products/${product._id}`)).data).toMatchObject({ name: product.name, description: 'Saved by the first tab' });
  await expect(second.getByRole('textbox', { name: 'Product Name', exact: true })).toHaveValue(`${product.name} (second tab)`);

  await alert.getByRole('button', { name: 'Keep editing' }).click();
  await expect(alert).toBeHidden();
  await second.getByRole('button', { name: 'Update Product' }).click();
  await expect(second.getByText('Product updated successfully!')).toBeVisible();
  expect((await api.json<{ data: Product }>('GET', `/products/${product._id}`)).data).toMatchObject({ name: `${product.name} (second tab)`, description: 'First words' });

  // The first tab, opened again, meets the second tab's save: Reload shows the stored values.
  await first.goto(`/admin/products/edit/${product._id}`);
  await expect(first.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('First words');
  await api.json('PUT', `/products/${product._id}`, { description: 'Changed meanwhile' });
  await first.getByRole('textbox', { name: 'Description', exact: true }).fill('Typed in the first tab');
  await first.getByRole('button', { name: 'Update Product' }).click();
  const again = first.getByRole('alert').filter({ hasText: 'Changed elsewhere' });
  await expect(again.getByTestId('conflict-fields')).toHaveText('Description');
  await again.getByRole('button', { name: 'Reload' }).click();
  await expect(again).toBeHidden();
  await expect(first.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Changed meanwhile');
  await expect(first.getByRole('textbox', { name: 'Product Name', exact: true })).toHaveValue(`${product.name} (second tab)`);
  for (const page of [first, second]) await page.context().close();
});

test.describe('site sections', () => {
  keepSiteSettings(spec);

  test('two tabs save different sections from the same start: both are kept', async ({ browser, baseURL, request }) => {
    const token = await apiToken(request);
    const hoursTab = await ownerTab(browser, baseURL!, token, '/admin/site/hours');
    const leadsTab = await ownerTab(browser, baseURL!, token, '/admin/site/introductions');
    const note = unique('Closed on Pongal');
    const lead = unique('Everything we press');
    await hoursTab.getByRole('textbox', { name: 'Note', exact: true }).fill(note);
    await leadsTab.getByRole('textbox', { name: 'Products page', exact: true }).fill(lead);
    await hoursTab.getByRole('button', { name: 'Save Changes' }).click();
    await expect(hoursTab.getByText('Site settings saved successfully')).toBeVisible();
    await leadsTab.getByRole('button', { name: 'Save Changes' }).click();
    await expect(leadsTab.getByText('Site settings saved successfully')).toBeVisible();
    const saved = (await spec.api.json<{ data: { settings: SiteSettingsVersion } }>('GET', '/site')).data.settings;
    expect(saved.hours.note).toBe(note);
    expect(saved.leads.products).toBe(lead);

    // The same section saved from a tab that did not see the other save: a conflict, nothing lost.
    await leadsTab.reload();
    await expect(leadsTab.getByRole('textbox', { name: 'Products page', exact: true })).toHaveValue(lead);
    await hoursTab.close();
    const otherLeadsTab = await ownerTab(browser, baseURL!, token, '/admin/site/introductions');
    await otherLeadsTab.getByRole('textbox', { name: 'Products page', exact: true }).fill(`${lead} (other tab)`);
    await otherLeadsTab.getByRole('button', { name: 'Save Changes' }).click();
    await expect(otherLeadsTab.getByText('Site settings saved successfully')).toBeVisible();
    await leadsTab.getByRole('textbox', { name: 'Gallery page', exact: true }).fill('From the first tab');
    await leadsTab.getByRole('button', { name: 'Save Changes' }).click();
    const alert = leadsTab.getByRole('alert').filter({ hasText: 'Changed elsewhere' });
    await expect(alert.getByTestId('conflict-fields')).toHaveText('products');
    expect((await spec.api.json<{ data: { settings: SiteSettingsVersion } }>('GET', '/site')).data.settings.leads.products).toBe(`${lead} (other tab)`);
    for (const page of [leadsTab, otherLeadsTab]) await page.context().close();
  });
});

test('a testimonial changed while its dialog is open: the save shows what changed; Keep editing saves the typed field over it', async ({ page, request }) => {
  const { api } = spec;
  const created = (await api.json<{ data: Testimonial }>('POST', '/testimonials', { quote: 'Lovely oil.', name: unique('Meena'), rating: 5, shown: false })).data;
  spec.cleanup.push(`/testimonials/${created._id}`);
  const token = await apiToken(request);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/site/testimonials');
  await page.getByRole('button', { name: `Edit testimonial by ${created.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await expect(dialog.getByRole('textbox', { name: 'Quote', exact: true })).toHaveValue('Lovely oil.');
  await api.json('PUT', `/testimonials/${created._id}`, { quote: 'Changed in another tab.' });
  await dialog.getByRole('textbox', { name: 'Place or role', exact: true }).fill('Home cook');
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'Changed elsewhere' });
  await expect(alert).toContainText('This testimonial was changed elsewhere since you opened it');
  await expect(alert.getByTestId('conflict-fields')).toHaveText('Quote');
  expect((await api.json<{ data: Testimonial }>('GET', `/testimonials/${created._id}`)).data).toMatchObject({ quote: 'Changed in another tab.', place: '' });
  // The fields the owner did not touch now show what is stored; what they typed stays.
  await expect(dialog.getByRole('textbox', { name: 'Quote', exact: true })).toHaveValue('Changed in another tab.');
  await expect(dialog.getByRole('textbox', { name: 'Place or role', exact: true })).toHaveValue('Home cook');
  await alert.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(dialog).toBeHidden();
  expect((await api.json<{ data: Testimonial }>('GET', `/testimonials/${created._id}`)).data).toMatchObject({ quote: 'Changed in another tab.', place: 'Home cook' });
});

test('Back with unsaved changes asks first; staying keeps the typing, leaving goes back', async ({ page, request }) => {
  const token = await apiToken(request);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/categories');
  await page.getByRole('link', { name: '+ Add New' }).click();
  await page.getByRole('textbox', { name: 'Category Name', exact: true }).fill('Half typed');
  await page.goBack();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/new$/);
  await expect(page.getByRole('textbox', { name: 'Category Name', exact: true })).toHaveValue('Half typed');
  await page.goBack();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
});
