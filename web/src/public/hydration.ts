/**
 * The router state a server-rendered page hydrates from: each route's loader data and the errors
 * its boundaries show, carried in a `<script type="application/json">` element (the pages'
 * Content-Security-Policy runs no inline script, so React Router's own inline one cannot be used).
 */
import type { HydrationState } from 'react-router-dom';

export const HYDRATION_DATA_ID = 'router-data';

/** The element's JSON. A route error response keeps its fields (isRouteErrorResponse still knows it); an Error keeps nothing of the server's. */
export function hydrationJson({ loaderData, errors }: Pick<HydrationState, 'loaderData' | 'errors'>): string {
  const json = JSON.stringify({ loaderData, errors: errors && Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, error instanceof Error ? {} : error])) });
  return json.replace(/</g, '\\u003c');
}

/** The hydration data of the page, when the server rendered it. */
export function readHydrationData(): HydrationState | undefined {
  const json = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as HydrationState) : undefined;
}
