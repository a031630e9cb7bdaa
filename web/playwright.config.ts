/**
 * End-to-end tests in Debian's Chromium headless shell against a running stack (E2E_BASE_URL, default the
 * `npm start` address). Projects: `public` (visitor, e2e/public-*.spec.ts) then `admin`
 * (back office, e2e/admin-*.spec.ts); `security` (headers and
 * Content-Security-Policy, e2e/security-*.spec.ts). Results: list on the console and JSON in E2E_JSON_REPORT
 * (default reports/e2e/results.json at the repository root).
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const jsonReport = process.env.E2E_JSON_REPORT ?? path.resolve(here, '..', 'reports', 'e2e', 'results.json');

export default defineConfig({
  testDir: './e2e',
  outputDir: path.resolve(here, '..', 'test-results', 'e2e'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more, so the report tells a flaky test from a broken one (and
  // keeps the retry's trace); a test that passes only on its retry still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS },
    // Recording a trace (DOM snapshots and a screencast of every action) took a third of the suite's
    // time on a 2-core machine: only a retried test is traced (E2E_TRACE=on traces every test).
    // One browser context per worker, reset by Playwright between tests (cookies, cache, storage,
    // IndexedDB, routes, init scripts, extra pages; a test asking for touch, a phone or permissions
    // still gets a fresh one): a new context and its renderer cost about a second of a 2-core machine.
    reuseContext: true,
    // The public pages register a service worker: where one controls a page, page.route no longer sees
    // what it fetches. The service worker's own tests (e2e/support/serviceWorker.ts) open contexts that allow it.
    serviceWorkers: 'block',
    trace: process.env.E2E_TRACE === 'on' ? 'on' : 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'public', testMatch: /public-.*\.spec\.ts$/ },
    { name: 'admin', testMatch: /admin-.*\.spec\.ts$/, dependencies: ['public'] },
    { name: 'security', testMatch: /security-.*\.spec\.ts$/ },
  ],
});
