import { Link, useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, localizedPath, unlocalizedPath, type Language } from '@catalogue/domain';
import { useLanguage } from '../i18n/language';
import { rememberLanguage } from '../i18n/languageChoice';

/** What a screen reader hears after the language's own name (English words, for the interface's messages). */
const LANGUAGE_SWITCH_HINTS: Record<Language, string> = {
  en: '(this page in English)',
  ta: '(this page in Tamil)',
};

/**
 * Links to the page being shown in each other language (same slug, same query, so a chosen size
 * stays), each named in its own language. Following one remembers the choice (languageChoice.ts).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  return LANGUAGES.filter((other) => other !== language).map((other) => (
    <Link
      key={other}
      className={className}
      to={localizedPath(other, `${unlocalizedPath(pathname)}${search}`)}
      hrefLang={LANGUAGE_TAGS[other]}
      onClick={() => rememberLanguage(other)}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
      <span className="visually-hidden" lang="en">
        {' '}
        {LANGUAGE_SWITCH_HINTS[other]}
      </span>
    </Link>
  ));
}
