/**
 * Draws the back office into the page (main.tsx): hydrates the login screen drawn at build time when
 * the page holds it and opened at it (drawnLogin.ts), else clears it and renders afresh. The first
 * render is a transition, which React does in slices: in one piece, it was a long task that held a
 * phone's main thread.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { BackOfficePage, backOfficeRoutes } from './BackOfficePage';
import { HOLDS_LOGIN, LOGIN_PATH, releaseDrawnLogin } from './drawnLogin';

export function startBackOffice(container: HTMLElement) {
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
}
