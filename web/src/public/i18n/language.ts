/** The language of the public page being shown: English at today's addresses, Tamil under /ta/. */
import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, localizedPath, type Language } from '@catalogue/domain';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = () => useContext(LanguageContext);

/** The page's links to other public pages, in the page's language: `to(englishPath)`. */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(language, path), [language]);
}
