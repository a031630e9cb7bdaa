/** True in the Vite dev server or when the site is served from this machine (the local stack). */
export function isLocalStack(): boolean {
  if (import.meta.env.DEV) return true;
  const host = typeof window !== 'undefined' ? window.location.hostname : '';
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
