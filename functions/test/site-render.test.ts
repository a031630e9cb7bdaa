/**
 * The server-rendered public pages (the `site` function behind Hosting), over real HTTP and with no
 * JavaScript, as a link scraper or a search engine sees them: content, head tags, JSON-LD, honest
 * status codes and redirects, sitemap.xml, robots.txt, cache headers and conditional requests.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, API_URL, call, createCategory, createProduct, makeImage, unique } from './helpers';

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${API_URL}${path}`, { redirect: 'manual', headers });
const pageText = (path: string, headers: Record<string, string> = {}) => page(path, headers).then((response) => response.text());

/** A page's text asked for with a Host header of one's own (fetch always sends the URL's host). */
const textWithHost = (path: string, host: string) =>
  new Promise<string>((resolve, reject) => {
    const call = request(`${API_URL}${path}`, { headers: { Host: host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    call.on('error', reject);
    call.end();
  });

/**
 * The answers of `asks`, asked one after another. Asked at once, each would wait for a cold worker
 * of the Functions emulator (one per concurrent request), and six pages at once took over a minute
 * once in a fresh-clone run of c25d9e3 with the other lane busy. No test here is about concurrency.
 */
async function oneAfterAnother<T>(asks: (() => Promise<T>)[]): Promise<T[]> {
  const answers: T[] = [];
  for (const ask of asks) answers.push(await ask());
  return answers;
}

/** The content of `<meta property|name="key" content="...">`. */
function metaContent(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag ? tag[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}

/** Every JSON-LD object of the page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, any>);

describe('server-rendered pages', () => {
  let token: string;
  let category: { _id: string; slug: string; name: string };
  let product: { _id: string; slug: string; name: string; imageInfo: { social: string } };
  const created: string[] = [];

  beforeAll(async () => {
    token = await admin();
    category = await createCategory(token, {}, await makeImage(800, 600, 'jpeg'));
    product = await createProduct(token, { name: unique('Cold-pressed <Sesame> & Oil'), price: 245.5, category: category._id, description: 'Pressed slowly.' }, await makeImage(900, 900, 'jpeg'));
    created.push(product._id);
  });

  afterAll(async () => {
    for (const id of created) await call('DELETE', `/products/${id}`, { token });
    await call('DELETE', `/categories/${category._id}`, { token });
  });

  it("a product's page carries its name, price, link-preview tags and Product JSON-LD", async () => {
    const response = await page(`/products/${product.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const escapedName = product.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<h1>${escapedName}</h1>`);
    expect(html).toContain('₹245.50');
    expect(metaContent(html, 'og:title')).toContain(product.name);
    // The product's own 1200 × 630 social rendition.
    expect(new URL(metaContent(html, 'og:image')!).pathname).toBe(product.imageInfo.social);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/products/${product.slug}"`));
    const data = jsonLd(html);
    const productLd = data.find((item) => item['@type'] === 'Product');
    expect(productLd).toMatchObject({ '@context': 'https://schema.org', name: product.name, offers: [{ '@type': 'Offer', price: '245.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock' }] });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(4);
    // The browser hydrates from the router's data embedded in the page: each route's loader data, once.
    const hydration = /<script type="application\/json" id="router-data">([\s\S]*?)<\/script>/.exec(html);
    expect(html.match(/id="router-data"/g)).toHaveLength(1);
    const { loaderData } = JSON.parse(hydration![1]) as { loaderData: Record<string, any> };
    expect(loaderData.product.product).toMatchObject({ _id: product._id, slug: product.slug, name: product.name });
    expect(loaderData.public.site.settings.business.name).toBeTruthy();
  });

  it('the home page carries the business as LocalBusiness JSON-LD', async () => {
    const html = await (await page('/')).text();
    expect(jsonLd(html).find((item) => item['@type'] === 'LocalBusiness')?.name).toBeTruthy();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it('every page has its own title and description', async () => {
    const heads = await oneAfterAnother(['/', '/products', '/gallery', '/about-us', '/contact', `/category/${category.slug}`].map((path) => () => pageText(path)));
    const titles = heads.map((html) => /<title>([^<]*)<\/title>/.exec(html)?.[1]);
    expect(new Set(titles).size).toBe(titles.length);
    for (const html of heads) expect(metaContent(html, 'description')).toBeTruthy();
  });

  it('unknown paths, products and categories answer 404 with the not-found page', async () => {
    for (const path of ['/no-such-page', `/products/${unique('missing')}`, `/category/${unique('missing')}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toMatch(/404 - Page Not Found|Category Not Found/);
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('an address that is not valid percent-encoding is a 400, on pages, the API and photos alike (never a 500)', async () => {
    for (const path of ['/ta/%ff', '/%E0%AE', '/products/%E0%AE%', '/ta/products/%ZZ']) {
      const response = await page(path);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toBe('Bad Request: the address is not valid.');
    }
    for (const path of ['/api/products/%ff', '/uploads/%E0%AE', '/api/%ff?lang=ta']) {
      const response = await fetch(`${API_URL}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ success: false, message: 'Bad request' });
    }
  });

  it('a Host header that is no host and port is a 400, and the stack keeps answering (it used to end it)', async () => {
    const answer = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request(`${API_URL}/`, { headers: { Host: host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    for (const host of [`${new URL(API_URL).host}.evil.example`, 'a b', '127.0.0.1:99999']) expect(await answer(host), host).toBe(400);
    expect((await page('/')).status).toBe(200);
  });

  it('an address with a segment longer than a file name is a 404, as any unknown address (never a 500)', async () => {
    const long = 'a'.repeat(300);
    for (const path of [`/${long}`, `/assets/${long}`, `/ta/${long}`, `/${'த'.repeat(100)}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex" />');
    }
    for (const path of [`/api/${long}`, `/api/products/${long}`]) {
      const response = await fetch(`${API_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect((await response.json()).success, path).toBe(false);
    }
  });

  it('an address with control characters is the not-found page (never a blank 200)', async () => {
    for (const path of ['/about-us%0a', '/products/x%00', '/%7f']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('404 - Page Not Found');
    }
  });

  it("/category/{id} moves (301) to the category's slug address", async () => {
    const response = await page(`/category/${category._id}`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, API_URL).pathname).toBe(`/category/${category.slug}`);
  });

  it("an old product slug moves (301) to the current one", async () => {
    const renamed = unique('renamed');
    const update = await call('PUT', `/products/${product._id}`, { token, json: { slug: renamed } });
    expect(update.status).toBe(200);
    const response = await page(`/products/${product.slug}?ref=chat`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/products/${renamed}?ref=chat`);
    expect((await page(`/products/${renamed}`)).status).toBe(200);
    product = { ...product, slug: renamed };
  });

  it('a Host or X-Forwarded-Host the site is not served at never reaches canonical, Open Graph, JSON-LD or sitemap addresses', async () => {
    const hostile: Record<string, string>[] = [{ 'X-Forwarded-Host': 'evil.example' }, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' }];
    const asks = [
      ...hostile.flatMap((headers) => [() => pageText(`/products/${product.slug}`, headers), () => pageText('/sitemap.xml', headers)]),
      () => textWithHost(`/products/${product.slug}`, 'evil.example'),
      () => textWithHost('/sitemap.xml', 'evil.example'),
    ];
    for (const text of await oneAfterAnother(asks)) {
      expect(text).toMatch(/<link rel="canonical"|<urlset/);
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('javascript:');
    }
    // The address it is served at is still used (the local stack: this machine).
    expect(await pageText(`/products/${product.slug}`)).toContain(`<link rel="canonical" href="${API_URL}/products/${product.slug}"`);
  });

  it('a loopback host on another port is not believed either: only the hosts of SITE_HOSTS (here, this stack) reach a page', async () => {
    const port = new URL(API_URL).port;
    const canonical = `<link rel="canonical" href="${API_URL}/products/${product.slug}"`;
    const others = ['localhost:6666', '127.0.0.1:6666', '[::1]:6666', `localhost:${Number(port) + 1}`, 'localhost', '127.0.0.1', `localhost.evil.example:${port}`];
    for (const host of others) {
      const answers = await oneAfterAnother([
        () => pageText(`/products/${product.slug}`, { 'X-Forwarded-Host': host }),
        () => textWithHost(`/products/${product.slug}`, host),
        () => pageText('/sitemap.xml', { 'X-Forwarded-Host': host }),
      ]);
      for (const text of answers.slice(0, 2)) expect(text, host).toContain(canonical);
      for (const text of answers) expect(text.replaceAll(API_URL, ''), host).not.toMatch(/https?:\/\/(localhost|127\.0\.0\.1|\[::1\])/);
    }
    // This stack's own hosts are: 127.0.0.1 and localhost on its port, in any case.
    const local = await pageText(`/products/${product.slug}`, { 'X-Forwarded-Host': `LOCALHOST:${port}` });
    expect(local).toContain(`<link rel="canonical" href="http://localhost:${port}/products/${product.slug}"`);
    expect(local).toContain(`<link rel="alternate" hreflang="ta-IN" href="http://localhost:${port}/ta/products/${product.slug}" />`);
  });

  it('pages, redirects and the sitemap vary on the headers their addresses are read from', async () => {
    const varies = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
    for (const path of [`/products/${product.slug}`, '/', '/sitemap.xml', '/no-such-page', `/category/${category._id}`]) {
      const response = await page(path);
      await response.arrayBuffer();
      expect(varies(response), path).toEqual(expect.arrayContaining(['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-encoding']));
    }
  });

  it('sitemap.xml lists the pages and every product and category, with lastmod', async () => {
    // Other test files add, delete and restore products meanwhile: a product there before and after the
    // sitemap was read was there while it was, unless it went to the trash and came back in between.
    // A window where one is missing is read again; a product the sitemap leaves out stays missing.
    const productSlugs = async () => new Set(((await call('GET', '/products?limit=1000')).body.data as { slug: string }[]).map((item) => item.slug));
    let xml = '';
    let locs: string[] = [];
    let missing: string[] = [];
    for (let window = 1; window <= 3; window++) {
      const before = await productSlugs();
      const response = await page('/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/xml/);
      xml = await response.text();
      const after = await productSlugs();
      locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      const throughout = [...before].filter((slug) => after.has(slug));
      expect(throughout.length).toBeGreaterThan(0);
      missing = throughout.filter((slug) => !locs.includes(`/products/${slug}`));
      if (!missing.length) break;
    }
    expect(missing, 'products listed before and after the sitemap, missing from it in each of 3 reads').toEqual([]);
    expect(locs).toContain(`/products/${product.slug}`);
    expect(locs).toContain(`/category/${category.slug}`);
    expect(locs).toEqual(expect.arrayContaining(['/', '/products', '/gallery', '/about-us', '/contact']));
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('robots.txt (a static file of the build) keeps crawlers out of the back office and names no sitemap by a relative address', async () => {
    const response = await page('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    // The test build has no SITE_ORIGIN: the Sitemap line, which must be absolute, is only a comment.
    expect(text).toMatch(/^# Sitemap: \/sitemap\.xml/m);
    expect(text).not.toMatch(/^Sitemap:/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
  });

  it('pages are CDN-cacheable for at most a minute, with an ETag and 304 on If-None-Match', async () => {
    const first = await page('/products');
    await first.arrayBuffer();
    const cacheControl = first.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/\bmax-age=0\b/);
    const sMaxage = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1]);
    expect(sMaxage + stale).toBeLessThanOrEqual(60);
    let etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    // Other test files change the catalogue meanwhile (a new page has a new ETag): ask, for up to 20
    // seconds, until two requests in a row see the same page.
    let again = await page('/products', { 'If-None-Match': etag! });
    for (let attempt = 0; attempt < 80 && again.status === 200; attempt += 1) {
      etag = again.headers.get('etag');
      await again.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await page('/products', { 'If-None-Match': etag! });
    }
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('the back office stays a page of its own, not rendered by the site function (only its login screen is drawn, at build time)', async () => {
    const response = await page('/admin/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-holds-login');
    expect(html).toContain('<link rel="manifest" href="/admin/manifest.webmanifest" />');
    expect(html).not.toContain('router-data');
  });

  // The function sends no X-Powered-By (scripts/bench/site-cold-start.ts checks it, serving the built
  // function directly); the Functions and Hosting emulators add their own Express's, so it is not checked here.
  it('pages come back compressed as the browser asks (brotli, else gzip) and vary by it', async () => {
    for (const [asked, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await page('/products', { 'Accept-Encoding': asked });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(sent);
      expect(response.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      // fetch decodes the body: it is the whole page.
      expect(await response.text()).toContain('</html>');
    }
  });
});
