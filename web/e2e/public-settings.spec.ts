/**
 * The business's words come from the site settings (GET /api/site) wherever a visitor meets them:
 * footer, floating buttons, home, About, order links, titles; the hours mark today's row.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chatLink, defaultSize, hoursRows, nameWithSize, orderMessage, paragraphs, WEEKDAY_NAMES, weekdayOf, type DayHours, type Product } from '@catalogue/domain';
import { api, getSite } from './public-helpers';

/** The text a visitor reads of a long text (paragraphs, *emphasis* markers gone). */
const plain = (text: string) => paragraphs(text).map((paragraph) => paragraph.replace(/\*([^*\n]+)\*/g, '$1'));

async function expectTodayMarked(rows: Locator, days: DayHours[], date: Date) {
  const today = hoursRows(days).find((row) => row.weekdays.includes(weekdayOf(date)))!;
  const marked = rows.locator('[aria-current="date"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(today.days);
  await expect(marked).toContainText(today.hours);
  await expect(marked).toContainText('(today)');
}

const footerOf = (page: Page) => page.getByRole('contentinfo');

test.describe('the site settings on the public pages', () => {
  test('footer and floating buttons: name, description, social links, phones, email, address, hours', async ({ page, request }) => {
    const { business, hours, messages } = (await getSite(request)).settings;
    await page.goto('/products');
    const footer = footerOf(page);
    await expect(footer.getByRole('heading', { name: business.name, level: 2 })).toBeVisible();
    for (const text of plain(business.description)) await expect(footer).toContainText(text);
    for (const link of business.social) {
      await expect(footer.getByRole('link', { name: `${link.name} (opens in a new tab)` })).toHaveAttribute('href', link.url);
    }
    for (const phone of business.phones) await expect(footer.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    if (business.email) await expect(footer.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    for (const line of business.address) await expect(footer.locator('address')).toContainText(line);
    for (const row of hoursRows(hours.days)) await expect(footer.locator('.footer-hours')).toContainText(`${row.days}: ${row.hours}`);
    for (const text of plain(hours.note)) await expect(footer).toContainText(text);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${business.name}. All rights reserved.`);

    const call = page.locator('.floating-call');
    const chat = page.locator('.floating-chat');
    if (business.phones.length) {
      await expect(call).toHaveAttribute('href', `tel:${business.phones[0].dial}`);
      await expect(call).toHaveAccessibleName(`Call us at ${business.phones[0].display}`);
    } else await expect(call).toHaveCount(0);
    const greeting = chatLink(business.chatNumber, messages.greeting);
    if (greeting) await expect(chat).toHaveAttribute('href', greeting);
    else await expect(chat).toHaveCount(0);
  });

  for (const [day, date] of [
    ['a Sunday', new Date(2026, 10, 22, 10)],
    ['a Wednesday', new Date(2026, 10, 25, 10)],
    ['a Saturday', new Date(2026, 10, 28, 10)],
  ] as const) {
    test(`the business hours mark today's row on ${day}, in the footer and on the contact page`, async ({ page, request }) => {
      expect(WEEKDAY_NAMES[weekdayOf(date)]).toBe(day.slice(2));
      const { hours } = (await getSite(request)).settings;
      test.skip(!hours.days.some((row) => !row.closed), 'the site shows no hours');
      await page.clock.setFixedTime(date);
      await page.goto('/contact');
      await expectTodayMarked(footerOf(page).locator('.footer-hours'), hours.days, date);
      await expectTodayMarked(page.getByRole('main').locator('.hours'), hours.days, date);
    });
  }

  test('home: title, hero, story teaser, figures, contact block and the featured order links', async ({ page, request }) => {
    const [{ settings }, featured] = await Promise.all([getSite(request), api<Product[]>(request, '/products/featured/list')]);
    const { business, home, messages } = settings;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle(business.tagline ? `${business.name} | ${business.tagline}` : business.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', plain(business.description).join(' '));
    await expect(page.locator('header .brand')).toHaveText(business.name);

    const hero = page.locator('.home-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
    if (home.hero.badge) await expect(hero.locator('.hero-eyebrow')).toHaveText(home.hero.badge);
    await expect(hero.locator('.hero-lead')).toHaveText(plain(home.hero.text));

    const story = page.locator('.about-teaser');
    await expect(story.getByRole('heading', { level: 2 })).toHaveText(home.story.heading);
    await expect(story.locator('.about-teaser-inner > div > p')).toHaveText(plain(home.story.text));
    await expect(story.getByRole('link', { name: home.story.button })).toHaveAttribute('href', '/about-us');
    const figures = home.stats.filter((stat) => stat.value || stat.label);
    await expect(story.locator('.about-stats strong')).toHaveText(figures.map((stat) => stat.value));
    await expect(story.locator('.about-stats span')).toHaveText(figures.map((stat) => stat.label));

    const contact = page.locator('.contact-block');
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(home.contact.heading);
    for (const phone of business.phones) await expect(contact.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    const greeting = chatLink(business.chatNumber, messages.greeting);
    if (greeting) await expect(contact.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', greeting);

    const inStock = featured.find((product) => product.inStock !== false);
    if (inStock && business.chatNumber) {
      const card = page.locator('.product-card').filter({ has: page.locator('.product-name', { hasText: inStock.name }) }).first();
      await expect(card.getByRole('link', { name: /order now/i })).toHaveAttribute(
        'href',
        chatLink(business.chatNumber, orderMessage(messages.order, nameWithSize(inStock.name, defaultSize(inStock.variants))))!,
      );
    }
  });

  test('About: lead, story, reasons and the differences table with its column labels', async ({ page, request }) => {
    const { business, about } = (await getSite(request)).settings;
    await page.goto('/about-us');
    await expect(page).toHaveTitle(`About Us | ${business.name}`);
    const main = page.getByRole('main');
    for (const text of plain(about.lead)) await expect(main.locator('.page-hero')).toContainText(text);
    if (about.story.text) {
      await expect(main.getByRole('heading', { name: about.story.heading, level: 2 })).toBeVisible();
      await expect(main.locator('.about-story p')).toHaveText(plain(about.story.text));
    }
    await expect(main.locator('.reason-grid h3')).toHaveText(about.reasons.items.map((item) => item.title));
    if (about.differences.rows.length) {
      const table = main.getByRole('table');
      await expect(table.locator('thead th')).toHaveText(['Aspect', about.differences.oursLabel, about.differences.usualLabel]);
      await expect(table.locator('tbody tr')).toHaveCount(about.differences.rows.length);
      const first = about.differences.rows[0];
      await expect(table.locator('tbody tr').first()).toHaveText(`${first.aspect}${first.ours}${first.usual}`);
    }
  });
});
