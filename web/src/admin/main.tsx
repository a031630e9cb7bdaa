/**
 * The back office's page (admin.html), an entry of its own: it loads none of the public site's code
 * (main.tsx → boot.tsx → App.tsx), and every chunk its first screen needs is requested with the page
 * (modulepreload links, web/vite.config.ts backOfficePreloads), not one after the other. The screen's
 * reads (and the session check) are sent first (earlyReads.ts): this module imports nothing else but
 * a pause, so they leave as soon as the few small chunks they need have come, while React downloads
 * (and, signed in, the shell and the screen).
 * The chunk of the screen the page opens at is requested as soon as the routes are known. React DOM,
 * the back office and the screen's preloads are evaluated one after the other with a pause between
 * (in one piece, each was a long task that held the main thread), then startBackOffice.tsx draws the
 * page. The kit comes with the screens drawn with it (AdminApp.tsx): the login, the shell, the dashboard,
 * Orders and the product list never load it.
 */
import { readScreenEarly } from './earlyReads';
import { pause } from './pause';

// In a function, not at the module's top level: a top-level await anywhere turns off the bundler's
// chunk optimisation for the whole build (web/vite.config.ts), and this page then loaded 19 more chunks.
async function start() {
  readScreenEarly(window.location);
  await import('react-dom/client');
  await pause();
  const [{ startBackOffice }, { preloadScreen }] = await Promise.all([import('./startBackOffice'), import('./AdminApp')]);
  await pause();
  preloadScreen(window.location.pathname);
  await pause();
  startBackOffice(document.getElementById('root')!);
}

void start();
