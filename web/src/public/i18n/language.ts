/** The language of the public page being shown: English at today's addresses, Tamil under /ta/. */
import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@catalogue/domain';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = () => useContext(LanguageContext);
