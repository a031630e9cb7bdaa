/**
 * The public addresses in each language: English at the site's own paths, every other language
 * under its prefix (`/ta/…`), with the same slugs. One set of rules for the web app's links and
 * the site function's sitemap.
 */
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type Language } from './translations';

const prefixOf = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The language of a public path: a translated language's when under its prefix, else English. */
export function pathLanguage(pathname: string): Language {
  return TRANSLATED_LANGUAGES.find((language) => pathname === `/${language}` || pathname.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE;
}

/** The English path of a public path in any language (`/ta/products` → `/products`, `/ta` → `/`). */
export function unlocalizedPath(pathname: string): string {
  const prefix = prefixOf(pathLanguage(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** An English path (query and hash kept) in `language`: `/products?size=1l` → `/ta/products?size=1l`, `/` → `/ta/`. */
export function localizedPath(language: Language, path: string): string {
  return `${prefixOf(language)}${path}`;
}
