/**
 * The server-rendered pages in English and in Tamil (/ta/…), over real HTTP and with no JavaScript,
 * as a search engine sees them: the document's language, the canonical address, the hreflang
 * alternates both ways (English as x-default), og:locale, the Tamil font's choice (its script), redirects that
 * keep the language, and sitemap.xml listing every page in both languages with its alternates.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, API_URL, call, createCategory, createProduct, makeImage, unique } from './helpers';

const page = (path: string) => fetch(`${API_URL}${path}`, { redirect: 'manual' });

/** The hreflang alternates of a page at `path` (its English address), as every language's page carries them. */
const alternates = (path: string, tamilPath = `/ta${path}`) => [
  `<link rel="alternate" hreflang="en-IN" href="${API_URL}${path}" />`,
  `<link rel="alternate" hreflang="ta-IN" href="${API_URL}${tamilPath}" />`,
  `<link rel="alternate" hreflang="x-default" href="${API_URL}${path}" />`,
];

describe('pages in English and Tamil', () => {
  let token: string;
  let category: { _id: string; slug: string };
  let product: { _id: string; slug: string; name: string };

  beforeAll(async () => {
    token = await admin();
    category = await createCategory(token, {}, await makeImage(800, 600, 'jpeg'));
    product = await createProduct(token, { name: unique('Gingelly Oil'), price: 300, category: category._id, description: 'Pressed slowly.' }, await makeImage(900, 900, 'jpeg'));
  });

  afterAll(async () => {
    await call('DELETE', `/products/${product._id}`, { token });
    await call('DELETE', `/categories/${category._id}`, { token });
  });

  it('a Tamil product page: <html lang="ta">, its own canonical, alternates both ways, og:locale ta_IN, the font chosen before the first layout', async () => {
    const response = await page(`/ta/products/${product.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ta">/);
    expect(html).toContain(`<link rel="canonical" href="${API_URL}/ta/products/${product.slug}" />`);
    for (const link of alternates(`/products/${product.slug}`)) expect(html).toContain(link);
    expect(html).toContain('<meta property="og:locale" content="ta_IN" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    expect(html).toContain(`<meta property="og:url" content="${API_URL}/ta/products/${product.slug}" />`);
    // The font is chosen in the head (the web font from the cache, or fetched at once by a device with
    // no Tamil letters): nothing to fetch before the first paint otherwise.
    const fontScript = html.match(/<script>\(function chooseTamilFont\([\s\S]*?\}\)\(\.\.\.(\[.*?\])\)<\/script>/);
    expect(fontScript).not.toBeNull();
    const [storageKey, fontKey] = JSON.parse(fontScript![1]) as string[];
    expect(storageKey).toBe('tamilFont');
    expect(fontKey.split(' ')).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/noto-sans-tamil-tamil-700-normal-[\w-]+\.woff2$/),
    ]);
    expect(html).not.toMatch(/<link rel="preload"[^>]*noto-sans-tamil/);
    // The page's Content-Security-Policy lets that script, and only it, run.
    const script = fontScript![0].replace(/^<script>|<\/script>$/g, '');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${hash}'" />`);
    // The page's links stay in Tamil: the breadcrumb's and the category's.
    expect(html).toContain(`href="/ta/category/${category.slug}"`);
    expect(html).not.toMatch(/href="\/category\//);
    // Its breadcrumb for search engines names the Tamil addresses.
    expect(html).toContain(`"item":"${API_URL}/ta/category/${category.slug}"`);
  });

  it('its English twin: <html lang="en">, the same alternates, og:locale en_IN, nothing of the Tamil font', async () => {
    const html = await (await page(`/products/${product.slug}`)).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain(`<link rel="canonical" href="${API_URL}/products/${product.slug}" />`);
    for (const link of alternates(`/products/${product.slug}`)) expect(html).toContain(link);
    expect(html).toContain('<meta property="og:locale" content="en_IN" />');
    expect(html).not.toMatch(/tamilFont|<link rel="preload"[^>]*noto-sans-tamil/);
  });

  it('the home pages: /ta/ and / name each other (the Tamil home with its slash, also when asked without)', async () => {
    for (const path of ['/ta/', '/ta']) {
      const html = await (await page(path)).text();
      expect(html).toMatch(/<html lang="ta">/);
      expect(html).toContain(`<link rel="canonical" href="${API_URL}/ta/" />`);
      for (const link of alternates('/', '/ta/')) expect(html).toContain(link);
    }
    const english = await (await page('/')).text();
    for (const link of alternates('/', '/ta/')) expect(english).toContain(link);
  });

  it('a Tamil address that names nothing is a Tamil not-found page (404, noindex); a category id moves to its slug in Tamil', async () => {
    const missing = await page(`/ta/products/${unique('missing')}`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toMatch(/<html lang="ta">/);
    expect(html).toContain('<meta name="robots" content="noindex" />');

    const moved = await page(`/ta/category/${category._id}?sort=name`);
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, API_URL).pathname + new URL(moved.headers.get('location')!, API_URL).search).toBe(`/ta/category/${category.slug}?sort=name`);
  });

  it('no page is redirected by language: a browser asking for Tamil still gets the English page at its address', async () => {
    const response = await fetch(`${API_URL}/products`, { redirect: 'manual', headers: { 'Accept-Language': 'ta-IN,ta;q=0.9' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en">/);
  });

  it('sitemap.xml lists every page in both languages, each with its en-IN, ta-IN and x-default alternates', async () => {
    const xml = await (await page('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    const loc = (url: string) => new URL(/<loc>([^<]+)<\/loc>/.exec(url)![1]).pathname;
    const locs = urls.map(loc);
    for (const path of ['/', '/products', '/gallery', '/about-us', '/contact', '/shipping', '/returns', '/cancellation', '/privacy', '/terms', `/products/${product.slug}`, `/category/${category.slug}`]) {
      const tamilPath = path === '/' ? '/ta/' : `/ta${path}`;
      expect(locs).toContain(path);
      expect(locs).toContain(tamilPath);
      for (const url of urls.filter((entry) => [path, tamilPath].includes(loc(entry)))) {
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${API_URL}${path}"/>`);
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="ta-IN" href="${API_URL}${tamilPath}"/>`);
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${API_URL}${path}"/>`);
      }
    }
    // As many Tamil addresses as English ones.
    expect(locs.filter((path) => path.startsWith('/ta/')).length * 2).toBe(locs.length);
  });
});
