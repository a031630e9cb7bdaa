/** The back office's page: its router's routes and what renders them, in the browser (main.tsx) and when its login screen is drawn at build time (prerender.tsx). */
import { StrictMode, useEffect } from 'react';
import { RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import AdminApp from './AdminApp';
import { releaseDrawnLogin } from './drawnLogin';

/** The website's pages are the server's: a link to one (View website, Return to website) loads it. */
function LeaveBackOffice() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(pathname + search + hash), [pathname, search, hash]);
  return null;
}

export const backOfficeRoutes: RouteObject[] = [
  { path: '/admin/*', element: <AdminApp /> },
  { path: '*', element: <LeaveBackOffice /> },
];

export function BackOfficePage({ router }: { router: Parameters<typeof RouterProvider>[0]['router'] }) {
  useEffect(releaseDrawnLogin, []);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
