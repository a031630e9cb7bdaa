/**
 * The Tamil pages' font (web/src/public/i18n/tamilFont.ts), on a browser whose system fonts are set
 * by the test (scripts/chromium.mts tamilFontEnvironment): a phone, which has a Tamil font of its
 * own, reads every Tamil page in it and never fetches the web font; a device without one fetches the
 * web font at once, draws its letters with it and uses it from the cache on the next page load.
 * English pages never fetch it. Which font draws a heading's letters is
 * what the browser says it used (the DevTools protocol's CSS.getPlatformFontsForNode).
 */
import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH, tamilFontEnvironment } from '../../scripts/chromium.mjs';
import { layoutShift, untilHydrated } from './public-helpers';

/** The font that draws most of the page's main heading's letters, as the browser reports it. */
async function headingFont(page: Page): Promise<{ familyName: string; isCustomFont: boolean }> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument');
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
  } finally {
    await session.detach();
  }
}

/** Follows the page's requests for the Tamil font's files. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-tamil/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const htmlClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList]);
const storedFontKey = (page: Page) => page.evaluate(() => localStorage.getItem('tamilFont'));
const bothFiles = (urls: string[]) => urls.some((url) => /-400-normal-/.test(url)) && urls.some((url) => /-700-normal-/.test(url));

/** A browser whose system fonts are a phone's, or a device's without any Tamil font. */
async function withDevice(
  playwright: PlaywrightWorkerArgs['playwright'],
  device: 'phone' | 'none',
  baseURL: string | undefined,
  visit: (page: Page) => Promise<void>,
) {
  const browser: Browser = await playwright.chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS, env: await tamilFontEnvironment(device) });
  try {
    await visit(await browser.newPage({ baseURL }));
  } finally {
    await browser.close();
  }
}

/**
 * The next page load on a device without a Tamil font: the web font, from the cache, when it is there
 * for the first layout (`font-display: optional`, so a busy machine may miss it: then the same file
 * swapped in).
 */
async function nextLoadUsesTheCachedFont(page: Page) {
  await page.goto('/ta/');
  expect(await htmlClasses(page)).toContain('tamil-font');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Sans Tamil"/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', 'தமிழ்'))).toBe(true);
  const font = await headingFont(page);
  expect(font).toMatchObject({ familyName: 'Noto Sans Tamil', isCustomFont: true });
}

test.describe('on a phone, which has a Tamil font of its own', () => {
  test("every Tamil page reads in the phone's font, first and next load, and nothing fetches the web font", ({ playwright, baseURL }) =>
    withDevice(playwright, 'phone', baseURL, async (page) => {
    const requested = fontRequests(page);
    await page.goto('/products');
    await untilHydrated(page);
    await page.goto('/ta/products');
    expect(await htmlClasses(page)).toEqual([]);
    expect(await headingFont(page)).toMatchObject({ familyName: 'Noto Sans Tamil', isCustomFont: false });
    await untilHydrated(page);

    await page.goto('/ta/');
    await untilHydrated(page);
    expect(await htmlClasses(page)).toEqual([]);
    expect(await headingFont(page)).toMatchObject({ familyName: 'Noto Sans Tamil', isCustomFont: false });
    expect(await layoutShift(page)).toBe(0);
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    expect(await storedFontKey(page)).toBeNull();
    }));
});

test.describe('on a device without a Tamil font', () => {
  test('a first Tamil page fetches the web font at once and draws its letters with it, not as boxes', ({ playwright, baseURL }) =>
    withDevice(playwright, 'none', baseURL, async (page) => {
    const requested = fontRequests(page);
    await page.goto('/products');
    await untilHydrated(page);
    expect(requested).toEqual([]);

    await page.goto('/ta/products', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await htmlClasses(page)).toContain('tamil-font-swap');
    // Drawn once the letters have come, so nothing moves when they do.
    await expect.poll(() => htmlClasses(page)).toEqual(['tamil-font-swap']);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil Swap"', 'தமிழ்'))).toBe(true);
    expect(await layoutShift(page)).toBe(0);
    expect(await headingFont(page)).toMatchObject({ familyName: 'Noto Sans Tamil', isCustomFont: true });
    expect(bothFiles(requested)).toBe(true);
    await untilHydrated(page);
    await expect.poll(() => storedFontKey(page)).toMatch(/noto-sans-tamil-tamil-400-normal/);

    await nextLoadUsesTheCachedFont(page);
    }));

  test('a move to Tamil in the browser draws Tamil letters too', ({ playwright, baseURL }) =>
    withDevice(playwright, 'none', baseURL, async (page) => {
    await page.goto('/products');
    await untilHydrated(page);
    await page.locator('header').getByRole('link', { name: /^தமிழ்/ }).click();
    await expect(page).toHaveURL(/\/ta\/products$/);
    await expect.poll(() => htmlClasses(page)).toEqual(['tamil-font-swap']);
    await expect.poll(async () => (await headingFont(page)).familyName).toBe('Noto Sans Tamil');
    }));
});
