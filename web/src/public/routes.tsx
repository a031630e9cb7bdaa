/**
 * The public routes, rendered by the server (entry-server.tsx) and hydrated in the browser (App.tsx).
 * Each page's code is its own chunk (`lazy`); its data comes from its loader (loaders.ts). Route ids
 * are explicit so that the server's hydration data names the same routes in the browser. The same
 * pages are at English addresses (`/…`) and Tamil ones (`/ta/…`): a layout route per language, whose
 * loaders read in its language.
 */
import type { ComponentType } from 'react';
import { LANGUAGES, POLICY_KEYS, POLICY_PATHS, localizedPath, type Language, type PolicyKey, type PublicReadsIn } from '@catalogue/domain';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import { PageError } from './layout/PageError';
import NotFoundPage from './pages/NotFoundPage';
import { LanguageContext } from './i18n/language';
import { PUBLIC_LAYOUT_ROUTE, publicLoaders, routeId } from './loaders';

/** A page's code as its own chunk: the module's default export is the page. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** The category page has its own error boundary (its own not-found texts). */
async function categoryPage() {
  const { default: Component, ErrorBoundary } = await import('./pages/CategoryPage');
  return { Component, ErrorBoundary };
}

/** The order page has its own error boundary (a wrong link's own texts). */
async function orderPage() {
  const { default: Component, ErrorBoundary } = await import('./order/OrderPage');
  return { Component, ErrorBoundary };
}

/** A policy page: one component for the five, each route naming its policy. */
const policyPage = (policy: PolicyKey) => async () => {
  const { PolicyPage } = await import('./legal/PolicyPage');
  return { Component: () => <PolicyPage policy={policy} /> };
};

/** Data read once per visit (the layout's) or not depending on the query (the products page filters in the browser). */
const once = () => false;
/** A product page chosen at another size (`?size=`) is the same product: read again only for another address. */
const samePathOnce: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function languageRoute(language: Language, readsIn: PublicReadsIn): RouteObject {
  const load = publicLoaders(readsIn(language));
  const id = (name: string) => routeId(language, name);
  return {
    id: id(PUBLIC_LAYOUT_ROUTE),
    path: localizedPath(language, '/'),
    element: (
      <LanguageContext value={language}>
        <PublicLayout />
      </LanguageContext>
    ),
    loader: load.layout,
    shouldRevalidate: once,
    children: [
      {
        id: id('page'),
        ErrorBoundary: PageError,
        children: [
          { id: id('home'), index: true, loader: load.home, lazy: page(() => import('./home/HomePage')) },
          { id: id('products'), path: 'products', loader: load.products, shouldRevalidate: once, lazy: page(() => import('./pages/ProductsPage')) },
          { id: id('product'), path: 'products/:slug', loader: load.product, shouldRevalidate: samePathOnce, lazy: page(() => import('./pages/ProductPage')) },
          { id: id('category'), path: 'category/:key', loader: load.category, lazy: categoryPage },
          { id: id('gallery'), path: 'gallery', loader: load.gallery, lazy: page(() => import('./pages/GalleryPage')) },
          { id: id('about'), path: 'about-us', lazy: page(() => import('./pages/AboutPage')) },
          { id: id('contact'), path: 'contact', lazy: page(() => import('./pages/ContactPage')) },
          { id: id('order-list'), path: 'order-list', lazy: page(() => import('./orderList/OrderListPage')) },
          { id: id('order'), path: 'orders/:number', loader: load.order, lazy: orderPage },
          ...POLICY_KEYS.map((policy) => ({ id: id(`policy-${policy}`), path: POLICY_PATHS[policy].slice(1), lazy: policyPage(policy) })),
          { id: id('not-found'), path: '*', loader: load.notFound, Component: NotFoundPage },
        ],
      },
    ],
  };
}

export function publicRoutes(readsIn: PublicReadsIn): RouteObject[] {
  return LANGUAGES.map((language) => languageRoute(language, readsIn));
}
