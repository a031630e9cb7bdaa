/**
 * The page the worker answers with when a page was never saved and the network cannot be reached:
 * "You are offline", in the language of the address asked for (Tamil under /ta/), listing the pages
 * this device has saved as links, named by their titles. Its words are the public pages' own
 * (web/src/public/i18n: the `offline.*` messages, put in at build time).
 */
import { LANGUAGE_TAGS, pathLanguage, type Language } from '@catalogue/domain';
import { PAGES_CACHE } from './cachePolicy';

export interface OfflineTexts {
  'offline.title': string;
  'offline.notSaved': string;
  'offline.saved': string;
  'offline.noneSaved': string;
  'offline.retry': string;
}

declare const __OFFLINE_TEXTS__: Record<Language, OfflineTexts>;
/** The site's Tamil font files by weight (400, 700): used when a Tamil page has saved them, else the device's Tamil font. */
declare const __TAMIL_FONT_FILES__: Record<string, string>;

const TAMIL_FONT = Object.entries(__TAMIL_FONT_FILES__)
  .map(([weight, file]) => `@font-face { font-family: 'Shop Tamil'; font-weight: ${weight}; font-display: swap; unicode-range: U+0B80-0BFF; src: url(${file}) format('woff2'); }`)
  .join('\n');

/** How much of a saved page is read to find its title: it is in the head, near the top. */
const HEAD_BYTES = 16_384;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()] ?? entity;
  });

/** The saved page's title, read from the start of its HTML; null when it has none. */
async function titleOf(response: Response | undefined): Promise<string | null> {
  const reader = response?.body?.getReader();
  if (!reader) return null;
  const decoder = new TextDecoder();
  let head = '';
  while (head.length < HEAD_BYTES && !head.includes('</title>')) {
    const { done, value } = await reader.read();
    if (done) break;
    head += decoder.decode(value, { stream: true });
  }
  void reader.cancel();
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return title ? decodeEntities(title).trim() : null;
}

interface SavedPage {
  path: string;
  title: string;
  language: Language;
}

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      return { path, title: (await titleOf(await cache.match(request))) ?? path, language: pathLanguage(url.pathname) };
    }),
  );
  return pages;
}

const STYLE = `
  ${TAMIL_FONT}
  body { margin: 0; background: #faf5e9; color: #163526; font: 1rem/1.6 'Shop Tamil', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Tamil', sans-serif; }
  main { max-width: 40rem; margin: 0 auto; padding: 3rem 1.25rem; }
  h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
  ul { padding-left: 1.25rem; }
  li { margin: 0.5rem 0; }
  a { color: #163526; font-weight: 600; text-decoration: underline; }
  a:focus-visible { outline: 3px solid #b8862b; outline-offset: 2px; }
  .retry { display: inline-block; margin-top: 1rem; padding: 0.75rem 1.25rem; border-radius: 999px; background: #163526; color: #fff; text-decoration: none; }
`;

/** The offline page for the address `url` (never cached: it is made again each time, from what is saved then). */
export async function offlinePage(url: URL): Promise<Response> {
  const language = pathLanguage(url.pathname);
  const text = __OFFLINE_TEXTS__[language];
  // The visitor's language first, then the others; each by title.
  const pages = (await savedPages()).sort((a, b) => Number(b.language === language) - Number(a.language === language) || a.title.localeCompare(b.title));
  const list = pages.length
    ? `<p>${escapeHtml(text['offline.saved'])}</p>\n<ul>${pages
        .map(({ path, title, language: pageLanguage }) => `<li><a href="${escapeHtml(path)}" lang="${pageLanguage}">${escapeHtml(title)}</a></li>`)
        .join('')}</ul>`
    : `<p>${escapeHtml(text['offline.noneSaved'])}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text['offline.title'])}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text['offline.title'])}</h1>
<p>${escapeHtml(text['offline.notSaved'])}</p>
${list}
<a class="retry" href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(text['offline.retry'])}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Language': LANGUAGE_TAGS[language],
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
