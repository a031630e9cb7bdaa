import { useEffect } from 'react';

let resolveHydrated: () => void;

/** Settles once the first page, its route's page included, has hydrated: React handles its events from then on. */
export const pageHydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Rendered beside the route's page, inside its Suspense boundary: its effect runs when the boundary has hydrated. */
export function PageHydrated() {
  useEffect(() => resolveHydrated(), []);
  return null;
}
