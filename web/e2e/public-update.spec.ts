/**
 * A new deploy: the page offers "Update" instead of serving the old version forever. The test puts a
 * small proxy in front of the stack that passes everything through, except that once "deployed" it
 * serves sw.js with one more byte, as a new build's worker differs from the old one (a new build's
 * precache list names new hashes: support/serviceWorker.ts deployingProxy). The browser finds the new worker by itself (sw.js is never cached:
 * Hosting's headers), it installs and waits; the notice (role=status) offers Update, which lets it
 * take over and reloads the page with it. axe on the notice.
 */
import { expect, test } from '@playwright/test';
import { en } from '../src/public/i18n/en';
import { untilHydrated } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';
import { deployingProxy, deployOfController, untilControlled, workerContext } from './support/serviceWorker';

test('after a new deploy the page offers Update, which reloads it with the new version', async ({ browser, baseURL }) => {
  const proxy = await deployingProxy(baseURL!, '/sw.js');
  const context = await workerContext(browser, { baseURL: proxy.url });
  const page = await context.newPage();
  await page.goto('/');
  await untilHydrated(page);
  await untilControlled(page);
  const notice = page.getByRole('status').filter({ hasText: en['pwa.updateReady'] });
  await expect(notice).toHaveCount(0);

  proxy.deploy();
  // A page that becomes visible again asks for a new version, as every page load does.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await expect(notice).toBeVisible({ timeout: 20_000 });
  expect(await accessibilityViolations(page, '.app-prompts')).toEqual([]);

  await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
  const update = notice.getByRole('button', { name: en['pwa.update'] });
  await update.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await untilControlled(page);
  expect(await deployOfController(page)).toBe('deploy 1');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
  await expect(notice).toHaveCount(0);
  await context.close();
  await proxy.close();
});
