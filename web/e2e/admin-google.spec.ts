/**
 * Google sign-in of the back office, end to end in Chromium through the Auth emulator's Google page:
 * an administrator (made by `npm run admin:create -- --google-only`) gets in and lands on the
 * dashboard, with a session the Devices screen lists and ends, by popup or, where popups are blocked,
 * by redirect; a Google account that is not an administrator is refused with a message; the owner links Google to the password account and then
 * signs in with it on another device.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { signInWithForm } from '../test/admin/e2e';
import { chooseGoogleAccount, googleEmail, openGooglePopup, serveGoogleLoader } from './google-helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-oil-catalogue';
const NOT_AN_ADMINISTRATOR = 'This Google account is not an administrator of this shop.';

const adminAuth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT }));
const created: string[] = [];

test.beforeEach(async ({ context }) => {
  test.skip(!process.env.FIREBASE_AUTH_EMULATOR_HOST, 'needs FIREBASE_AUTH_EMULATOR_HOST (the stack’s Auth emulator)');
  await serveGoogleLoader(context);
});

test.afterAll(async () => {
  const auth = adminAuth();
  await Promise.all(created.map((email) => auth.getUserByEmail(email).then((user) => auth.deleteUser(user.uid)).catch(() => undefined)));
});

/** `npm run admin:create -- --google-only` against the stack's Auth emulator. */
function createGoogleOnlyAdmin(email: string) {
  created.push(email);
  const output = execFileSync(
    'node_modules/.bin/tsx',
    ['scripts/admin-create.ts', '--email', email, '--google-only', '--name', 'Google Owner', '--emulator', process.env.FIREBASE_AUTH_EMULATOR_HOST!, '--project', PROJECT],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(output).toContain('signs in with Google');
}

async function signInWithGoogle(page: Page, email: string, name?: string) {
  await page.goto('/admin/login');
  const popup = await openGooglePopup(page, 'Sign in with Google');
  await chooseGoogleAccount(popup, email, name);
}

async function openDevices(page: Page) {
  await page.getByRole('link', { name: /Devices/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
}

const sessionsList = (page: Page) => page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

test.describe('Google sign-in', () => {
  test('the login page loads the Google code only when its button is pointed at or pressed', async ({ page }) => {
    const googleCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(GoogleSignIn|googleSignIn)-[^/]*\.js$/.test(request.url())) googleCode.push(request.url());
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await page.getByLabel('Email').fill('owner@example.com');
    await page.waitForLoadState('networkidle');
    expect(googleCode).toEqual([]);
    const popup = await openGooglePopup(page, 'Sign in with Google');
    expect(googleCode.length).toBeGreaterThan(0);
    await popup.close();
  });

  test('an administrator made with admin:create --google-only gets in, and the session is listed and ended like any other', async ({ page }) => {
    const email = googleEmail('google-admin');
    createGoogleOnlyAdmin(email);

    await signInWithGoogle(page, email, 'Google Owner');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await openDevices(page);
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await expect(methods).toContainText('None: this account signs in with Google only');
    await expect(methods).toContainText(`Linked ${email}`);
    await expect(sessionsList(page)).toHaveCount(1);
    await expect(sessionsList(page).first()).toContainText('This device');

    await sessionsList(page).first().getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const after = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });

  test('where the browser blocks the popup (phones), it goes to Google and back, and signs in', async ({ page }) => {
    const email = googleEmail('google-redirect');
    createGoogleOnlyAdmin(email);
    // A blocked popup: window.open gives nothing back.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/admin/login');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/emulator\/auth\/handler\?/);
    await chooseGoogleAccount(page, email, 'Google Owner');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Remember me survived the trip: a 14-day session.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const sessions = await page.request.get('/api/auth/sessions', { headers: { Authorization: `Bearer ${token}` } });
    const [session] = (await sessions.json()).data as { expiresAt: string }[];
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);
  });

  test("without Google's sign-in script (no connection), the page says so and the password form still works", async ({ page, context }) => {
    await context.unroute('https://apis.google.com/js/api.js**');
    await context.route('https://apis.google.com/js/api.js**', (route) => route.abort('internetdisconnected'));
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText('Google sign-in could not reach Google. Check the connection and try again.');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('a Google account that is not an administrator is refused with a message, and nothing stays signed in', async ({ page }) => {
    const email = googleEmail('google-visitor');
    created.push(email);
    await signInWithGoogle(page, email, 'Not The Owner');
    await expect(page.getByRole('alert')).toHaveText(NOT_AN_ADMINISTRATOR);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The Firebase sign-in was ended at once: the browser keeps none (nor any Firebase user record).
    const firebaseKeys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('firebase:authUser')));
    expect(firebaseKeys).toEqual([]);

    // Trying again is refused the same way (a fresh Google sign-in each time, never a kept one).
    const popup = await openGooglePopup(page, 'Sign in with Google');
    await chooseGoogleAccount(popup, email);
    await expect(page.getByRole('alert')).toHaveText(NOT_AN_ADMINISTRATOR);
  });

  test('the owner links Google to the password account, signs in with it on another device, and ends that session', async ({ page, browser, baseURL }) => {
    const auth = adminAuth();
    const email = googleEmail('linked-owner');
    const password = 'temporary-password-123';
    created.push(email);
    const user = await auth.createUser({ email, password, displayName: 'Linked Owner', emailVerified: true });
    await auth.setCustomUserClaims(user.uid, { role: 'admin' });

    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await openDevices(page);
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await expect(methods).toContainText('Not linked');
    await methods.getByRole('button', { name: 'Link Google account' }).click();
    await methods.getByLabel('Your password').fill(password);
    const popup = await openGooglePopup(page, 'Continue with Google');
    await chooseGoogleAccount(popup, email, 'Linked Owner');
    await expect(methods).toContainText(`Linked ${email}`);
    await expect(methods).toContainText('Set');
    expect((await auth.getUser(user.uid)).providerData.map((provider) => provider.providerId).sort()).toEqual(['google.com', 'password']);

    // Another device signs in with the linked Google account: the same account, a session of its own.
    const phone = await browser.newContext({ baseURL });
    await serveGoogleLoader(phone);
    const phonePage = await phone.newPage();
    await signInWithGoogle(phonePage, email);
    await expect(phonePage).toHaveURL(/\/admin$/);
    await expect(phonePage.getByText('Welcome, Linked Owner')).toBeVisible();

    // The first device lists it and ends it; the other device is signed out at its next request.
    await page.reload();
    await expect(sessionsList(page)).toHaveCount(2);
    const other = sessionsList(page).filter({ hasNot: page.getByText('This device', { exact: true }) });
    await other.getByRole('button', { name: 'Sign out this device' }).click();
    await expect(sessionsList(page)).toHaveCount(1);
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/admin\/login$/);
    await phone.close();
  });
});
