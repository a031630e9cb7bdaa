/** The app: hydrates a server-rendered public page, or renders the back office into its empty shell (main.tsx loads it). */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import App, { preloadPage } from './App';
import { INITIAL_ANSWERS_ID, type InitialAnswers } from './public/data';

export { pageHydrated as hydrated } from './public/layout/PageHydrated';

const root = document.getElementById('root')!;
const embedded = document.getElementById(INITIAL_ANSWERS_ID)?.textContent;
const initial: InitialAnswers | null = embedded ? { answers: JSON.parse(embedded) as InitialAnswers['answers'], missing: new Set() } : null;

const app = (
  <StrictMode>
    <App initial={initial} />
  </StrictMode>
);

// The page's code first, so it hydrates in one pass. Hydrating as a transition lets the browser work between parts of the page; input is held until it is done (earlyInput.ts).
if (initial) {
  await preloadPage(window.location.pathname);
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
