/**
 * Security headers (firebase.json `headers` for pages, functions/src/http/securityHeaders.ts for the
 * API and images) as the Hosting emulator serves them, and no page of the site or the back office
 * breaks under the Content-Security-Policy.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn, pngFile } from '../test/admin/e2e';
import { getCategories, getProducts, stubExternalSites } from './public-helpers';

const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

async function headersOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.headers();
}

/** Collects CSP violations (events in the page, reports on the console) from now on. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return violations;
}

/** Visits a path and waits until the page has rendered its main content. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, form').first()).toBeVisible();
  await page.waitForLoadState('load');
}

test.describe('security headers', () => {
  for (const path of ['/', '/products', '/admin/login']) {
    test(`page ${path}`, async ({ request }) => {
      const headers = await headersOf(request, path);
      expect(headers).toMatchObject(PAGE_HEADERS);
      const csp = headers['content-security-policy'];
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      expect(headers['permissions-policy']).toContain('camera=()');
      // The built page narrows scripts to its own files and inline blocks, by hash (it has none today).
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self'( 'sha256-[^']+=')*" \/>/);
    });
  }

  test('API answers and upload images', async ({ request }) => {
    const api = await headersOf(request, '/api/categories');
    expect(api).toMatchObject(PAGE_HEADERS);
    expect(api['content-security-policy']).toContain("default-src 'none'");
    expect(api['content-security-policy']).toContain("frame-ancestors 'none'");

    const image = (await getProducts(request)).map((product) => product.image).find((path) => path.startsWith('/uploads/'));
    expect(image, 'a seeded product image').toBeTruthy();
    const imageHeaders = await headersOf(request, image!);
    expect(imageHeaders['content-type']).toMatch(/^image\//);
    expect(imageHeaders).toMatchObject(PAGE_HEADERS);
    expect(imageHeaders['content-security-policy']).toContain("default-src 'none'");
  });
});

test.describe('pages under the Content-Security-Policy', () => {
  test('every public page, the map included, runs without a violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    await stubExternalSites(page);
    const violations = await watchViolations(page);
    const category = (await getCategories(request))[0];
    for (const path of ['/', '/products', `/category/${category._id}`, '/gallery', '/about-us', '/contact', '/no-such-page']) {
      await visit(page, path);
    }
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Show Map' }).click();
    await expect(page.locator('.map-block iframe')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(violations).toEqual([]);
  });

  test('an injected inline script is refused', async ({ page }) => {
    const violations = await watchViolations(page);
    await visit(page, '/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.appendChild(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((text) => text.includes('script-src'))).toBe(true);
  });

  test('the main back-office screens run without a violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    await openSignedIn(page, request);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const path of ['/admin/products', '/admin/products/new', '/admin/categories', '/admin/categories/new', '/admin/gallery', '/admin/gallery/new', '/admin/navigation']) {
      await visit(page, path);
    }
    // The image preview of a chosen file is an object URL (blob:).
    await visit(page, '/admin/gallery/new');
    await page.locator('input[type="file"]').first().setInputFiles(pngFile());
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
