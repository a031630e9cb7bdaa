import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LANGUAGE_TAGS } from '@catalogue/domain';
import { useLanguage } from './language';
import { loadMessages, loadedMessages } from './messages';

/**
 * The public pages' words in the page's language. Messages not yet arrived suspend the page
 * until they have (the server's render waits for them; in the browser the server's HTML stays until then,
 * so nothing is drawn in the wrong language and hydration matches).
 */
export function PublicIntl({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const messages = loadedMessages(language) ?? use(loadMessages(language));
  return (
    <IntlProvider locale={LANGUAGE_TAGS[language]} defaultLocale={LANGUAGE_TAGS.en} messages={messages}>
      {children}
    </IntlProvider>
  );
}
