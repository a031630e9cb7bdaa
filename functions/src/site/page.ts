/** One public page: the web app's server build renders it from the in-process reads, into the built page template. */
import { localizedPath, pathLanguage, type Language, type RenderedPage } from '@catalogue/domain';
import { publicReadsIn } from '../reads/publicReads';
import { siteData } from '../reads/siteSettings';
import { appleTouchIconPath } from './appIcons';
import { loadRenderer } from './renderer';

function fill(template: string, marker: string, replacement: string) {
  if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  return template.replace(marker, () => replacement);
}

const SCRIPT_POLICY = `content="script-src 'self'`;

/**
 * The template's Content-Security-Policy meta tag allows its own inline scripts by hash; this also
 * allows those the render put in the page's head (a Tamil page's font choice), by the hashes it gives.
 */
const allowHeadScripts = (html: string, sources: string[]) => (sources.length ? fill(html, SCRIPT_POLICY, [SCRIPT_POLICY, ...sources].join(' ')) : html);

const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest" />';
const APPLE_TOUCH_ICON_LINK = '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />';

/** Each language's pages name the app manifest in that language (site/files.ts). */
const manifestLink = (language: Language) => MANIFEST_LINK.replace('/manifest.webmanifest', localizedPath(language, '/manifest.webmanifest'));

/** The icon an iPhone's Add to Home Screen takes: the one made from the logo (site/appIcons.ts). */
const appleTouchIconLink = async () => APPLE_TOUCH_ICON_LINK.replace('/apple-touch-icon.png', appleTouchIconPath((await siteData()).settings.business.logo));

export type PageResult = { status: number; redirect: string } | { status: number; html: string };

/** The page at `url` (path and query); `origin` is the site's address for canonical and preview URLs. */
export async function renderPage(url: string, origin: string): Promise<PageResult> {
  const { render, template } = await loadRenderer();
  const page: RenderedPage = await render(new Request(new URL(url, origin)), publicReadsIn, origin);
  if ('redirect' in page) return page;
  const appleTouchIcon = await appleTouchIconLink();
  const filled = [
    ['<html lang="en">', `<html lang="${page.lang}">`],
    ['<title>Catalogue</title>', page.head],
    ['<div id="root"></div>', `<div id="root">${page.html}</div>\n    ${page.data}`],
    [MANIFEST_LINK, manifestLink(pathLanguage(new URL(url, origin).pathname))],
    [APPLE_TOUCH_ICON_LINK, appleTouchIcon],
  ].reduce((html, [marker, replacement]) => fill(html, marker, replacement), template);
  return { status: page.status, html: allowHeadScripts(filled, page.scriptSources) };
}
