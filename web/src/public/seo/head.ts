/**
 * The server-rendered head of a public page: title, description, canonical address, link-preview
 * tags (Open Graph, Twitter card) with a picture, and the page's search data (JSON-LD). Built from
 * what the page said about itself (`PageMeta`) and its loaders' data.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, POLICY_PATHS, localizedPath, pathLanguage, unlocalizedPath, type ImageInfo, type Language } from '@catalogue/domain';
import type { PageMeta } from '../../components/usePageMeta';
import type { CategoryData, LayoutData, ProductData } from '../loaders';
import { categoryCrumbs, productCrumbs } from '../product/paths';
import { tamilFontScript } from '../i18n/tamilFont';
import { absoluteUrl, breadcrumbJsonLd, businessJsonLd, offerTerms, productJsonLd, serializeJsonLd, type Crumb } from './structuredData';

/** The link-preview picture of pages without one of their own (1200 × 630, in web/public). */
const DEFAULT_SOCIAL_IMAGE = '/social-default.jpg';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The rendered page's loader data, by route id (routes.tsx); a route that did not load is absent. */
export interface RenderedData {
  public?: LayoutData;
  product?: ProductData;
  category?: CategoryData;
  home?: unknown;
}

interface PageFacts {
  type: 'website' | 'product';
  image: string;
  jsonLd: Record<string, unknown>[];
}

const socialImage = (info: ImageInfo | null | undefined) => info?.social || DEFAULT_SOCIAL_IMAGE;

/** The page's own picture and search data, from its loader data. */
function pageFacts(loaded: RenderedData, origin: string, canonical: string, language: Language): PageFacts {
  const trail = (crumbs: Crumb[]) => breadcrumbJsonLd(crumbs.map((crumb) => ({ ...crumb, path: localizedPath(language, crumb.path) })), origin);
  const facts: PageFacts = { type: 'website', image: DEFAULT_SOCIAL_IMAGE, jsonLd: [] };
  const site = loaded.public?.site;
  if (loaded.product) {
    const { product } = loaded.product;
    return {
      type: 'product',
      image: socialImage(product.imageInfo),
      jsonLd: [
        productJsonLd(product, canonical, origin, site?.settings.business.name ?? '', site && offerTerms(site.settings, absoluteUrl(origin, localizedPath(language, POLICY_PATHS.returns)))),
        trail(productCrumbs(product)),
      ],
    };
  }
  if (loaded.category) {
    const { category } = loaded.category;
    return { ...facts, image: socialImage(category.imageInfo), jsonLd: [trail(categoryCrumbs(category))] };
  }
  if (loaded.home && site) return { ...facts, jsonLd: [businessJsonLd(site.settings, origin)] };
  return facts;
}

/** Open Graph's form of a language tag (en_IN). */
const ogLocale = (language: Language) => LANGUAGE_TAGS[language].replace('-', '_');

/** The page in every language and, as x-default, in English: `<link rel="alternate" hreflang>`. */
function alternateLinks(origin: string, englishPath: string): string[] {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(origin, localizedPath(language, englishPath)))}" />`;
  return [...LANGUAGES.map((language) => link(LANGUAGE_TAGS[language], language)), link('x-default', DEFAULT_LANGUAGE)];
}

/** A Tamil page's choice of font, made before its first layout (English pages never use the Tamil font). */
const fontChoice = (language: Language) => (language === 'ta' ? [tamilFontScript()] : []);

/** The head's HTML for a rendered page; `origin` is the site's address (e.g. https://shop.example). */
export function renderHead(meta: PageMeta, status: number, pathname: string, loaded: RenderedData, origin: string): string {
  const site = loaded.public?.site;
  const language = pathLanguage(pathname);
  const englishPath = unlocalizedPath(pathname);
  const canonical = absoluteUrl(origin, localizedPath(language, englishPath));
  const description = meta.description ?? '';
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...fontChoice(language),
  ];
  if (status !== 200 || meta.noindex) {
    lines.push('<meta name="robots" content="noindex" />');
    return lines.join('\n    ');
  }
  const facts = pageFacts(loaded, origin, canonical, language);
  const image = absoluteUrl(origin, facts.image);
  const properties: [string, string][] = [
    ['og:type', facts.type],
    ['og:site_name', site?.settings.business.name ?? ''],
    ['og:title', meta.title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', ogLocale(language)],
    ...LANGUAGES.filter((other) => other !== language).map((other): [string, string] => ['og:locale:alternate', ogLocale(other)]),
    ['og:image', image],
    // The default picture and every social rendition are 1200 × 630.
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
  ];
  const names: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', meta.title],
    ['twitter:description', description],
    ['twitter:image', image],
  ];
  lines.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`, ...alternateLinks(origin, englishPath));
  for (const [property, content] of properties) if (content) lines.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  for (const [name, content] of names) lines.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  for (const data of facts.jsonLd) lines.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return lines.join('\n    ');
}
