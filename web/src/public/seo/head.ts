/**
 * The server-rendered head of a public page: title, description, canonical address, link-preview
 * tags (Open Graph, Twitter card) with a picture, and the page's search data (JSON-LD). Built from
 * what the page said about itself (`PageMeta`) and the API answers it was rendered from.
 */
import { matchPath } from 'react-router-dom';
import type { Category, ImageInfo, Product, SiteData } from '@catalogue/domain';
import { buildUrl } from '../../api/client';
import type { PageMeta } from '../../components/usePageMeta';
import { toResult, type Answer } from '../data';
import { categoryCrumbs, productCrumbs } from '../product/paths';
import { absoluteUrl, breadcrumbJsonLd, businessJsonLd, productJsonLd, serializeJsonLd } from './structuredData';

/** The link-preview picture of pages without one of their own (1200 × 630, in web/public). */
export const DEFAULT_SOCIAL_IMAGE = '/social-default.jpg';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function answerData<T>(answers: Record<string, Answer>, path: string): T | null {
  const answer = answers[buildUrl(path)];
  return answer ? toResult<T>(answer).data : null;
}

interface PageFacts {
  type: 'website' | 'product';
  image: string;
  jsonLd: Record<string, unknown>[];
}

const socialImage = (info: ImageInfo | null | undefined) => info?.social || DEFAULT_SOCIAL_IMAGE;

/** The page's own picture and search data, from the route and its answers. */
function pageFacts(pathname: string, answers: Record<string, Answer>, origin: string, site: SiteData | null, canonical: string): PageFacts {
  const facts: PageFacts = { type: 'website', image: DEFAULT_SOCIAL_IMAGE, jsonLd: [] };
  const productSlug = matchPath('/products/:slug', pathname)?.params.slug;
  if (productSlug) {
    const product = answerData<Product>(answers, `/products/by-slug/${encodeURIComponent(productSlug)}`);
    if (!product) return facts;
    return {
      type: 'product',
      image: socialImage(product.imageInfo),
      jsonLd: [productJsonLd(product, canonical, origin, site?.settings.business.name ?? ''), breadcrumbJsonLd(productCrumbs(product), origin)],
    };
  }
  const categoryKey = matchPath('/category/:key', pathname)?.params.key;
  if (categoryKey) {
    const category = answerData<Category>(answers, `/categories/by-slug/${encodeURIComponent(categoryKey)}`);
    if (!category) return facts;
    return { ...facts, image: socialImage(category.imageInfo), jsonLd: [breadcrumbJsonLd(categoryCrumbs(category), origin)] };
  }
  if (pathname === '/' && site) return { ...facts, jsonLd: [businessJsonLd(site.settings, origin)] };
  return facts;
}

/** The head's HTML for a rendered page; `origin` is the site's address (e.g. https://shop.example). */
export function renderHead(meta: PageMeta, pathname: string, answers: Record<string, Answer>, origin: string): string {
  const site = answerData<SiteData>(answers, '/site');
  const canonical = absoluteUrl(origin, pathname);
  const description = meta.description ?? '';
  const lines = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(description)}" />`];
  if (meta.status === 404) {
    lines.push('<meta name="robots" content="noindex" />');
    return lines.join('\n    ');
  }
  const facts = pageFacts(pathname, answers, origin, site, canonical);
  const image = absoluteUrl(origin, facts.image);
  const properties: [string, string][] = [
    ['og:type', facts.type],
    ['og:site_name', site?.settings.business.name ?? ''],
    ['og:title', meta.title],
    ['og:description', description],
    ['og:url', canonical],
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
  lines.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  for (const [property, content] of properties) if (content) lines.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  for (const [name, content] of names) lines.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  for (const data of facts.jsonLd) lines.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return lines.join('\n    ');
}
