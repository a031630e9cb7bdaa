/**
 * The public routes, rendered by the server (entry-server.tsx) and hydrated in the browser (App.tsx).
 * Each page's code is its own chunk (`lazy`); its data comes from its loader (loaders.ts). Route ids
 * are explicit so that the server's hydration data names the same routes in the browser.
 */
import type { ComponentType } from 'react';
import type { PublicReads } from '@catalogue/domain';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import { PageError } from './layout/PageError';
import NotFoundPage from './pages/NotFoundPage';
import { PUBLIC_LAYOUT_ROUTE, publicLoaders } from './loaders';

/** A page's code as its own chunk: the module's default export is the page. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** The category page has its own error boundary (its own not-found texts). */
async function categoryPage() {
  const { default: Component, ErrorBoundary } = await import('./pages/CategoryPage');
  return { Component, ErrorBoundary };
}

/** Data read once per visit (the layout's) or not depending on the query (the products page filters in the browser). */
const once = () => false;
/** A product page chosen at another size (`?size=`) is the same product: read again only for another address. */
const samePathOnce: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function publicRoutes(reads: PublicReads): RouteObject[] {
  const load = publicLoaders(reads);
  return [
    {
      id: PUBLIC_LAYOUT_ROUTE,
      path: '/',
      element: <PublicLayout />,
      loader: load.layout,
      shouldRevalidate: once,
      children: [
        {
          id: 'page',
          ErrorBoundary: PageError,
          children: [
            { id: 'home', index: true, loader: load.home, lazy: page(() => import('./home/HomePage')) },
            { id: 'products', path: 'products', loader: load.products, shouldRevalidate: once, lazy: page(() => import('./pages/ProductsPage')) },
            { id: 'product', path: 'products/:slug', loader: load.product, shouldRevalidate: samePathOnce, lazy: page(() => import('./pages/ProductPage')) },
            { id: 'category', path: 'category/:key', loader: load.category, lazy: categoryPage },
            { id: 'gallery', path: 'gallery', loader: load.gallery, lazy: page(() => import('./pages/GalleryPage')) },
            { id: 'about', path: 'about-us', lazy: page(() => import('./pages/AboutPage')) },
            { id: 'contact', path: 'contact', lazy: page(() => import('./pages/ContactPage')) },
            { id: 'order-list', path: 'order-list', lazy: page(() => import('./orderList/OrderListPage')) },
            { id: 'not-found', path: '*', loader: load.notFound, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
