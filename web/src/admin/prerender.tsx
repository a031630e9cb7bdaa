/**
 * The login screen as HTML, drawn at build time into admin.html (web/build/prerenderedLogin.ts), so
 * the page shows it before its code has loaded; main.tsx hydrates it. Rendered as a first visit
 * sees it (nothing stored on the device, online); the app's own render in the browser, through the
 * same page and routes, takes it over.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { BackOfficePage, backOfficeRoutes } from './BackOfficePage';

export { renderGlobalStyles } from './theme/renderGlobalStyles';

export function renderLoginScreen(): string {
  return renderToString(<BackOfficePage router={createMemoryRouter(backOfficeRoutes, { initialEntries: ['/admin/login'] })} />);
}
