/**
 * A back-office screen's load in a Chromium slowed as Lighthouse's phone is, but for real (4× CPU,
 * 150 ms round trips, 1.6 Mbps down): first paint, largest paint, the sum of the long tasks' excess
 * over 50 ms after the first paint (TBT) and the longest task, per cold load and their median.
 *   npx tsx scripts/bench/back-office-load.ts [--site URL] [--route /admin] [--runs 5]
 * Against a running stack (default http://127.0.0.1:5000, `npm start`; a build's stack with
 * `npm run stack -- --web-dist DIR` to compare two builds), signed in as its administrator through the
 * API unless the route is the login screen (ADMIN_EMAIL, ADMIN_PASSWORD; else the stack's default).
 * Steadier than Lighthouse's simulation on a shared machine, whose speed moves from run to run.
 */
import puppeteer, { type Page } from 'puppeteer-core';
import { parseOptions } from '../args';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../stack/paths';

const USAGE = 'Usage: npx tsx scripts/bench/back-office-load.ts [--site URL] [--route /admin] [--runs N]';
const options = parseOptions(USAGE, { site: { type: 'string' }, route: { type: 'string' }, runs: { type: 'string' } });
const site = options.site ?? 'http://127.0.0.1:5000';
const route = options.route ?? '/admin';
const runs = Number(options.runs ?? 5);

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Load {
  fcp: number;
  lcp: number;
  tbt: number;
  longest: number;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in failed (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Records the page's long tasks and its last largest-paint candidate from its first script on. */
const observe = (page: Page) =>
  page.evaluateOnNewDocument(() => {
    const seen = { longTasks: [] as [number, number][], lcp: 0 };
    Object.assign(window, { __load: seen });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.longTasks.push([entry.startTime, entry.duration]))).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  });

async function load(token: string): Promise<Load> {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await page.goto(`${site}/favicon.svg`);
    if (token) await page.evaluate((value) => localStorage.setItem('token', value), token);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await observe(page);
    await page.goto(`${site}${route}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return await page.evaluate(() => {
      const { longTasks, lcp } = (window as unknown as { __load: { longTasks: [number, number][]; lcp: number } }).__load;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { fcp, lcp, tbt, longest: Math.max(0, ...longTasks.map(([, duration]) => duration)) };
    });
  } finally {
    await browser.close();
  }
}

const format = (times: Load) => (Object.entries(times) as [string, number][]).map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join('  ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const token = route.startsWith('/admin/login') ? '' : await signIn();
  await load(token);
  const loads: Load[] = [];
  for (let run = 1; run <= runs; run++) {
    loads.push(await load(token));
    console.log(`${route} run ${run}: ${format(loads[loads.length - 1])}`);
  }
  const medians: Load = { fcp: 0, lcp: 0, tbt: 0, longest: 0 };
  for (const key of Object.keys(medians) as (keyof Load)[]) medians[key] = median(loads.map((one) => one[key]));
  console.log(`${route} median of ${runs} (after a warm-up load): ${format(medians)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
