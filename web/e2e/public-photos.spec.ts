/**
 * A product with several photos (the seed's groundnut oil: its 500 ml, 1 L and 5 L tin pictures):
 * the gallery by touch on a phone and by keys, buttons and thumbnails on a desktop; the cover
 * requested first and with high priority, the others lazily; no layout shift; axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { layoutShift, stubExternalSites } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';

const PATH = '/products/wood-pressed-groundnut-oil';
const NAME = 'Wood-Pressed Groundnut Oil';

interface Photo {
  _id: string;
}

async function photosOf(page: Page): Promise<Photo[]> {
  const answer = await page.request.get('/api/products/by-slug/wood-pressed-groundnut-oil');
  return ((await answer.json()) as { data: { images: Photo[] } }).data.images;
}

const strip = (page: Page) => page.getByRole('region', { name: `Photos of ${NAME}` });
const slideImage = (page: Page, index: number) => strip(page).getByRole('group', { name: `${index + 1} of 3` }).getByRole('img');
const counter = (page: Page) => page.locator('.gallery-count');
const thumb = (page: Page, index: number) => page.getByRole('button', { name: `Show photo ${index + 1}` });

const expectLoaded = (page: Page, index: number) =>
  expect.poll(() => slideImage(page, index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

test.describe('photos on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the cover is requested first; a swipe shows the next photo; no layout shift; axe', async ({ page }) => {
    await stubExternalSites(page);
    const photos = await photosOf(page);
    expect(photos).toHaveLength(3);
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/uploads/products/') && url.endsWith('.webp') && !/-320\.webp$/.test(url)) requested.push(url);
    });
    await page.goto(PATH);
    await expect(counter(page)).toHaveText('Photo 1 of 3');
    await expectLoaded(page, 0);
    await expect(slideImage(page, 0)).toHaveAttribute('fetchpriority', 'high');
    await expect(slideImage(page, 1)).toHaveAttribute('loading', 'lazy');
    expect(requested[0]).toContain(`/${photos[0]._id}-`);
    expect(await layoutShift(page)).toBe(0);

    // A finger swipes from right to left across the photo (touch events, as a phone sends them).
    const box = (await strip(page).boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const start = Math.round(box.x + box.width * 0.8);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start - step * Math.round(box.width * 0.06), y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(counter(page)).toHaveText('Photo 2 of 3');
    await expect(thumb(page, 1)).toHaveAttribute('aria-current', 'true');
    await expectLoaded(page, 1);
    await expect(page.getByRole('button', { name: 'Previous photo' })).toBeEnabled();
    await noViolations(page);
  });
});

test.describe('photos on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('arrow keys, Home and End on the strip, the buttons and the thumbnails move between photos; axe', async ({ page }) => {
    await stubExternalSites(page);
    await page.goto(PATH);
    await expect(page.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await strip(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('Photo 2 of 3');
    await expectLoaded(page, 1);
    await page.keyboard.press('End');
    await expect(counter(page)).toHaveText('Photo 3 of 3');
    await expect(page.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await page.keyboard.press('Home');
    await expect(counter(page)).toHaveText('Photo 1 of 3');

    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText('Photo 2 of 3');
    await thumb(page, 2).click();
    await expect(counter(page)).toHaveText('Photo 3 of 3');
    await expect(thumb(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => strip(page).evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(2);
    await expectLoaded(page, 2);
    await noViolations(page);
  });

  test('a product with one photo shows it alone, as before', async ({ page }) => {
    await stubExternalSites(page);
    await page.goto('/products/cold-pressed-castor-oil-200-ml');
    await expect(page.locator('.product-detail-image > img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.gallery-track')).toHaveCount(0);
  });
});
