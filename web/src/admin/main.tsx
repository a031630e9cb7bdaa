/**
 * The back office's page (admin.html), an entry of its own: it loads none of the public site's code
 * (main.tsx → boot.tsx → App.tsx), and every chunk its first screen needs is requested with the page
 * (modulepreload links, web/vite.config.ts backOfficePreloads), not one after the other. The chunk of
 * the screen the page opens at is requested as soon as the routes are known, while the app starts
 * and checks the session. React DOM, the kit's system (theme/system.ts), the back office and the
 * screen's preloads are evaluated one after the other with a pause between, and the first render is
 * a transition, which React does in slices: in one piece, each was a long task that held the main
 * thread. The screen's reads (and the session check) are sent first, while the code downloads
 * (earlyReads.ts). Opened at the login screen, the page shows it drawn at build time (drawnLogin.ts)
 * and the app hydrates it; any other screen is rendered afresh.
 */
import { startTransition } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { readScreenEarly } from './earlyReads';
import { HOLDS_LOGIN, LOGIN_PATH, releaseDrawnLogin } from './drawnLogin';

/** Lets the browser handle input and paint between two pieces of start-up work (as boot.tsx does). */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

readScreenEarly(window.location);
const { createRoot, hydrateRoot } = await import('react-dom/client');
await pause();
await import('./theme/system');
await pause();
const [{ BackOfficePage, backOfficeRoutes }, { preloadScreen }] = await Promise.all([import('./BackOfficePage'), import('./AdminApp')]);
await pause();
preloadScreen(window.location.pathname);
await pause();

const container = document.getElementById('root')!;
const page = <BackOfficePage router={createBrowserRouter(backOfficeRoutes)} />;
if (container.hasAttribute(HOLDS_LOGIN) && LOGIN_PATH.test(window.location.pathname)) {
  startTransition(() => {
    hydrateRoot(container, page);
  });
} else {
  container.replaceChildren();
  releaseDrawnLogin();
  const root = createRoot(container);
  startTransition(() => root.render(page));
}
