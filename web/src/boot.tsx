/**
 * The app: hydrates a server-rendered public page, or renders the back office into its empty shell
 * (main.tsx loads it). React DOM and the app are loaded one after the other, with a pause between:
 * evaluating both at once is one long task that holds the main thread.
 */
import { startTransition, StrictMode } from 'react';
import { INITIAL_ANSWERS_ID, type InitialAnswers } from './public/data';

export { pageHydrated as hydrated } from './public/layout/PageHydrated';

/** Lets the browser handle input and paint between two pieces of start-up work. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

const { createRoot, hydrateRoot } = await import('react-dom/client');
await pause();
const { default: App, preloadPage } = await import('./App');

const root = document.getElementById('root')!;
const embedded = document.getElementById(INITIAL_ANSWERS_ID)?.textContent;
const initial: InitialAnswers | null = embedded ? { answers: JSON.parse(embedded) as InitialAnswers['answers'], missing: new Set() } : null;

const app = (
  <StrictMode>
    <App initial={initial} />
  </StrictMode>
);

// The page's code first, so the page hydrates in one pass. Hydrating as a transition lets the
// browser work between parts of the page; input is held until it is done (earlyInput.ts).
if (initial) {
  await preloadPage(window.location.pathname);
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
