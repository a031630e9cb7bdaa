import { expect, test } from '@playwright/test';
import { contactUrl, SITE } from '../src/config/site';
import { stubExternalSites } from './public-helpers';

test.describe('contact page', () => {
  test('checks the required fields, then opens the chat with every field prefilled', async ({ page }) => {
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
    const expected = contactUrl(values);
    // The browser may normalise the escaping (' becomes %27): compare the decoded message.
    const text = new URL(popup.url()).searchParams.get('text')!;
    expect(text).toBe(new URL(expected).searchParams.get('text'));
    for (const value of Object.values(values)) expect(text).toContain(value);
    expect(popup.url().startsWith(`https://wa.me/${SITE.chatNumber}?text=`)).toBe(true);
    await expect(page.locator('.contact-chat-link')).toHaveAttribute('href', expected);
    expect(apiCalls).toEqual([]);
  });

  test('shows the details, the business hours, and loads the map only on request', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url() || 'http://x').origin) && /^https?:/.test(request.url())) external.push(request.url());
    });
    await stubExternalSites(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref);
    await expect(main.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    for (const [days, hours] of [
      ['Monday to Friday', '9:00 AM to 6:00 PM'],
      ['Saturday', '9:00 AM to 4:00 PM'],
      ['Sunday', 'Closed'],
    ]) {
      await expect(main.locator('.hours div', { hasText: days })).toContainText(hours);
    }
    expect(external.filter((url) => url.includes('google'))).toEqual([]);
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByRole('button', { name: 'Show Map' }).click();
    await expect(main.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
  });
});
