/**
 * Helpers for the admin end-to-end specs (web/e2e/admin-*.spec.ts). Not a vitest file.
 * Environment (set by the test runner): E2E_BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD,
 * FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { SiteSettingsVersion } from '@catalogue/domain';

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'owner@example.com';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'owner-password-123';

/** A name no other test (or seed) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small valid PNG (8×8, green), for uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQyLPBihiGlgQAfvQ0gUE68wIAAAAASUVORK5CYII=',
  'base64',
);
export const pngFile = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: PNG });

/** Signs in through the API and returns the session token. */
export async function apiToken(request: APIRequestContext, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token as string;
}

/**
 * Opens the admin area already signed in (token placed in local storage like the login page does).
 * The token goes in on a static file of the site (same origin, no app to start), so the back office
 * loads once, already signed in.
 */
export async function openSignedIn(page: Page, request: APIRequestContext, path = '/admin') {
  const token = await apiToken(request);
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  return token;
}

/**
 * Goes to `path` within the running app, as its own links do (a history entry the router follows),
 * and waits until no request has been open for half a second, as Playwright's 'networkidle' after a
 * page load: the back office's code stays loaded, where a page load compiles and starts it again
 * (about a second of a 2-core machine).
 */
export async function navigateInApp(page: Page, path: string) {
  let open = 0;
  let lastChange = Date.now();
  const started = () => {
    open++;
    lastChange = Date.now();
  };
  const ended = () => {
    open--;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL((url) => url.pathname + url.search === path);
    await expect.poll(() => open <= 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, rememberMe = false) {
  await page.goto('/admin/login');
  await submitSignIn(page, email, password, rememberMe);
}

/** Fills in and sends the login form of the screen on show. */
export async function submitSignIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, rememberMe = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  // The sign-in (Auth, the attempt records, a new session) is the heaviest call of the back office:
  // while the other suites load the stack it took longer than an assertion's 10 s, so its answer is awaited.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'), { timeout: 45_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await answered;
}

/**
 * The headers of a public write from a customer of its own: a random client address where the hosting
 * proxies put it (functions/src/http/clientAddress.ts), so the per-address hourly limits never bite.
 */
export function customerHeaders() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}, 192.0.2.1, 192.0.2.2` };
}

export class Api {
  constructor(
    private request: APIRequestContext,
    private token: string,
  ) {}
  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }
  async json<T = unknown>(method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(`/api${path}`, { method, headers: this.headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  }
  async createCategory(fields: Record<string, string | number | boolean>) {
    const multipart = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const response = await this.request.post('/api/categories', { headers: this.headers, multipart });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).data as { _id: string; name: string; order: number };
  }
  /** A product of one price (no `variants`) gets it as its MRP too, as the form asks of a size sold at a price. */
  async createProduct(fields: Record<string, string | number | boolean>) {
    const price = Number(fields.price ?? 0);
    const sized = 'variants' in fields || !(price > 0) ? fields : { ...fields, variants: JSON.stringify([{ price, mrp: price, inStock: String(fields.inStock ?? true) !== 'false' }]) };
    const multipart = Object.fromEntries(Object.entries(sized).map(([k, v]) => [k, String(v)]));
    const response = await this.request.post('/api/products', { headers: this.headers, multipart });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).data as { _id: string; name: string };
  }
  /** The shop's site settings as saved now (`query`: e.g. `?lang=ta` for their Tamil). */
  async siteSettings(query = '') {
    return (await this.json<{ data: { settings: SiteSettingsVersion } }>('GET', `/site${query}`)).data.settings;
  }
  /** The status of a GET (e.g. 404 for what was deleted). */
  async status(path: string) {
    return (await this.request.get(`/api${path}`, { headers: this.headers })).status();
  }
  /** Deletes, ignoring "already gone". */
  async remove(path: string) {
    await this.request.delete(`/api${path}`, { headers: this.headers });
  }
}

/**
 * A spec's API client, signed in as the administrator before its tests; after them, the paths pushed
 * on `cleanup` are deleted, the last first.
 */
export function specApi() {
  const spec = { api: undefined as unknown as Api, token: '', cleanup: [] as string[] };
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    spec.token = await apiToken(request);
    spec.api = new Api(request, spec.token);
  });
  test.afterAll(async () => {
    for (const path of spec.cleanup.reverse()) await spec.api.remove(path);
  });
  return spec;
}

/**
 * For a spec that changes the site settings: they are read before its tests, and put back after them
 * (their version restored) when the tests saved others.
 */
export function keepSiteSettings(owner: { api: Api }) {
  const kept = { original: undefined as unknown as SiteSettingsVersion };
  test.beforeAll(async () => {
    kept.original = await owner.api.siteSettings();
  });
  test.afterAll(async () => {
    if ((await owner.api.siteSettings()).version !== kept.original.version) await owner.api.json('POST', `/site/versions/${kept.original.version}/restore`);
  });
  return kept;
}

/** The public header's links in order (header items, then the dropdown's), seen by a fresh visitor. */
export async function publicNav(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#site-nav.measured')).toBeAttached({ timeout: 15_000 });
  const header = await page.locator('#site-nav .nav-list > li > a').allTextContents();
  const dropdown = await page.locator('#site-nav .nav-dropdown-list a').allTextContents();
  const dropdownLabel = (await page.locator('#site-nav .nav-dropdown-button').count())
    ? (await page.locator('#site-nav .nav-dropdown-button').textContent())?.trim()
    : null;
  await context.close();
  return { header: header.map((t) => t.trim()), dropdown: dropdown.map((t) => t.trim()), dropdownLabel, all: [...header, ...dropdown].map((t) => t.trim()) };
}

/**
 * Drags a handle onto another element, into its upper (before) or lower (after) fifth, in small
 * steps. The target is measured again once the drag has started, in case the layout moved.
 */
export async function dragTo(page: Page, handle: ReturnType<Page['locator']>, target: ReturnType<Page['locator']>, side: 'before' | 'after') {
  const from = await handle.boundingBox();
  if (!from) throw new Error('drag: handle not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  const point = async () => {
    const to = await target.boundingBox();
    if (!to) throw new Error('drag: target not visible');
    return { x: to.x + Math.min(20, to.width / 2), y: side === 'before' ? to.y + to.height * 0.2 : to.y + to.height * 0.8 };
  };
  let p = await point();
  await page.mouse.move(p.x, p.y, { steps: 15 });
  await page.waitForTimeout(100);
  p = await point();
  await page.mouse.move(p.x, p.y, { steps: 3 });
  await page.waitForTimeout(100);
  await page.mouse.up();
}
