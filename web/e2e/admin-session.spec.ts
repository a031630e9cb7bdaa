import { expect, test } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiToken, openSignedIn, signInWithForm, unique } from '../test/admin/e2e';

/** firebase-admin against the Auth emulator of the stack under test. */
function adminAuth() {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-oil-catalogue';
  const app = getApps()[0] ?? initializeApp({ projectId });
  return getAuth(app);
}

/** A throwaway administrator, so revoking or signing out never ends the owner's other sessions. */
async function withTemporaryAdmin(run: (email: string, password: string) => Promise<void>) {
  test.skip(!process.env.FIREBASE_AUTH_EMULATOR_HOST, 'needs FIREBASE_AUTH_EMULATOR_HOST (the stack’s Auth emulator)');
  const auth = adminAuth();
  const email = `${unique('e2e').replace(/\s+/g, '-').toLowerCase()}@example.com`;
  const password = 'temporary-password-123';
  const user = await auth.createUser({ email, password, displayName: 'Temp Admin' });
  await auth.setCustomUserClaims(user.uid, { role: 'admin' });
  try {
    await run(email, password);
  } finally {
    await auth.deleteUser(user.uid).catch(() => undefined);
  }
}

test.describe('admin session', () => {
  test('refuses a wrong password, then signs in with the right one', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

    await signInWithForm(page, ADMIN_EMAIL, `${ADMIN_PASSWORD}-wrong`);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);

    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await signInWithForm(page, ADMIN_EMAIL, ADMIN_PASSWORD, true);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(/^Welcome, /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // This browser is now a trusted device: its later sign-ins are never refused for strangers' attempts.
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("the back office's links to the website load its pages (the back office's page has none of them)", async ({ page, request }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: '← Return to website' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);

    await openSignedIn(page, request);
    await page.getByRole('link', { name: 'View website' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
  });

  test("the kit's global styles are not even fetched for the screens drawn without it, come with the first screen drawn with it, and lose to the plain screens' own", async ({ page, request }) => {
    const fetched: string[] = [];
    page.on('request', (asked) => {
      if (asked.url().includes('/assets/kit-globals-')) fetched.push(asked.url());
    });
    const kitStyles = () => page.evaluate(() => document.querySelectorAll('#chakra-global-styles').length);
    const brandColour = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim());
    await openSignedIn(page, request);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await kitStyles()).toBe(0);
    expect(await brandColour()).toBe('');

    await page.getByRole('link', { name: 'Categories' }).first().click();
    await expect(page.getByRole('heading', { name: 'Categories Management' })).toBeVisible();
    expect(await kitStyles()).toBe(1);
    expect(fetched).toHaveLength(1);
    expect(await brandColour()).not.toBe('');

    // Switched on, the kit's reset does not win over the plain screens' look: a primary button keeps its green.
    await page.getByRole('button', { name: 'Change password' }).click();
    const submit = page.getByRole('dialog', { name: 'Change password' }).getByRole('button', { name: 'Change password' });
    await expect(submit).toHaveCSS('background-color', 'rgb(31, 74, 52)');
    await expect(submit).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test("'Forgot your password?' asks for a reset and answers neutrally", async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for that address');
    await expect(page.getByText(/reset link is printed in the terminal/)).toBeVisible();
  });

  test('a revoked session sends the owner back to the login page', async ({ page }) => {
    await withTemporaryAdmin(async (email, password) => {
      await signInWithForm(page, email, password);
      await expect(page.getByText('Welcome, Temp Admin')).toBeVisible();
      await expect(page.getByText('Administrator')).toBeVisible();
      // Session cookies record their sign-in time in whole seconds.
      await page.waitForTimeout(1100);
      const auth = adminAuth();
      await auth.revokeRefreshTokens((await auth.getUserByEmail(email)).uid);

      await page.getByRole('link', { name: 'Navigation' }).first().click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });

  test('Logout ends the session on the server too', async ({ page, request }) => {
    await withTemporaryAdmin(async (email, password) => {
      await signInWithForm(page, email, password);
      await expect(page.getByText('Welcome, Temp Admin')).toBeVisible();
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);
    });
  });

  test("'Sign out everywhere' ends every session of the account, then shows the login page", async ({ page, request }) => {
    await withTemporaryAdmin(async (email, password) => {
      const otherDevice = await apiToken(request, email, password);
      await signInWithForm(page, email, password);
      await expect(page.getByText('Welcome, Temp Admin')).toBeVisible();

      const button = page.getByRole('button', { name: 'Sign out everywhere' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Signed out on every device')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${otherDevice}` } });
      expect(me.status()).toBe(401);
    });
  });

  test('Devices lists where the account is signed in and signs one device out, leaving this one', async ({ page, browser, baseURL }) => {
    await withTemporaryAdmin(async (email, password) => {
      const phone = await browser.newContext({
        baseURL,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      });
      const phonePage = await phone.newPage();
      await signInWithForm(phonePage, email, password);
      await expect(phonePage.getByText('Welcome, Temp Admin')).toBeVisible();
      await signInWithForm(page, email, password);
      await expect(page.getByText('Welcome, Temp Admin')).toBeVisible();

      await page.getByRole('link', { name: 'Devices' }).click();
      await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
      const devices = page.getByRole('list', { name: 'Signed-in devices' });
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      const thisDevice = devices.getByRole('article').filter({ has: page.getByText('This device', { exact: true }) });
      await expect(thisDevice.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
      const phoneCard = devices.getByRole('article', { name: 'Chrome on Android' });
      await expect(phoneCard).toContainText(/Signed in .* · last seen /);
      await phoneCard.getByRole('button', { name: 'Sign out this device' }).click();
      await expect(page.getByText('Signed out on Chrome on Android')).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      await expect(thisDevice).toBeVisible();

      // The phone's next step finds its session ended; this browser is still signed in.
      await phonePage.getByRole('link', { name: 'Navigation' }).first().click();
      await expect(phonePage).toHaveURL(/\/admin\/login$/);
      await page.getByRole('link', { name: 'Navigation' }).first().click();
      await expect(page.getByRole('heading', { name: 'Navigation' }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/navigation$/);
      await phone.close();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('collapses the sidebar and shows the bottom tab bar', async ({ page, request }) => {
      await openSignedIn(page, request, '/admin');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      const tabbar = page.getByRole('navigation', { name: 'Admin sections (tab bar)' });
      await expect(tabbar).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Admin menu' })).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      const sidebar = page.getByRole('complementary', { name: 'Admin menu' });
      await expect(sidebar).toBeVisible();
      await sidebar.getByRole('link', { name: 'Gallery' }).click();
      await expect(page).toHaveURL(/\/admin\/gallery$/);
      await expect(sidebar).toBeHidden();

      await tabbar.getByRole('link', { name: 'Products' }).click();
      await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
      // Narrow screens list products as cards, never as a table.
      await expect(page.getByRole('table')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });
});
