import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { pathLanguage } from '@catalogue/domain';
import { apiReadsIn } from './public/apiReads';
import { loadMessages } from './public/i18n/messages';
import { publicRoutes } from './public/routes';

// The back office is its own chunk, never loaded on public pages.
const AdminApp = lazy(() => import('./admin/AdminApp'));

const adminRoute: RouteObject = {
  path: '/admin/*',
  element: (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  ),
};

/**
 * Loads the code of the routes at `pathname` into the route objects, so that a server-rendered
 * page hydrates in one pass instead of waiting, dehydrated, for its code.
 */
async function loadRouteCode(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The browser's router: the back office and the public routes, whose loaders read `/api`; `hydrationData` from a server-rendered page. */
export async function createAppRouter(hydrationData?: HydrationState) {
  const routes = [adminRoute, ...publicRoutes(apiReadsIn)];
  // The page's words too: a Tamil page would otherwise hydrate twice, before and after its messages arrive.
  if (hydrationData) await Promise.all([loadRouteCode(routes, window.location.pathname), loadMessages(pathLanguage(window.location.pathname))]);
  return createBrowserRouter(routes, { hydrationData });
}
