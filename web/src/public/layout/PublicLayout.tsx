import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigation as useRouterNavigation } from 'react-router-dom';
import { SiteContext } from '../../components/siteSettings';
import { useLanguage } from '../i18n/language';
import type { LayoutData } from '../loaders';
import { Header } from './Header';
import { Footer } from './Footer';
import { FloatingButtons } from './FloatingButtons';
import { AppPromptsSlot } from '../pwa/AppPromptsSlot';
import { PageHydrated } from './PageHydrated';
import { PublicIntl } from '../i18n/PublicIntl';
import { useText } from '../i18n/useText';
import './layout.css';
import { chooseTamilFontNow, keepTamilFont } from '../i18n/tamilFont';
import '../i18n/tamilFont.css';

/** Scrolls to the top on every route change (a new path); not at hydration, where the visitor may have scrolled already. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The document's language follows the page's after a move between English and Tamil pages in the
 * browser, and a move to Tamil chooses the Tamil font as a Tamil page's head does (a page served in
 * Tamil has chosen it already); on a device without Tamil letters, a Tamil page keeps the Tamil
 * font's files for the next page loads.
 */
function DocumentLanguage() {
  const language = useLanguage();
  useEffect(() => {
    const root = document.documentElement;
    const moved = root.lang !== language;
    root.lang = language;
    if (language !== 'ta') return;
    if (moved) chooseTamilFontNow();
    void keepTamilFont();
  }, [language]);
  return null;
}

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useText()('layout.skipToMain')}
    </a>
  );
}

/** Header, footer and floating buttons around every public page, with the business's words from the layout's loader. */
export function PublicLayout() {
  const { site } = useLoaderData<LayoutData>();
  const loading = useRouterNavigation().state === 'loading';
  return (
    <PublicIntl>
      <SiteContext value={site}>
        <ScrollToTop />
        <DocumentLanguage />
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} aria-busy={loading || undefined}>
          <Outlet />
          <PageHydrated />
        </main>
        <Footer />
        <FloatingButtons />
        <AppPromptsSlot />
      </SiteContext>
    </PublicIntl>
  );
}
