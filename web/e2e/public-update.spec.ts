/**
 * A new deploy: the page offers "Update" instead of serving the old version forever. The test puts a
 * small proxy in front of the stack that passes everything through, except that once "deployed" it
 * serves sw.js with one more byte, as a new build's worker differs from the old one (a new build's
 * precache list names new hashes). The browser finds the new worker by itself (sw.js is never cached:
 * Hosting's headers), it installs and waits; the notice (role=status) offers Update, which lets it
 * take over and reloads the page with it. axe on the notice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { en } from '../src/public/i18n/en';
import { untilHydrated } from './public-helpers';
import { accessibilityViolations } from './support/accessibility';
import { untilControlled, workerContext } from './support/serviceWorker';

/** A proxy to `target`; `deploy()` makes its sw.js a new version. */
async function proxyTo(target: string) {
  const upstream = new URL(target);
  let version = 0;
  const server = http.createServer((req, res) => {
    const newWorker = version > 0 && req.url === '/sw.js';
    const headers = { ...req.headers, host: upstream.host };
    if (newWorker) headers['accept-encoding'] = 'identity';
    const forward = http.request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!newWorker) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        // The new worker answers which deploy it is, so the test can tell which one controls the page.
        const marker = `\nself.addEventListener('message', (event) => { if (event.data === 'deploy?') event.source.postMessage('deploy ${version}'); });\n`;
        const body = Buffer.concat([...chunks, Buffer.from(marker)]);
        const { 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
        res.end(body);
      });
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => void (version += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('after a new deploy the page offers Update, which reloads it with the new version', async ({ browser, baseURL }) => {
  const proxy = await proxyTo(baseURL!);
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
  const deployed = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
        navigator.serviceWorker.controller!.postMessage('deploy?');
      }),
  );
  expect(deployed).toBe('deploy 1');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
  await expect(notice).toHaveCount(0);
  await context.close();
  await proxy.close();
});
