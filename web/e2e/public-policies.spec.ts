/**
 * The shop's policy pages (issue 31, item 3): the footer's Policies group links to the five pages in
 * English and under /ta/; each is server-rendered with its title and the owner's text; the shipping
 * page lists the delivery areas with their fees and times; the returns page says the return window;
 * the sitemap lists them; axe on each. And the product page's structured data (item 4): every Offer
 * carries shippingDetails (one per delivery area) and hasMerchantReturnPolicy naming the returns page.
 * Expectations come from the API, not from the seed's words.
 */
import { expect, test } from '@playwright/test';
import { POLICY_KEYS, POLICY_PATHS, localizedPath, paragraphs, type Language, type SiteSettings } from '@catalogue/domain';
import { accessibilityViolations } from './support/accessibility';
import { api, getProducts, stubExternalSites } from './public-helpers';

const TITLES: Record<Language, Record<(typeof POLICY_KEYS)[number], string>> = {
  en: { shipping: 'Shipping and Delivery', returns: 'Returns and Refunds', cancellation: 'Cancellation', privacy: 'Privacy', terms: 'Terms' },
  ta: { shipping: 'அனுப்புதலும் டெலிவரியும்', returns: 'திருப்பி அனுப்புதலும் பணம் திருப்புதலும்', cancellation: 'ரத்து செய்தல்', privacy: 'தனியுரிமை', terms: 'விதிமுறைகள்' },
};

/** The first words of a policy's text as the page shows them (emphasis marks dropped). */
const opening = (text: string) => paragraphs(text)[0].replace(/\*/g, '').slice(0, 40);

for (const language of ['en', 'ta'] as const) {
  test(`the five policy pages in ${language === 'en' ? 'English' : 'Tamil'}: linked from the footer, server-rendered with the owner's text, accessible`, async ({ page, request }) => {
    await stubExternalSites(page);
    const { settings } = await api<{ settings: SiteSettings }>(request, `/site?lang=${language}`);
    await page.goto(localizedPath(language, '/'));
    const footer = page.getByRole('navigation', { name: language === 'en' ? 'Policies' : 'கொள்கைகள்' });
    for (const policy of POLICY_KEYS) {
      await expect(footer.getByRole('link', { name: TITLES[language][policy], exact: true })).toHaveAttribute('href', localizedPath(language, POLICY_PATHS[policy]));
    }
    for (const policy of POLICY_KEYS) {
      const path = localizedPath(language, POLICY_PATHS[policy]);
      // Server-rendered: the page's words are in the HTML before any script runs.
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<h1>${TITLES[language][policy]}</h1>`);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: TITLES[language][policy] })).toBeVisible();
      await expect(page.locator('main')).toContainText(opening(settings.policies[policy].text));
      await expect(page).toHaveTitle(new RegExp(`^${TITLES[language][policy]} \\|`));
      expect(await accessibilityViolations(page, 'main'), path).toEqual([]);
    }
  });
}

test('the shipping page lists the delivery areas with fees and times; the returns page its window; the sitemap lists the five', async ({ page, request }) => {
  await stubExternalSites(page);
  const { settings } = await api<{ settings: SiteSettings }>(request, '/site');
  await page.goto('/shipping');
  const table = page.getByRole('table');
  for (const area of settings.delivery.areas) {
    const row = table.getByRole('row', { name: new RegExp(area.name) });
    await expect(row).toContainText(area.pincodes[0]);
    await expect(row).toContainText(area.fee ? `₹${area.fee}` : 'Free');
  }
  const { handlingDays: h, transitDays: t } = settings.delivery;
  const days = ({ min, max }: { min: number; max: number }) => (min === max ? `${min} day` : `${min} to ${max} days`);
  await expect(page.locator('main')).toContainText(`We pack your order in ${days(h)}; it then reaches you in ${days(t)}.`);

  await page.goto('/returns');
  const window = settings.policies.returns.windowDays;
  await expect(page.locator('main')).toContainText(window ? `within ${window} day` : 'We take no returns');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const policy of POLICY_KEYS) {
    expect(sitemap).toContain(`${POLICY_PATHS[policy]}</loc>`);
    expect(sitemap).toContain(`/ta${POLICY_PATHS[policy]}</loc>`);
  }
});

test("a product page's structured data: every Offer carries shippingDetails per delivery area and the returns policy", async ({ request, baseURL }) => {
  const { settings } = await api<{ settings: SiteSettings }>(request, '/site');
  const [product] = await getProducts(request);
  const html = await (await request.get(`/products/${product.slug}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
  const data = blocks.find((block) => block['@type'] === 'Product') as { offers: Record<string, any>[] };
  expect(data.offers.length).toBe(product.variants.length);
  for (const offer of data.offers) {
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', price: expect.stringMatching(/^\d+\.\d{2}$/), availability: expect.stringMatching(/^https:\/\/schema\.org\//) });
    expect(offer.shippingDetails).toHaveLength(settings.delivery.areas.length);
    expect(offer.shippingDetails[0]).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', currency: 'INR', value: settings.delivery.areas[0].fee },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN', postalCodePrefix: settings.delivery.areas[0].pincodes },
      deliveryTime: { handlingTime: { minValue: settings.delivery.handlingDays.min, maxValue: settings.delivery.handlingDays.max, unitCode: 'DAY' } },
    });
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ '@type': 'MerchantReturnPolicy', applicableCountry: 'IN', merchantReturnLink: `${new URL(baseURL!).origin}/returns` });
  }
});
