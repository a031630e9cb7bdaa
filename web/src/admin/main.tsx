/**
 * The back office's page (admin.html), an entry of its own: it loads none of the public site's code
 * (main.tsx → boot.tsx → App.tsx), and every chunk its first screen needs is requested with the page
 * (modulepreload links, web/vite.config.ts backOfficePreloads), not one after the other. The chunk of
 * the screen the page opens at is requested as soon as the routes are known, while the app starts
 * and checks the session. React DOM and the back office are evaluated one after the other with a
 * pause between, and the first render is a transition, which React does in slices: in one piece,
 * each was a long task that held the main thread. The screen's reads (and the session check) are sent
 * first, while the code downloads (earlyReads.ts).
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { readScreenEarly } from './earlyReads';

/** The website's pages are the server's: a link to one (View website, Return to website) loads it. */
function LeaveBackOffice() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(pathname + search + hash), [pathname, search, hash]);
  return null;
}

/** Lets the browser handle input and paint between two pieces of start-up work (as boot.tsx does). */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

readScreenEarly(window.location);
const { createRoot } = await import('react-dom/client');
await pause();
const { default: AdminApp, preloadScreen } = await import('./AdminApp');
preloadScreen(window.location.pathname);
await pause();

const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminApp /> },
  { path: '*', element: <LeaveBackOffice /> },
]);
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
