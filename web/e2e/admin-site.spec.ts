/**
 * The Site section: the owner changes the business's facts in the back office, and a visitor's
 * next page load shows them everywhere; an older version restored brings the old values back.
 * These change what every public page shows, so they run one after the other and put the settings
 * and the testimonials back as they were at the end.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHAT_NUMBER_MESSAGE, chatLink, defaultSize, nameWithSize, orderMessage, type Product, type Testimonial } from '@catalogue/domain';
import { keepSiteSettings, openSignedIn, specApi, pngFile, unique } from '../test/admin/e2e';
import { stubExternalSites, untilHydrated } from './public-helpers';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

const spec = specApi();
const kept = keepSiteSettings(spec);
let originalTestimonials: Testimonial[];

const settingsNow = () => spec.api.siteSettings();
const testimonialsNow = async () => (await spec.api.json<{ data: Testimonial[] }>('GET', '/testimonials')).data;

test.beforeAll(async () => {
  originalTestimonials = await testimonialsNow();
});

test.afterAll(async () => {
  const keptIds = new Set(originalTestimonials.map((item) => item._id));
  for (const item of await testimonialsNow()) if (!keptIds.has(item._id)) await spec.api.remove(`/testimonials/${item._id}`);
  for (const { _id, quote, name, place, rating, shown } of originalTestimonials) {
    await spec.api.json('PUT', `/testimonials/${_id}`, { quote, name, place, rating, shown });
  }
  await spec.api.json('PUT', '/testimonials/order', { ids: originalTestimonials.map((item) => item._id) });
});

/** A fresh visitor's page (nothing cached), closed after `look`. */
async function asVisitor(browser: Browser, baseURL: string, path: string, look: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await look(page);
  await context.close();
}

const saveSection = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Site settings saved successfully').first()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
};

test('the owner changes phone, chat number, Sunday hours, hero heading and a testimonial; a visitor sees them everywhere; restoring brings the old values back', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A long walk through five forms and three visitors' page loads, on a machine shared with others.
  test.setTimeout(180_000);
  const phone = { display: '+91 90000 12345', dial: '+919000012345' };
  const chatNumber = '919000012345';
  const heading = unique('Pure from the farm');
  const quote = unique('The best oil we have ever bought');
  const [featured] = (await spec.api.json<{ data: Product[] }>('GET', '/products/featured/list')).data.filter((product) => product.inStock !== false);

  await openSignedIn(page, request, '/admin/site');
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();

  // An invalid chat number: the field says why and nothing is saved.
  await page.getByLabel('Chat (WhatsApp) number').fill('+91 98765');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(CHAT_NUMBER_MESSAGE, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Chat (WhatsApp) number')).toHaveAttribute('aria-invalid', 'true');
  expect((await settingsNow()).version).toBe(kept.original.version);

  await page.getByLabel('Chat (WhatsApp) number').fill(chatNumber);
  await page.getByLabel('Phone 1: as shown').fill(phone.display);
  await page.getByLabel('Phone 1: number to dial').fill(phone.dial);
  // The live preview follows the typing.
  await expect(page.getByTestId('footer-preview')).toContainText(phone.display);
  await saveSection(page);

  // Leaving with unsaved changes asks first.
  await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill('Not saved');
  await page.getByRole('navigation', { name: 'Site settings pages' }).getByRole('link', { name: 'Hours' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site settings pages' }).getByRole('link', { name: 'Hours' }).click();
  await leave.getByRole('button', { name: 'Leave page' }).click();

  await expect(page.getByRole('heading', { name: 'Business Hours', level: 2 })).toBeVisible();
  const sunday = page.getByRole('group', { name: 'Sunday' });
  const closed = sunday.getByRole('checkbox', { name: 'Closed' });
  if (await closed.isChecked()) await sunday.getByText('Closed').click();
  await sunday.getByLabel('Opens').fill('10:00');
  await sunday.getByLabel('Closes').fill('14:00');
  await expect(page.getByTestId('footer-preview')).toContainText('Sunday: 10:00 AM to 2:00 PM');
  await saveSection(page);

  await page.getByRole('link', { name: 'Home Page' }).click();
  await page.getByRole('group', { name: 'Hero' }).getByRole('textbox', { name: 'Heading', exact: true }).fill(heading);
  await saveSection(page);

  await page.getByRole('link', { name: 'Testimonials' }).click();
  const first = originalTestimonials.find((item) => item.shown)!;
  await page.getByRole('button', { name: `Edit testimonial by ${first.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await dialog.getByRole('textbox', { name: 'Quote', exact: true }).fill(quote);
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(page.getByText('Testimonial updated successfully').first()).toBeVisible();
  await expect(page.getByTestId('testimonial-row').filter({ hasText: quote })).toBeVisible();
  const changed = await settingsNow();

  await asVisitor(browser, baseURL!, '/', async (visitor) => {
    await expect(visitor.locator('.home-hero').getByRole('heading', { level: 1 })).toHaveText(heading);
    const footer = visitor.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    await expect(footer.locator('.footer-hours')).toContainText('Sunday: 10:00 AM to 2:00 PM');
    await expect(visitor.locator('.floating-call')).toHaveAttribute('href', `tel:${phone.dial}`);
    await expect(visitor.locator('.floating-chat')).toHaveAttribute('href', chatLink(chatNumber, changed.messages.greeting)!);
    await expect(visitor.locator('.contact-block').getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    await expect(visitor.locator('.testimonials')).toContainText(quote);
    if (featured) {
      const card = visitor.locator('.product-card').filter({ has: visitor.locator('.product-name', { hasText: featured.name }) }).first();
      await expect(card.getByRole('link', { name: /order now/i })).toHaveAttribute('href', chatLink(chatNumber, orderMessage(changed.messages.order, nameWithSize(featured.name, defaultSize(featured.variants))))!);
    }
  });
  await asVisitor(browser, baseURL!, '/contact', async (visitor) => {
    const main = visitor.getByRole('main');
    await expect(main.getByRole('link', { name: phone.display }).first()).toHaveAttribute('href', `tel:${phone.dial}`);
    await expect(main.locator('.hours')).toContainText('Sunday');
    await expect(main.locator('.hours')).toContainText('10:00 AM to 2:00 PM');
  });

  // Restore the version the test started from: the old values come back.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByTestId('site-version').first()).toContainText(`Version ${changed.version}`);
  await page.getByRole('button', { name: `Restore version ${kept.original.version}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Restore version ${kept.original.version}?` });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Version ${kept.original.version} restored`)).toBeVisible();
  const restored = await settingsNow();
  expect(restored.version).toBeGreaterThan(changed.version);
  expect(restored.business.phones).toEqual(kept.original.business.phones);
  expect(restored.business.chatNumber).toBe(kept.original.business.chatNumber);
  expect(restored.hours).toEqual(kept.original.hours);
  expect(restored.home.hero.heading).toBe(kept.original.home.hero.heading);

  await asVisitor(browser, baseURL!, '/', async (visitor) => {
    await expect(visitor.locator('.home-hero').getByRole('heading', { level: 1 })).toHaveText(kept.original.home.hero.heading);
    if (kept.original.business.phones[0]) await expect(visitor.locator('.floating-call')).toHaveAttribute('href', `tel:${kept.original.business.phones[0].dial}`);
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: phone.display })).toHaveCount(0);
  });
});

test('the owner names a delivery area and words the order list message; a visitor\'s order list and chat follow', async ({ page, request, browser, baseURL }) => {
  await openSignedIn(page, request, '/admin/site/delivery');
  await expect(page.getByRole('heading', { name: 'Delivery', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add delivery area' }).click();
  const index = (await settingsNow()).delivery.areas.length + 1;
  await page.getByRole('textbox', { name: `Area ${index}: name`, exact: true }).fill('Pollachi town');
  await page.getByLabel(`Area ${index}: pincodes`).fill('642001, 0642');
  await page.getByLabel(`Area ${index}: delivery fee (₹)`).fill('55');
  await page.getByLabel(`Area ${index}: minimum order (₹)`).fill('250');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel(`Area ${index}: pincodes`)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(`Area ${index}: pincodes`).fill('642001, 642002');
  await saveSection(page);
  expect((await settingsNow()).delivery.areas.at(-1)).toEqual({ name: 'Pollachi town', pincodes: ['642001', '642002'], fee: 55, minimumOrder: 250 });

  await page.getByRole('navigation', { name: 'Site settings pages' }).getByRole('link', { name: 'Messages' }).click();
  await page.getByRole('textbox', { name: 'Order list message', exact: true }).fill('Vanakkam! Order {number}\n{lines}\nTotal {total}\nArea fee {deliveryFee}');
  await saveSection(page);

  const product = (await spec.api.json<{ data: Product[] }>('GET', '/products?limit=100')).data.find((p) => p.inStock && p.variants.length === 1)!;
  await asVisitor(browser, baseURL!, `/products/${product.slug}`, async (visitor) => {
    await stubExternalSites(visitor);
    await untilHydrated(visitor);
    await visitor.getByRole('button', { name: 'Add to order list', exact: true }).click();
    await visitor.goto('/order-list');
    await visitor.getByLabel('Pincode').fill('642002');
    await expect(visitor.locator('.delivery-note')).toContainText('Delivery to Pollachi town: ₹55.00');
    if (product.variants[0].price < 250) await expect(visitor.locator('.delivery-note')).toContainText('The minimum order for Pollachi town is ₹250.00');
    const [chat] = await Promise.all([visitor.waitForEvent('popup'), visitor.getByRole('button', { name: 'Send order on WhatsApp' }).click()]);
    const text = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(text).toMatch(/^Vanakkam! Order [A-Z]{2,3}-\d{4}-\d{4,}\n• /);
    expect(text).toContain('Area fee ₹55 (Pollachi town)');
  });
});

test('the logo is saved as soon as it is chosen, shows in the preview, and can be removed', async ({ page, request }) => {
  await openSignedIn(page, request, '/admin/site/business');
  await page.getByLabel('Logo').setInputFiles(pngFile('logo.png'));
  await expect(page.getByText('Logo saved successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enlarge image preview' })).toBeVisible();
  await expect(page.getByTestId('footer-preview').locator('img')).toHaveAttribute('src', /\/uploads\/site\//);
  expect((await settingsNow()).business.logo?.src).toMatch(/^\/uploads\/site\//);

  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByText('Logo removed').first()).toBeVisible();
  await expect(page.getByTestId('footer-preview').locator('img')).toHaveCount(0);
  expect((await settingsNow()).business.logo).toBeNull();
});

test('a testimonial is added, hidden from the website, and deleted after confirming', async ({ page, request }) => {
  const name = unique('E2E Reviewer');
  await openSignedIn(page, request, '/admin/site/testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(dialog.getByText('Quote is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Quote', exact: true }).fill('Lovely sesame oil.');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Rating').selectOption('4');
  await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(page.getByText('Testimonial created successfully').first()).toBeVisible();
  const row = page.getByTestId('testimonial-row').filter({ hasText: name });
  await expect(row).toContainText('Lovely sesame oil.');
  expect((await testimonialsNow()).find((item) => item.name === name)).toMatchObject({ rating: 4, shown: true });

  await row.getByRole('button', { name: `Hide testimonial by ${name}` }).click();
  await expect(row.getByText('Hidden')).toBeVisible();
  const site = (await spec.api.json<{ data: { testimonials: Testimonial[] } }>('GET', '/site')).data;
  expect(site.testimonials.map((item) => item.name)).not.toContain(name);

  await row.getByRole('button', { name: `Delete testimonial by ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete testimonial?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete testimonial by ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Testimonial deleted successfully').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await testimonialsNow()).map((item) => item.name)).not.toContain(name);
});

test('testimonials reorder with the keyboard only; the home page follows', async ({ page, request, browser, baseURL }) => {
  const shown = originalTestimonials.filter((item) => item.shown);
  test.skip(shown.length < 2, 'needs two shown testimonials');
  const [first, second] = originalTestimonials;

  await openSignedIn(page, request, '/admin/site/testimonials');
  await expect(page.getByTestId('testimonial-row')).toHaveCount(originalTestimonials.length);
  // Space picks the second up, ArrowUp moves it one place, Space drops it.
  await page.getByRole('button', { name: `Drag to reorder ${second.name}` }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(page.getByText('Testimonial order saved').first()).toBeVisible();
  await expect(page.getByTestId('testimonial-row').first()).toContainText(second.name);
  await expect.poll(async () => (await testimonialsNow()).map((item) => item._id).slice(0, 2)).toEqual([second._id, first._id]);

  if (first.shown && second.shown) {
    await asVisitor(browser, baseURL!, '/', async (visitor) => {
      await expect(visitor.locator('.testimonials .testimonial-name').first()).toHaveText(second.name);
    });
  }
});

test('Site section on a 375 px phone: tab bar entry and forms fit', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, request, '/admin');
  await page.getByRole('navigation', { name: 'Admin sections (tab bar)' }).getByRole('link', { name: 'Site' }).click();
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
