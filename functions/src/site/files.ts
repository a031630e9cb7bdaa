/** sitemap.xml from the live catalogue and the web manifest in the business's name. */
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, POLICY_KEYS, POLICY_PATHS, localizedPath, type Language } from '@catalogue/domain';
import { categoryTree } from '../reads/categories';
import { galleryItems } from '../reads/gallery';
import { productList } from '../reads/products';
import { siteData } from '../reads/siteSettings';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The latest of some ISO dates; undefined when there are none. */
const latest = (dates: (string | undefined)[]) => dates.filter((date): date is string => Boolean(date)).sort().at(-1);

interface Entry {
  path: string;
  lastmod?: string;
}

export async function sitemapXml(origin: string): Promise<string> {
  const [site, categories, { data: products }, gallery] = await Promise.all([
    siteData(),
    categoryTree(),
    productList({ page: 1, limit: Number.MAX_SAFE_INTEGER }),
    galleryItems(),
  ]);
  const siteSaved = site.settings.savedAt || undefined;
  const productsChanged = latest(products.map((product) => product.updatedAt));
  const entries: Entry[] = [
    { path: '/', lastmod: latest([siteSaved, productsChanged]) },
    { path: '/products', lastmod: productsChanged },
    { path: '/gallery', lastmod: latest(gallery.map((item) => item.updatedAt)) },
    { path: '/about-us', lastmod: siteSaved },
    { path: '/contact', lastmod: siteSaved },
    ...POLICY_KEYS.map((policy) => ({ path: POLICY_PATHS[policy], lastmod: siteSaved })),
    ...categories.filter((category) => category.slug).map((category) => ({ path: `/category/${encodeURIComponent(category.slug)}`, lastmod: category.updatedAt })),
    ...products.filter((product) => product.slug).map((product) => ({ path: `/products/${encodeURIComponent(product.slug)}`, lastmod: product.updatedAt })),
  ];
  // Each page in every language, each naming all of them (and English as x-default) as its alternates.
  const urls = entries.flatMap(({ path, lastmod }) => {
    const address = (language: Language) => escapeXml(origin + localizedPath(language, path));
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${address(language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LANGUAGE)}"/>`,
    ].join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${address(language)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function manifestJson(): Promise<string> {
  const { business } = (await siteData()).settings;
  return JSON.stringify({
    name: business.name,
    short_name: business.name.split(/\s+/)[0] || business.name,
    description: business.tagline || business.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#faf5e9',
    theme_color: '#163526',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  });
}
