/**
 * The back office's page (admin.html), an entry of its own: it loads none of the public site's code
 * (main.tsx → boot.tsx → App.tsx), and the chunks its first screen needs are requested with the
 * page (the build's modulepreload links), not one after the other. The chunk of the screen the page
 * opens at is requested at once too, while the app starts and checks the session.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import AdminApp, { preloadScreen } from './AdminApp';

/** The website's pages are the server's: a link to one (View website, Return to website) loads it. */
function LeaveBackOffice() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(pathname + search + hash), [pathname, search, hash]);
  return null;
}

preloadScreen(window.location.pathname);
const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminApp /> },
  { path: '*', element: <LeaveBackOffice /> },
]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
