/**
 * Security headers (firebase.json `headers` for pages, functions/src/http/securityHeaders.ts for the
 * API and images) as the Hosting emulator serves them, and no page of the site or the back office
 * breaks under the Content-Security-Policy.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn, pngFile } from '../test/admin/e2e';
import { chooseGoogleAccount, googleEmail, openGooglePopup, serveGoogleLoader } from './google-helpers';
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

/** The public pages' policy, exactly: Google sign-in changed nothing here. */
const PUBLIC_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-src https://www.google.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The Auth emulator of the stack under test, which the back office's policy allows besides Google's servers. */
const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`] : [];

/** The back office's policy: the public one plus exactly what Firebase Auth needs for Google sign-in. */
const BACK_OFFICE_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://apis.google.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  ['connect-src', "'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...authEmulator].join(' '),
  ['frame-src', "'self'", 'https://www.google.com', ...authEmulator].join(' '),
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

test.describe('security headers', () => {
  for (const path of ['/', '/products', '/ta/products', '/admin/login']) {
    test(`page ${path}`, async ({ request }) => {
      const headers = await headersOf(request, path);
      expect(headers).toMatchObject(PAGE_HEADERS);
      expect(headers['content-security-policy']).toBe(path.startsWith('/admin') ? BACK_OFFICE_POLICY : PUBLIC_POLICY);
      expect(headers['permissions-policy']).toContain('camera=()');
      // The built page narrows scripts to its own files and inline blocks, by hash (a Tamil page's font choice);
      // the back office's also allows Google's loader, which Firebase Auth's sign-in popup needs.
      const html = await (await request.get(path)).text();
      const scripts = path.startsWith('/admin') ? "script-src 'self' https://apis.google.com" : "script-src 'self'";
      expect(html).toMatch(new RegExp(`<meta http-equiv="Content-Security-Policy" content="${scripts}( 'sha256-[^']+=')*" />`));
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
    for (const path of ['/', '/products', `/category/${category._id}`, '/gallery', '/about-us', '/contact', '/no-such-page', '/ta/', '/ta/products', '/ta/contact']) {
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

  test('Google sign-in runs under the back office policy without a violation', async ({ page, context }) => {
    test.skip(!process.env.FIREBASE_AUTH_EMULATOR_HOST, 'needs the stack’s Auth emulator');
    await serveGoogleLoader(context);
    const violations = await watchViolations(page);
    await page.goto('/admin/login');
    const popup = await openGooglePopup(page, 'Sign in with Google');
    await chooseGoogleAccount(popup, googleEmail('csp-visitor'));
    await expect(page.getByRole('alert')).toHaveText('This Google account is not an administrator of this shop.');
    expect(violations).toEqual([]);
  });

  test('the main back-office screens run without a violation', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    await serveGoogleLoader(context);
    const violations = await watchViolations(page);
    await openSignedIn(page, request);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const path of ['/admin/devices', '/admin/products', '/admin/products/new', '/admin/categories', '/admin/categories/new', '/admin/gallery', '/admin/gallery/new', '/admin/navigation']) {
      await visit(page, path);
    }
    // The image preview of a chosen file is an object URL (blob:).
    await visit(page, '/admin/gallery/new');
    await page.locator('input[type="file"]').first().setInputFiles(pngFile());
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
