/** sitemap.xml from the live catalogue and the web app manifest in the business's name, per language. */
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, POLICY_KEYS, POLICY_PATHS, localizedPath, type Language } from '@catalogue/domain';
import { categoryTree } from '../reads/categories';
import { galleryItems } from '../reads/gallery';
import { productList } from '../reads/products';
import { siteData } from '../reads/siteSettings';
import { BACKGROUND_COLOR, THEME_COLOR, manifestIcons } from './appIcons';

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

/** The longest a home screen shows of an app's name (Chrome's and Android's guidance: 12 characters). */
const SHORT_NAME_LENGTH = 12;

/**
 * The name under the icon on a home screen: the whole name when it fits, else its first words that
 * fit, else its first word cut to fit (by graphemes, so a Tamil letter with its vowel sign stays whole).
 */
export function shortNameOf(name: string): string {
  const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(({ segment }) => segment);
  const fits = (text: string) => graphemes(text).length <= SHORT_NAME_LENGTH;
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (fits(trimmed)) return trimmed;
  const words = trimmed.split(' ');
  let short = words[0];
  if (!fits(short)) return graphemes(short).slice(0, SHORT_NAME_LENGTH).join('');
  for (const word of words.slice(1)) {
    if (!fits(`${short} ${word}`)) break;
    short = `${short} ${word}`;
  }
  return short;
}

/**
 * The web app manifest in `language`, built from the site settings: the business's name (in that
 * language where the owner gave one), icons made from the logo (appIcons.ts), the theme's colours.
 * Each language is an app of its own (`id`): installed from a Tamil page it is named in Tamil and
 * opens on the Tamil home page, and neither language's pages rename the other's installed app.
 */
export async function manifestJson(language: Language): Promise<string> {
  const { business } = (await siteData(language)).settings;
  const home = localizedPath(language, '/');
  return JSON.stringify({
    id: home,
    name: business.name,
    short_name: shortNameOf(business.name),
    description: business.tagline || business.name,
    lang: LANGUAGE_TAGS[language],
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: manifestIcons(business.logo),
  });
}
