/**
 * The site's address in what pages say about themselves (canonical, Open Graph, JSON-LD, sitemap):
 * SITE_ORIGIN when set (production on a domain of one's own). Without it, the host the request came
 * to, but only a host this site is served at: the project's Firebase Hosting domains, or this machine
 * (the local stack). A Host or X-Forwarded-Host naming anything else is not believed, since the
 * page is cached for everyone: the project's web.app address stands in.
 */
import type { Request } from 'express';

const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

const project = () => process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';

function isSiteHost(host: string): boolean {
  const name = host.toLowerCase();
  const id = project().toLowerCase();
  return LOCAL_HOST.test(name) || (id !== '' && (name === `${id}.web.app` || name === `${id}.firebaseapp.com`));
}

export function originOf(req: Request): string {
  if (process.env.SITE_ORIGIN) return process.env.SITE_ORIGIN.replace(/\/+$/, '');
  const host = req.get('X-Forwarded-Host')?.split(',')[0].trim() || req.get('Host') || '';
  if (!isSiteHost(host)) return `https://${project()}.web.app`;
  const forwarded = req.get('X-Forwarded-Proto')?.split(',')[0].trim();
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : req.protocol;
  return `${protocol}://${host}`;
}
