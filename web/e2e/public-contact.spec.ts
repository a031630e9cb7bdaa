import { expect, test } from '@playwright/test';
import { hoursRows } from '@catalogue/domain';
import { contactUrl } from '../src/public/pages/contactMessage';
import { getSite, stubExternalSites } from './public-helpers';

test.describe('contact page', () => {
  test('checks the required fields, then opens the chat with every field prefilled', async ({ page, request }) => {
    const { business } = (await getSite(request)).settings;
    test.skip(!business.chatNumber, 'the site has no chat number: no form');
    await stubExternalSites(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() !== 'GET') apiCalls.push(request.url());
    });
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact/);
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');

    await page.getByRole('button', { name: /send via whatsapp/i }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Phone is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');

    const values = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 90000 11111',
      subject: 'Bulk order & delivery',
      message: 'Do you deliver 20 L of groundnut oil to Salem?\nThanks!',
    };
    await page.getByLabel('Your Name').fill(values.name);
    await page.getByLabel('Email Address').fill(values.email);
    await page.getByLabel('Phone Number').fill(values.phone);
    await page.getByLabel('Subject').fill(values.subject);
    await page.getByRole('textbox', { name: 'Message' }).fill(values.message);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /send via whatsapp/i }).click()]);
    const expected = contactUrl(business.chatNumber, values)!;
    // The browser may normalise the escaping (' becomes %27): compare the decoded message.
    const text = new URL(popup.url()).searchParams.get('text')!;
    expect(text).toBe(new URL(expected).searchParams.get('text'));
    for (const value of Object.values(values)) expect(text).toContain(value);
    expect(popup.url().startsWith(`https://wa.me/${business.chatNumber}?text=`)).toBe(true);
    await expect(page.locator('.contact-chat-link')).toHaveAttribute('href', expected);
    expect(apiCalls).toEqual([]);
  });

  test('shows the details and the hours from the settings, and loads the map only on request', async ({ page, request }) => {
    const { business, hours } = (await getSite(request)).settings;
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url() || 'http://x').origin) && /^https?:/.test(request.url())) external.push(request.url());
    });
    await stubExternalSites(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    const details = main.getByRole('complementary', { name: 'Contact details' });
    for (const phone of business.phones) await expect(details.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    if (business.email) await expect(details.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    for (const line of business.address) await expect(details.locator('address')).toContainText(line);
    for (const row of hoursRows(hours.days)) await expect(main.locator('.hours div', { hasText: row.days })).toContainText(row.hours);
    expect(external.filter((url) => url.includes('google'))).toEqual([]);
    await expect(main.locator('iframe')).toHaveCount(0);
    test.skip(business.map.lat === null, 'the site has no map point: no map');
    await expect(main.locator('.map-placeholder')).toContainText(business.map.label || business.name);
    await expect(main.getByRole('link', { name: /open in maps/i })).toHaveAttribute('href', new RegExp(`query=${business.map.lat}%2C${business.map.lng}$`));
    await main.getByRole('button', { name: 'Show Map' }).click();
    await expect(main.locator('iframe')).toHaveAttribute('src', `https://www.google.com/maps?q=${business.map.lat},${business.map.lng}&z=15&output=embed`);
  });
});
