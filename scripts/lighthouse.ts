/**
 * Lighthouse 12 (mobile, then desktop) on the public site, served as production would serve it.
 *
 *   npm run lighthouse [-- --api URL] [--runs N] [--skip-build] [--keep-state] [--offset N] [--no-fail] [--no-warmup] [--mobile-only] [--route /path ...] [--only /path ...] [--traces] [--no-tamil-font] [--repeat-visit] [--back-office-only] [--profile] [--http1]
 *
 * 1. Builds the web app (npm run build -w web) into .dist-lighthouse/, with SITE_ORIGIN the address
 *    of step 3's server (port: the stack's hosting port + 2).
 * 2. Starts a local stack (scripts/stack, seeded from emulator-data/, state in .state-lighthouse/,
 *    port offset OFFSETS.lighthouse = 700) unless --api points at a running one (e.g. http://127.0.0.1:5000).
 * 3. Serves the build with a small static server that compresses (brotli, else gzip), caches hashed
 *    assets for a year, serves admin.html for /admin (not its manifest), and proxies every other path (the server-rendered
 *    pages of the `site` function, /api and /uploads) to the stack (compressing HTML and JSON answers
 *    too, and keeping public answers for their s-maxage as the Hosting CDN does), like Firebase
 *    Hosting in front of the functions.
 * 4. Runs Lighthouse in /usr/bin/chromium (or CHROME_PATH) on /, /products, /gallery, a category
 *    page (the first category of GET /api/categories that has products), a product page (the
 *    first product with a picture), an order's page, and each of them in Tamil, after one unmeasured
 *    warm-up run (--no-warmup skips it), N runs each (default 3; the
 *    median by performance score is kept, as a busy machine adds noise), and prints Performance,
 *    Accessibility, Best Practices, SEO, CLS, FCP, LCP, TBT and the JavaScript each route loads (a missed LCP bar names the element it painted).
 *    Also checks that no back-office code is loaded.
 *    Each measured run is preceded by one request for the page, so the run measures the page as
 *    the CDN edge serves it to a visitor who comes within s-maxage (30 s) of another one. The
 *    time the function takes to render the page when the edge does not have it (the stack's own
 *    answer, not cached) is printed beside, as "render" (median of 3).
 * 5. Does the same with Lighthouse's desktop configuration (unless --mobile-only).
 * 6. Audits the back office, mobile: /admin/login and, signed in, /admin, /admin/orders and
 *    /admin/products, with its own bars (scripts/lighthouse/backOffice.ts). --back-office-only
 *    audits only these; --only audits the /admin routes it names this way.
 * 7. --profile runs no audit: it builds the web app unminified (into .dist-profile/ unless --dist)
 *    and prints where each route's main-thread time goes, by part of the code (the kit, React DOM,
 *    the app, the browser's own work), at Lighthouse's 4× slower CPU (scripts/lighthouse/profile.ts);
 *    the back office's four routes, or those --only names.
 *
 * The browser has the fonts of the phone Lighthouse emulates (a Moto G Power, Android): this
 * machine's, plus Noto Sans Tamil, which Android ships (scripts/chromium.mts tamilFontEnvironment).
 * --no-tamil-font measures a device without any Tamil font instead (a bare Linux desktop, say),
 * whose Tamil pages fetch the web font at once (web/src/public/i18n/tamilFont.ts).
 *
 * --repeat-visit measures a visitor's second visit instead of the first: each run's browser opens the
 * page once and waits for its service worker to be active (and the HTTP cache to hold what the page
 * loaded), then Lighthouse measures the page in that browser without clearing its storage.
 *
 * The build is served over HTTP/2 (TLS with a certificate made for the run, which the browser is told
 * to accept), as Firebase Hosting serves it: Lighthouse then simulates one connection carrying every
 * request at once. --http1 serves it over HTTP/1.1 instead, as this script did before 2026-11-29 (and
 * as the Hosting emulator does): six connections carrying one request each, which a page of many small
 * chunks waits on. The two protocols' numbers do not compare.
 *
 * --only audits just the given routes; --traces also saves each run's Chromium trace beside its
 * report (<report>.trace.json, for the Performance panel or a script), to see what a long task is.
 *
 * Bars: mobile Performance ≥ 99, Accessibility 100, Best Practices 100, SEO 100 (an order's page, which
 * asks not to be indexed, every SEO audit but is-crawlable), CLS 0, LCP ≤ 1.5 s,
 * TBT ≤ 50 ms; desktop 100 in all four categories and CLS 0. Exits with 1 when a bar is missed
 * (unless --no-fail). Reports go to reports/lighthouse/ (git-ignored).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { localizedPath } from '@catalogue/domain';
import puppeteer from 'puppeteer-core';
import { parseOptions } from './args';
import { auditBackOffice, BACK_OFFICE_ROUTES, isBackOfficeRoute, sessionFor, type Audit } from './lighthouse/backOffice';
import { profileRoutes } from './lighthouse/profile';
import { hostCpu, printScripts, printTable, scriptBytes } from './lighthouse/table';
import { CHROMIUM_HEADLESS_FLAGS, CHROMIUM_PATH, tamilFontEnvironment } from './chromium.mjs';
import { ROOT } from './stack/paths';
import { OFFSETS, portsFor } from './stack/ports';

const USAGE =
  'Usage: npm run lighthouse [-- --api URL] [--runs N] [--skip-build] [--keep-state] [--offset N] [--no-fail] [--no-warmup] [--mobile-only] [--dist DIR] [--route /path ...] [--only /path ...] [--traces] [--no-tamil-font] [--repeat-visit] [--back-office-only] [--profile]';
const DEFAULT_DIST = '.dist-lighthouse';
type CategoryKey = 'performance' | 'accessibility' | 'best-practices' | 'seo';
type FormFactor = 'mobile' | 'desktop';
const CATEGORIES: CategoryKey[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The bars by form factor (scores, and the mobile timings; CLS is 0 on both). */
const BARS: Record<FormFactor, { scores: Record<CategoryKey, number>; lcpMs: number; tbtMs: number }> = {
  mobile: { scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 1500, tbtMs: 50 },
  desktop: { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: Infinity, tbtMs: Infinity },
};

const describeBars = (formFactor: FormFactor) => {
  const bar = BARS[formFactor];
  const scores = CATEGORIES.map((key) => `${key} ≥ ${bar.scores[key]}`).join(', ');
  const timings = formFactor === 'mobile' ? `, LCP ≤ ${bar.lcpMs} ms, TBT ≤ ${bar.tbtMs} ms` : '';
  return `${formFactor}: ${scores}, CLS 0${timings}`;
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

function compress(body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (body.length < 256) return { body };
  if (/\bbr\b/.test(acceptEncoding)) {
    return {
      body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: zlib.gzipSync(body, { level: 9 }), encoding: 'gzip' };
  return { body };
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run: browsers speak HTTP/2 only over TLS. */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A production-like static server for `dist` in front of the API at `apiUrl`; over HTTP/2 with `http2`. */
export function serveSite(dist: string, apiUrl: string, port = 0, { http2: overHttp2 = false } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<string, { body: Buffer; encoding?: string }>();
  const api = new URL(apiUrl);

  const send = (req: http.IncomingMessage, res: http.ServerResponse, status: number, type: string, raw: Buffer, cacheControl: string, key?: string) => {
    const accept = String(req.headers['accept-encoding'] ?? '');
    let out: { body: Buffer; encoding?: string } = { body: raw };
    if (COMPRESSIBLE.test(type)) {
      const cacheKey = key ? `${key}|${/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'id'}` : undefined;
      out = (cacheKey && cache.get(cacheKey)) || compress(raw, accept);
      if (cacheKey) cache.set(cacheKey, out);
    }
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      'Content-Length': out.body.length,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (out.encoding) headers['Content-Encoding'] = out.encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : out.body);
  };

  /**
   * Like the Hosting CDN: public GET answers of the API (Cache-Control public with s-maxage or
   * max-age) are kept for that long, so a busy local function emulator does not stand in for the
   * production edge.
   */
  const edge = new Map<string, { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; expires: number }>();

  const reply = (req: http.IncomingMessage, res: http.ServerResponse, status: number, upstreamHeaders: http.IncomingHttpHeaders, raw: Buffer) => {
    const type = String(upstreamHeaders['content-type'] ?? 'application/octet-stream');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const out = COMPRESSIBLE.test(type) && status !== 304 ? compress(raw, accept) : { body: raw };
    const passed: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(upstreamHeaders)) {
      if (!['content-length', 'transfer-encoding', 'connection', 'content-encoding', 'keep-alive', 'upgrade'].includes(name)) passed[name] = value;
    }
    if (out.encoding) {
      passed['content-encoding'] = out.encoding;
      passed.vary = [upstreamHeaders.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    }
    if (status !== 304) passed['content-length'] = out.body.length;
    res.writeHead(status, passed);
    res.end(req.method === 'HEAD' ? undefined : out.body);
  };

  const proxy = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const cacheable = req.method === 'GET' && !req.headers.authorization;
    const key = req.url ?? '/';
    const hit = cacheable ? edge.get(key) : undefined;
    if (hit && hit.expires > Date.now()) return reply(req, res, hit.status, { ...hit.headers, 'x-cache': 'HIT' }, hit.raw);
    // The pages' canonical and preview addresses name the host the visitor asked (as Hosting forwards it).
    // HTTP/2's pseudo-headers (:path, :authority) are not HTTP/1.1 headers: the authority is the host.
    const asked = req.headers.host ?? req.headers[':authority'];
    const headers: http.OutgoingHttpHeaders = { ...Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':'))), host: api.host, 'x-forwarded-host': asked };
    delete headers['accept-encoding'];
    if (cacheable) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = http.request({ hostname: api.hostname, port: api.port, path: req.url, method: req.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const raw = Buffer.concat(chunks);
        const status = answer.statusCode ?? 502;
        const cacheControl = String(answer.headers['cache-control'] ?? '');
        const ttl = /\bpublic\b/.test(cacheControl) ? Number((/s-maxage=(\d+)/.exec(cacheControl) ?? /max-age=(\d+)/.exec(cacheControl) ?? [])[1] ?? 0) : 0;
        if (cacheable && status === 200 && ttl > 0) edge.set(key, { status, headers: answer.headers, raw, expires: Date.now() + ttl * 1000 });
        reply(req, res, status, answer.headers, raw);
      });
    });
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: `API unreachable: ${error.message}` }));
    });
    req.pipe(upstream);
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dist, decodeURIComponent(url.pathname));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const hashed = url.pathname.startsWith('/assets/');
      const type = MIME[path.extname(file)] ?? 'application/octet-stream';
      return send(req, res, 200, type, fs.readFileSync(file), hashed ? 'public, max-age=31536000, immutable' : url.pathname === '/sw.js' ? 'no-cache' : 'public, max-age=3600', file);
    }
    // The back office's manifest is the site function's (firebase.json rewrites it before /admin/**).
    if (url.pathname !== '/admin/manifest.webmanifest' && (url.pathname === '/admin' || url.pathname.startsWith('/admin/'))) {
      const shell = path.join(dist, 'admin.html');
      return send(req, res, 200, MIME['.html'], fs.readFileSync(shell), 'no-cache', shell);
    }
    // Everything else goes to the functions, as firebase.json's rewrites do (/api, /uploads: api; pages: site).
    return proxy(req, res);
  };
  // HTTP/2's compatibility API gives the handler request and response objects with the same methods.
  const server = overHttp2 ? http2.createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle as unknown as Parameters<typeof http2.createSecureServer>[1]) : http.createServer(handle);
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `${overHttp2 ? 'https' : 'http'}://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

export interface RouteResult {
  route: string;
  scores: Record<CategoryKey, number>;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** What the largest contentful paint painted: its text (or label) and size, e.g. `h1 "Products" 223×32`. */
  lcpElement: string;
  benchmarkIndex: number;
  scripts: { url: string; transferBytes: number }[];
  failedAudits: string[];
  reportPath: string;
}

interface RunOptions {
  runs: number;
  reportDir: string;
  warmup: boolean;
  traces: boolean;
  tamilFont: boolean;
  /** A repeat visit is measured (its reports are named so). */
  repeatVisit: boolean;
  /** Runs in each fresh browser (its debugging port) before Lighthouse navigates; storage is then kept (a back-office session, a first visit's service worker). */
  prepare?: (port: number) => Promise<void>;
}

/** How long a first visit may take to install the page's service worker. */
const SERVICE_WORKER_WAIT_MS = 30_000;

/** A first visit to `address` in the browser at `port`, until its service worker is active: what a repeat visit finds. */
const visitOnce = (address: string) => async (port: number) => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(address, { waitUntil: 'load' });
    const active = await page.evaluate(
      (waitMs) =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
        ]),
      SERVICE_WORKER_WAIT_MS,
    );
    if (!active) throw new Error(`${address}: no service worker became active within ${SERVICE_WORKER_WAIT_MS / 1000} s`);
    await page.close();
  } finally {
    // Lighthouse goes on in the browser: only disconnected from.
    await browser.disconnect();
  }
};

interface LcpNode {
  nodeLabel?: string;
  snippet?: string;
  boundingRect?: { width: number; height: number };
}

/** The element of the largest contentful paint, from its audit's details (a table of one item, the node). */
function lcpElementOf(details: unknown): string {
  const node = (details as { items?: { items?: { node?: LcpNode }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'unknown';
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? 'element';
  const size = node.boundingRect ? ` ${Math.round(node.boundingRect.width)}×${Math.round(node.boundingRect.height)}` : '';
  return `${tag} "${node.nodeLabel ?? ''}"${size}`;
}

/** Set unless --http1: the browser accepts the local server's certificate, made for the run. */
let acceptLocalCertificate = false;

/** Chromium as the audits drive it: headless, with a phone's fonts (`tamilFont`: Noto Sans Tamil among them, else no Tamil font). */
async function launchChromium(tamilFont = true) {
  const chromeLauncher = await import('chrome-launcher');
  const chromeFlags = acceptLocalCertificate ? [...CHROMIUM_HEADLESS_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_HEADLESS_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags, envVars: await tamilFontEnvironment(tamilFont ? 'phone' : 'none') });
  return { port: chrome.port, kill: () => chrome.kill() };
}

async function runLighthouse(url: string, route: string, formFactor: FormFactor, { runs, reportDir, warmup, traces, tamilFont, repeatVisit, prepare }: RunOptions): Promise<RouteResult> {
  const { default: lighthouse } = await import('lighthouse');
  const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const results: RouteResult[] = [];
  // A first, unmeasured run warms the API (emulator workers) and the edge cache, as a live site's would be.
  for (let run = warmup ? -1 : 0; run < runs; run += 1) {
    await (await fetch(url + route)).arrayBuffer();
    const chrome = await launchChromium(tamilFont);
    try {
      await prepare?.(chrome.port);
      const result = await lighthouse(
        url + route,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          disableStorageReset: Boolean(prepare),
        },
        config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse error on ${route}: ${lhr.runtimeError.message}`);
      if (run < 0) continue;
      const scores = Object.fromEntries(
        CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
      ) as Record<CategoryKey, number>;
      const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      const scripts = requests
        .filter((item) => item.resourceType === 'Script')
        .map((item) => ({ url: new URL(item.url).pathname, transferBytes: item.transferSize ?? 0 }));
      const failedAudits: string[] = [];
      for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
        for (const ref of lhr.categories[key]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.push(`${key}: ${ref.id} (${audit.title})`);
        }
      }
      const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      const reportPath = path.join(reportDir, `${name}-${formFactor}${repeatVisit ? '-repeat' : ''}-${run + 1}.json`);
      fs.writeFileSync(reportPath, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
      if (traces) fs.writeFileSync(reportPath.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
      results.push({
        route,
        scores,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        scripts,
        failedAudits,
        reportPath,
      });
    } finally {
      chrome.kill();
    }
  }
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return results[Math.floor(results.length / 2)];
}

/** Median time to the whole page as the stack itself answers it (no edge cache): what an edge miss costs. */
async function renderTimeMs(apiUrl: string, route: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await (await fetch(apiUrl + route)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1];
}

async function pickCategoryRoute(siteUrl: string): Promise<string | null> {
  const answer = (await (await fetch(`${siteUrl}/api/categories`)).json()) as { data?: { _id: string; slug: string; image?: string }[] };
  const categories = answer.data ?? [];
  const sorted = [...categories].sort((a, b) => Number(Boolean(b.image)) - Number(Boolean(a.image)));
  for (const category of sorted) {
    const products = (await (await fetch(`${siteUrl}/api/products?category=${encodeURIComponent(category._id)}&limit=1`)).json()) as { data?: unknown[] };
    if (products.data?.length) return `/category/${category.slug}`;
  }
  return categories[0] ? `/category/${categories[0].slug}` : null;
}

async function pickProductRoute(siteUrl: string): Promise<string | null> {
  const answer = (await (await fetch(`${siteUrl}/api/products?limit=50`)).json()) as { data?: { slug: string; image?: string }[] };
  const products = answer.data ?? [];
  const product = products.find((item) => item.image) ?? products[0];
  return product ? `/products/${encodeURIComponent(product.slug)}` : null;
}

/** An order's own page: an order of the first product placed for the audit (the stack is local: the order is the audit's own). */
async function placeOrderRoute(siteUrl: string): Promise<string | null> {
  const products = ((await (await fetch(`${siteUrl}/api/products?limit=1`)).json()) as { data?: { _id: string; variants: { key: string }[] }[] }).data ?? [];
  if (!products[0]) return null;
  const response = await fetch(`${siteUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lines: [{ productId: products[0]._id, variantKey: products[0].variants[0]?.key, quantity: 1 }], name: 'Lighthouse' }),
  });
  return response.ok ? ((await response.json()) as { data: { statusUrl: string } }).data.statusUrl : null;
}

/** The routes of the bar: /, /products, /gallery, a category page, a product page and an order's page, each in English and Tamil. */
async function barRoutes(siteUrl: string): Promise<string[]> {
  const routes = ['/', '/products', '/gallery'];
  const categoryRoute = await pickCategoryRoute(siteUrl);
  if (categoryRoute) routes.push(categoryRoute);
  else console.warn('lighthouse: no category in the catalogue, the category page is skipped');
  const productRoute = await pickProductRoute(siteUrl);
  if (productRoute) routes.push(productRoute);
  else console.warn('lighthouse: no product in the catalogue, the product page is skipped');
  const orderRoute = await placeOrderRoute(siteUrl);
  if (orderRoute) routes.push(orderRoute);
  else console.warn('lighthouse: no order could be placed, the order page is skipped');
  return [...routes, ...routes.map((route) => localizedPath('ta', route))];
}

/**
 * An order's page asks search engines not to index it (a customer's order, opened from its link):
 * Lighthouse's SEO category then fails its is-crawlable audit, as it should for that page.
 */
const KEPT_FROM_SEARCH = /^(\/ta)?\/orders\//;
const NOT_CRAWLABLE = 'seo: is-crawlable ';

/** Whether `result` is a page kept from search engines on purpose whose only failed SEO audit is that one. */
function keptFromSearch(result: RouteResult): boolean {
  const seoFailures = result.failedAudits.filter((audit) => audit.startsWith('seo:'));
  return KEPT_FROM_SEARCH.test(result.route) && seoFailures.length > 0 && seoFailures.every((audit) => audit.startsWith(NOT_CRAWLABLE));
}

/** Prints the table and each route's scripts and misses; false when a bar is missed. */
function report(formFactor: FormFactor, visit: 'first' | 'repeat', results: RouteResult[], renderMs: Map<string, number>): boolean {
  const bar = BARS[formFactor];
  const throttling = formFactor === 'mobile' ? 'simulated throttling' : 'desktop configuration';
  console.log(`\nLighthouse 12, ${formFactor} (${throttling}), ${visit} visit, median run by performance:\n`);
  const header = ['route', 'Perf', 'A11y', 'BP', 'SEO', 'CLS', 'FCP', 'LCP', 'TBT', 'JS (transfer)', 'render (edge miss)', 'host CPU'];
  const rows = results.map((r) => [
    r.route,
    ...CATEGORIES.map((key) => String(r.scores[key])),
    r.cls.toFixed(3),
    `${Math.round(r.fcpMs)} ms`,
    `${Math.round(r.lcpMs)} ms`,
    `${Math.round(r.tbtMs)} ms`,
    scriptBytes(r),
    `${Math.round(renderMs.get(r.route) ?? NaN)} ms`,
    hostCpu(r),
  ]);
  printTable(header, rows);

  let met = true;
  for (const r of results) {
    printScripts(r, formFactor);
    const problems: string[] = [];
    const notIndexed = keptFromSearch(r);
    for (const key of CATEGORIES) if (r.scores[key] < bar.scores[key] && !(key === 'seo' && notIndexed)) problems.push(`${key} ${r.scores[key]} < ${bar.scores[key]}`);
    if (notIndexed) console.log(`  SEO ${r.scores.seo}: the page asks not to be indexed (an order's page, on purpose); every other SEO audit passes`);
    if (!(r.cls === 0)) problems.push(`CLS ${r.cls} > 0`);
    if (!(r.lcpMs <= bar.lcpMs)) problems.push(`LCP ${Math.round(r.lcpMs)} ms > ${bar.lcpMs} ms (${r.lcpElement})`);
    if (!(r.tbtMs <= bar.tbtMs)) problems.push(`TBT ${Math.round(r.tbtMs)} ms > ${bar.tbtMs} ms`);
    const admin = r.scripts.filter((s) => /admin/i.test(s.url));
    if (admin.length) problems.push(`back-office code loaded: ${admin.map((s) => s.url).join(', ')}`);
    for (const audit of r.failedAudits) if (!(notIndexed && audit.startsWith(NOT_CRAWLABLE))) console.log(`  failed audit: ${audit}`);
    if (problems.length) {
      met = false;
      console.log(`  MISSED: ${problems.join('; ')} (report ${path.relative(ROOT, r.reportPath)})`);
    }
  }
  return met;
}

async function main() {
  const values = parseOptions(USAGE, {
    api: { type: 'string' },
    runs: { type: 'string', default: '3' },
    offset: { type: 'string', default: String(OFFSETS.lighthouse) },
    'skip-build': { type: 'boolean', default: false },
    'keep-state': { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    dist: { type: 'string', default: DEFAULT_DIST },
    // Extra routes to audit besides those of the bar (e.g. --route /about-us --route /contact).
    route: { type: 'string', multiple: true, default: [] },
    'no-warmup': { type: 'boolean', default: false },
    'mobile-only': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true, default: [] },
    traces: { type: 'boolean', default: false },
    'no-tamil-font': { type: 'boolean', default: false },
    'repeat-visit': { type: 'boolean', default: false },
    'back-office-only': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
  });
  const overHttp2 = !values.http1;
  if (overHttp2) {
    acceptLocalCertificate = true;
    // This script's own requests to its server (the sitemap, a sign-in) accept that certificate too.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }
  // A profile needs the chunks unminified (scripts/lighthouse/profile.ts): a build of its own, beside Lighthouse's.
  const dist = path.resolve(ROOT, values.profile && values.dist === DEFAULT_DIST ? '.dist-profile' : values.dist);
  const runs = Math.max(1, Number(values.runs) || 1);
  // A fixed address, so the build can name it as production builds name theirs (robots.txt's Sitemap line).
  const sitePort = portsFor(Number(values.offset)).hosting + 2;
  const siteOrigin = `${overHttp2 ? 'https' : 'http'}://127.0.0.1:${sitePort}`;

  if (!values['skip-build']) {
    console.log(`lighthouse: building the web app into ${path.relative(ROOT, dist)}/`);
    const build = spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn', ...(values.profile ? ['--minify', 'false'] : [])], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, SITE_ORIGIN: siteOrigin },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  if (!fs.existsSync(path.join(dist, 'admin.html'))) throw new Error(`${dist}/admin.html is missing (run without --skip-build)`);

  let apiUrl = values.api;
  let stopStack: (() => Promise<void>) | null = null;
  const stateDir = path.join(ROOT, '.state-lighthouse');
  if (!apiUrl) {
    const { startStack } = await import('./stack/index');
    if (!values['keep-state']) fs.rmSync(stateDir, { recursive: true, force: true });
    console.log(`lighthouse: starting a local stack (state ${path.relative(ROOT, stateDir)}/, offset ${values.offset})`);
    const stack = await startStack({
      stateDir,
      portOffset: Number(values.offset),
      webDist: dist,
      log: (line) => {
        if (/^stack:/.test(line)) console.log(`  ${line}`);
      },
    });
    apiUrl = stack.url;
    stopStack = async () => {
      await stack.stop();
      if (!values['keep-state']) fs.rmSync(stateDir, { recursive: true, force: true });
    };
  }

  const site = await serveSite(dist, apiUrl, sitePort, { http2: overHttp2 });
  const reportDir = path.join(ROOT, 'reports', 'lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  let failed = false;
  try {
    console.log(`lighthouse: serving ${path.relative(ROOT, dist)}/ compressed at ${site.url}, API ${apiUrl}`);
    const only = values.only ?? [];
    if (values.profile) {
      const routes = only.length ? only : BACK_OFFICE_ROUTES;
      await profileRoutes(site.url, dist, routes, launchChromium, await sessionFor(site.url, routes));
      return;
    }
    const backOfficeOnly = values['back-office-only'];
    const publicRoutes = only.filter((route) => !isBackOfficeRoute(route));
    const routes = backOfficeOnly ? [] : only.length ? publicRoutes : [...(await barRoutes(site.url)), ...(values.route ?? [])];
    const renderMs = new Map<string, number>();
    for (const route of routes) renderMs.set(route, await renderTimeMs(apiUrl, route));
    const formFactors: FormFactor[] = values['mobile-only'] ? ['mobile'] : ['mobile', 'desktop'];
    const options: RunOptions = { runs, reportDir, warmup: !values['no-warmup'], traces: values.traces, tamilFont: !values['no-tamil-font'], repeatVisit: values['repeat-visit'] };
    for (const formFactor of routes.length ? formFactors : []) {
      const results: RouteResult[] = [];
      for (const route of routes) {
        console.log(`lighthouse: ${route}, ${formFactor} (${runs} run${runs > 1 ? 's' : ''})`);
        results.push(await runLighthouse(site.url, route, formFactor, { ...options, prepare: values['repeat-visit'] ? visitOnce(site.url + route) : undefined }));
      }
      if (!report(formFactor, values['repeat-visit'] ? 'repeat' : 'first', results, renderMs)) failed = true;
    }
    if (routes.length) {
      console.log(
        failed
          ? `\nlighthouse: some bars were missed (${formFactors.map(describeBars).join('; ')}).`
          : `\nlighthouse: every route meets the bars (${formFactors.map(describeBars).join('; ')}).`,
      );
    }
    const backOfficeRoutes = only.length ? only.filter(isBackOfficeRoute) : BACK_OFFICE_ROUTES;
    const audit: Audit = (route, prepare) => runLighthouse(site.url, route, 'mobile', { ...options, prepare });
    if (backOfficeRoutes.length && !(await auditBackOffice(site.url, backOfficeRoutes, audit))) failed = true;
  } finally {
    await site.close();
    if (stopStack) await stopStack();
  }
  if (failed && !values['no-fail']) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`lighthouse: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
