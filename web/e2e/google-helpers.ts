/**
 * Google sign-in in the e2e tests, through the Auth emulator's own Google page (a popup listing its
 * Google accounts, or adding one). Google's script loader cannot be reached from these machines:
 * `serveGoogleLoader` serves the stand-in of support/gapi-iframes.js in its place (see there), and
 * the emulator page's styles and fonts, which only decorate it, are not fetched.
 */
import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';

const GAPI_STAND_IN = readFileSync(new URL('./support/gapi-iframes.js', import.meta.url), 'utf8');

export async function serveGoogleLoader(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }));
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

/** Clicks `button` and answers the Google popup it opens. */
export async function openGooglePopup(page: Page, button: string): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  return popup;
}

/** In the emulator's Google page: the account of `email` when it is listed, else a new one. */
export async function chooseGoogleAccount(popup: Page, email: string, name = 'Google User') {
  await popup.waitForLoadState('domcontentloaded');
  const listed = popup.locator('.js-reuse-account', { hasText: email });
  if (await listed.count()) {
    await listed.click();
    return;
  }
  await popup.locator('.js-new-account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await expect(popup.locator('#sign-in')).toBeEnabled();
  await popup.locator('#sign-in').click();
}

/** A Google email no other test uses. */
export const googleEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
