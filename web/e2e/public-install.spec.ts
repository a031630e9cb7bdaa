/**
 * The shop as an installable app: the manifest in each language (name from the site settings, icons
 * of 192 and 512 px and a maskable one, fetched and measured), linked from every public page in its
 * language; Chromium reports the site installable (CDP Page.getInstallabilityErrors: none); the
 * install offer comes from the second visit on (Chrome's prompt; on an iPhone the Add to Home Screen
 * steps), and its "Not now" is remembered. axe on the offer.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { en, type Messages } from '../src/public/i18n/en';
import ta from '../src/public/i18n/ta';
import { getSite, untilHydrated } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';
import { pngSize, workerContext } from './support/serviceWorker';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}


async function manifestOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  return (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
}

test('the manifest in each language, with its icons at their sizes and a maskable one, linked from the pages of that language', async ({ request, page }) => {
  const { settings } = await getSite(request);
  const english = await manifestOf(request, '/manifest.webmanifest');
  const tamil = await manifestOf(request, '/ta/manifest.webmanifest');
  expect(english).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', lang: 'en-IN', name: settings.business.name });
  expect(tamil).toMatchObject({ id: '/ta/', start_url: '/ta/', scope: '/', display: 'standalone', lang: 'ta-IN' });
  expect(tamil.name).toBe(settings.translations?.ta?.business?.name || settings.business.name);
  for (const manifest of [english, tamil]) {
    expect(String(manifest.short_name).length).toBeGreaterThan(0);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const found = await Promise.all(
      manifest.icons.map(async (icon) => {
        const response = await request.get(icon.src);
        expect(response.status(), icon.src).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
        return `${icon.sizes} ${icon.purpose}`;
      }),
    );
    expect(found).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  }

  for (const [path, manifest] of [
    ['/', '/manifest.webmanifest'],
    ['/products', '/manifest.webmanifest'],
    ['/ta/', '/ta/manifest.webmanifest'],
    ['/ta/products', '/ta/manifest.webmanifest'],
  ]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute('href', manifest);
  }
});

for (const path of ['/', '/ta/']) {
  test(`Chromium reports ${path} installable`, async ({ browser }) => {
    const context = await workerContext(browser);
    const page = await context.newPage();
    await page.goto(path);
    await untilHydrated(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 20_000 })
      .toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(new URL(url).pathname).toBe(path === '/' ? '/manifest.webmanifest' : '/ta/manifest.webmanifest');
    expect(errors).toEqual([]);
    await context.close();
  });
}

/** Opens `path` in a new tab (a new visit: the visit count is per tab session) and waits until the app's prompts are up. */
async function newVisit(context: BrowserContext, path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await untilHydrated(page);
  await page.locator('.app-prompts').waitFor({ state: 'attached', timeout: 20_000 });
  return page;
}

/** Chrome's install offer, as Chromium sends it when the site is installable; `prompt()` counts its calls. */
const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as { prompted?: number }).prompted = ((window as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
    // Held by the page (main.tsx); two frames let React show whatever it would show.
    if (window.heldInstallPrompt !== event) throw new Error('the install offer was not held');
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, outcome);

const installOffer = (page: Page, language: Messages = en) => page.getByRole('region', { name: language['pwa.installTitle'] });

test('the install button comes from the second visit on, prompts, and "Not now" is remembered', async ({ browser }) => {
  const context = await workerContext(browser);
  const first = await newVisit(context);
  await offerInstall(first, 'accepted');
  await expect(installOffer(first)).toHaveCount(0);
  // Another page of the same visit is still the first visit.
  await first.goto('/products');
  await untilHydrated(first);
  await first.locator('.app-prompts').waitFor({ state: 'attached', timeout: 20_000 });
  await offerInstall(first, 'accepted');
  await expect(installOffer(first)).toHaveCount(0);
  await first.close();

  const second = await newVisit(context);
  await offerInstall(second, 'accepted');
  await expect(installOffer(second)).toBeVisible();
  expect(await accessibilityViolations(second, '.app-prompts')).toEqual([]);
  await installOffer(second).getByRole('button', { name: en['pwa.install'] }).click();
  await expect(installOffer(second)).toHaveCount(0);
  expect(await second.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
  await second.close();

  const third = await newVisit(context, '/ta/');
  await offerInstall(third, 'dismissed');
  await expect(installOffer(third, ta)).toBeVisible();
  await installOffer(third, ta).getByRole('button', { name: ta['pwa.notNow'] }).click();
  await expect(installOffer(third, ta)).toHaveCount(0);
  await third.close();

  const fourth = await newVisit(context);
  await offerInstall(fourth, 'dismissed');
  await expect(installOffer(fourth)).toHaveCount(0);
  await context.close();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('on an iPhone the second visit shows the Add to Home Screen steps; none once added', async ({ browser }) => {
  const context = await workerContext(browser, { userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await (await newVisit(context)).close();
  const second = await newVisit(context);
  const offer = installOffer(second);
  await expect(offer).toBeVisible();
  await expect(offer.getByText(en['pwa.iosSteps'])).toBeVisible();
  await expect(offer.getByRole('button', { name: en['pwa.install'] })).toHaveCount(0);
  expect(await accessibilityViolations(second, '.app-prompts')).toEqual([]);
  await second.close();

  // Opened from the home screen, Safari says so (navigator.standalone): nothing is offered.
  await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  const installed = await newVisit(context);
  await expect(installed.locator('.app-prompts')).toBeAttached();
  await expect(installOffer(installed)).toHaveCount(0);
  await context.close();
});
