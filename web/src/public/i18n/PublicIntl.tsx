import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LANGUAGE_TAGS } from '@catalogue/domain';
import { useLanguage } from './language';
import { loadCatalogue, loadedCatalogue } from './catalogue';

/**
 * The public pages' words in the page's language. A catalogue not yet arrived suspends the page
 * until it has (the server's render waits for it; in the browser the server's HTML stays until then,
 * so nothing is drawn in the wrong language and hydration matches).
 */
export function PublicIntl({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const messages = loadedCatalogue(language) ?? use(loadCatalogue(language));
  return (
    <IntlProvider locale={LANGUAGE_TAGS[language]} defaultLocale={LANGUAGE_TAGS.en} messages={messages}>
      {children}
    </IntlProvider>
  );
}
