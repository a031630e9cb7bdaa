/**
 * The service workers (the public one, the back office's) in the e2e tests. The suite's contexts block service workers
 * (playwright.config.ts: page.route cannot see what a worker fetches); these tests open contexts of
 * their own that allow them, each starting with no worker and empty caches.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export async function workerContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({ baseURL: test.info().project.use.baseURL, ...options, serviceWorkers: 'allow' });
}

/** Until a worker controls the page (each claims the page that registered it; the back office's precaches about 180 files first). */
export const untilControlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

/** The addresses (path and query) saved in one of the worker's caches. */
export const savedIn = (page: Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search), cache);

/** Until the page at `path` is saved for offline use. */
export const untilSaved = (page: Page, path: string) =>
  page.waitForFunction(async (address) => Boolean(await (await caches.open('pages')).match(address, { ignoreVary: true })), path, { timeout: 20_000 });

/** A PNG's width and height, from its header (IHDR), as a manifest's `sizes` writes them. */
export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * A proxy to `target` that passes everything through; once `deploy()` is called, the worker at
 * `workerPath` it serves is a new version (one more line, which answers 'deploy?' with the deploy's number).
 */
export async function deployingProxy(target: string, workerPath: string) {
  const upstream = new URL(target);
  let version = 0;
  const server = http.createServer((req, res) => {
    const newWorker = version > 0 && req.url === workerPath;
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

/** Which deploy the worker controlling the page is (a deployingProxy's worker answers 'deploy N'). */
export const deployOfController = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
        navigator.serviceWorker.controller!.postMessage('deploy?');
      }),
  );
