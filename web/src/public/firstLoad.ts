/**
 * The API calls every public page renders from (the site settings and testimonials, the header's
 * navigation configuration and categories), written once for:
 * - the `site` function (re-exported by entry-server.tsx), which loads them before the first render;
 * - the local stack (scripts/stack/readiness.ts), which asks for them and for the home page before
 *   announcing itself ready, so that the first visitor finds both functions warm.
 */
export const EVERY_PAGE_CALLS = ['/api/site', '/api/nav-config', '/api/categories'];
