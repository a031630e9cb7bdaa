/**
 * Clean-ups of helper modules, run after every test by setup.ts. A helper cannot call vitest's
 * `afterEach` itself: files that share a worker share its modules, and the hook would be registered
 * only for the first file that imported it.
 */
const cleanups = new Set<() => void>();

export const afterEachTest = (cleanup: () => void) => {
  cleanups.add(cleanup);
};

export const runAfterEachTest = () => {
  for (const cleanup of cleanups) cleanup();
};
