/**
 * The back office's Lighthouse audits (npm run lighthouse; `--back-office-only` runs only these):
 * mobile, on /admin/login and, signed in, on the dashboard, Orders and the product list.
 *
 * Signed in as the stack's administrator through the API (POST /api/auth/login; ADMIN_EMAIL and
 * ADMIN_PASSWORD, else the stack's default account). Before each run the token goes into the
 * browser's local storage under `token`, as the login page puts it, on a static file of the site
 * (no app starts there), and Lighthouse keeps storage (disableStorageReset), so the screen loads
 * already signed in, as Lighthouse's documented way to audit pages behind a sign-in does.
 *
 * Bars (issue 33): Performance ≥ 90, Accessibility 100, CLS 0, LCP ≤ 2.5 s, TBT ≤ 200 ms.
 */
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import type { RouteResult } from '../lighthouse';
import { hostCpu, printScripts, printTable, scriptBytes } from './table';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, ROOT } from '../stack/paths';

/** Runs in each fresh browser (its debugging port) before the page is opened in it. */
export type Prepare = (port: number) => Promise<void>;

/** Audits `route` once per run; `prepare` runs in each fresh browser before Lighthouse navigates. */
export type Audit = (route: string, prepare?: Prepare) => Promise<RouteResult>;

export const BACK_OFFICE_ROUTES = ['/admin/login', '/admin', '/admin/orders', '/admin/products'];

export const isBackOfficeRoute = (route: string) => /^\/admin(\/|$)/.test(route);

const needsSession = (route: string) => !route.startsWith('/admin/login');

const BAR = { performance: 90, accessibility: 100, lcpMs: 2500, tbtMs: 200 };

async function signIn(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`lighthouse: signing in to the back office failed (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Puts the session `token` in the local storage of the browser at `port`, for `siteUrl`. */
const placeSession = (siteUrl: string, token: string) => async (port: number) => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
};

/** What prepares each fresh browser for `route` of `routes`: the session of one sign-in placed in it, for the screens behind the sign-in. */
export async function sessionFor(siteUrl: string, routes: string[]): Promise<(route: string) => Prepare | undefined> {
  const token = routes.some(needsSession) ? await signIn(siteUrl) : '';
  return (route) => (needsSession(route) ? placeSession(siteUrl, token) : undefined);
}

/** What `result` misses of the bar. */
function misses(result: RouteResult): string[] {
  const problems: string[] = [];
  if (result.scores.performance < BAR.performance) problems.push(`performance ${result.scores.performance} < ${BAR.performance}`);
  if (result.scores.accessibility < BAR.accessibility) problems.push(`accessibility ${result.scores.accessibility} < ${BAR.accessibility}`);
  if (!(result.cls === 0)) problems.push(`CLS ${result.cls} > 0`);
  if (!(result.lcpMs <= BAR.lcpMs)) problems.push(`LCP ${Math.round(result.lcpMs)} ms > ${BAR.lcpMs} ms (${result.lcpElement})`);
  if (!(result.tbtMs <= BAR.tbtMs)) problems.push(`TBT ${Math.round(result.tbtMs)} ms > ${BAR.tbtMs} ms`);
  return problems;
}

/** Audits `routes` of the back office (mobile), prints the table, each route's scripts and misses; false when a bar is missed. */
export async function auditBackOffice(siteUrl: string, routes: string[], audit: Audit): Promise<boolean> {
  const prepareFor = await sessionFor(siteUrl, routes);
  const results: RouteResult[] = [];
  for (const route of routes) {
    console.log(`lighthouse: ${route}, back office, mobile${needsSession(route) ? ', signed in' : ''}`);
    results.push(await audit(route, prepareFor(route)));
  }

  console.log('\nLighthouse 12, back office, mobile (simulated throttling), median run by performance:\n');
  const header = ['route', 'Perf', 'A11y', 'CLS', 'FCP', 'LCP', 'TBT', 'JS (transfer)', 'host CPU'];
  const rows = results.map((r) => [
    r.route,
    String(r.scores.performance),
    String(r.scores.accessibility),
    r.cls.toFixed(3),
    `${Math.round(r.fcpMs)} ms`,
    `${Math.round(r.lcpMs)} ms`,
    `${Math.round(r.tbtMs)} ms`,
    scriptBytes(r),
    hostCpu(r),
  ]);
  printTable(header, rows);

  let met = true;
  for (const r of results) {
    printScripts(r, 'back office, mobile');
    for (const audit of r.failedAudits.filter((failed) => failed.startsWith('accessibility:'))) console.log(`  failed audit: ${audit}`);
    const problems = misses(r);
    if (problems.length) {
      met = false;
      console.log(`  MISSED: ${problems.join('; ')} (report ${path.relative(ROOT, r.reportPath)})`);
    }
  }
  console.log(
    met
      ? `\nlighthouse: every back-office route meets its bars (mobile Performance ≥ ${BAR.performance}, Accessibility 100, CLS 0, LCP ≤ ${BAR.lcpMs} ms, TBT ≤ ${BAR.tbtMs} ms).`
      : '\nlighthouse: some back-office bars were missed.',
  );
  return met;
}
