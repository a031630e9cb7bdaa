/**
 * The app: hydrates a server-rendered public page, or renders the back office into its empty shell
 * (main.tsx loads it). React DOM and the app are loaded one after the other, with a pause between:
 * evaluating both at once is one long task that holds the main thread.
 */
import { startTransition, StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { readHydrationData } from './public/hydration';

export { pageHydrated as hydrated } from './public/layout/PageHydrated';

/** Lets the browser handle input and paint between two pieces of start-up work. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

// In a function, not at the module's top level: see admin/main.tsx.
async function start() {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await pause();
  const { createAppRouter } = await import('./App');

  const root = document.getElementById('root')!;
  const hydrationData = readHydrationData();
  // With hydration data, the page's route code is loaded first, so the page hydrates in one pass.
  const router = await createAppRouter(hydrationData);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // Hydrating as a transition lets the browser work between parts of the page; input is held until
  // it is done (earlyInput.ts).
  if (hydrationData) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start();
