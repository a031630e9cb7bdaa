/** `/products/:slug`-style patterns with one parameter, matched against a request path (decoded). */
export function matchPath(pattern: string, pathname: string): { slug: string } | null {
  const prefix = pattern.slice(0, pattern.indexOf(':'));
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return { slug: decodeURIComponent(rest) };
  } catch {
    return null;
  }
}
