import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteProvider } from '../site/SiteProvider';
import { Header } from './Header';
import { Footer } from './Footer';
import { FloatingButtons } from './FloatingButtons';
import { PageHydrated } from './PageHydrated';
import './layout.css';

/** Scrolls to the top on every route change (a new path); not at hydration, where the visitor may have scrolled already. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Shown while a page's code loads: tall enough that the footer does not jump. */
export function PageFallback() {
  return <div className="page-fallback" aria-hidden="true" />;
}

/**
 * Header, footer and floating buttons around every public page. Nothing is drawn until the site
 * data is there (it was asked for with the page, in parallel with the code), so nothing shifts.
 */
export function PublicLayout() {
  return (
    <Suspense fallback={null}>
      <SiteProvider>
        <ScrollToTop />
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </main>
        <Footer />
        <FloatingButtons />
      </SiteProvider>
    </Suspense>
  );
}
