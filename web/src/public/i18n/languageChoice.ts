/**
 * The visitor's chosen language, kept in the browser (localStorage): a later visit to an English
 * address goes to the same page in it. Only the browser moves there (main.tsx); the server never
 * redirects by language, so crawlers see every address as it is.
 */
import { DEFAULT_LANGUAGE, isLanguage, localizedPath, pathLanguage, type Language } from '@catalogue/domain';
import { LANGUAGE_STORAGE_KEY as STORAGE_KEY } from './languageStorage';

/** Remembers a choice made with the language switcher; English, the default, forgets it. */
export function rememberLanguage(language: Language) {
  try {
    if (language === DEFAULT_LANGUAGE) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}

function rememberedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The address of this English public page in the remembered language; null when it should stay. */
export function rememberedLanguageAddress({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const language = rememberedLanguage();
  if (language === DEFAULT_LANGUAGE || pathLanguage(pathname) !== DEFAULT_LANGUAGE) return null;
  return localizedPath(language, `${pathname}${search}${hash}`);
}
