/**
 * The site's address in what pages say about themselves (canonical, Open Graph, JSON-LD, sitemap):
 * SITE_ORIGIN when set (production on a domain of one's own). Without it, the host the request came
 * to, but only one of SITE_HOSTS: by default the project's Firebase Hosting domains; the local stack
 * sets its own host and port (scripts/stack), so a loopback host is believed there only, and only on
 * that port. A Host or X-Forwarded-Host naming anything else is not believed, since the page is cached
 * for everyone: the first of SITE_HOSTS stands in. An answer whose origin comes from the request
 * says so (`Vary` on the headers it is read from), so that no cache hands it to a request for
 * another host.
 */
import type { Request, Response } from 'express';

/** The request headers the origin is read from when SITE_ORIGIN is not set. */
const ORIGIN_HEADERS = ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto'];

const project = () => process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';

/** The hosts (with the port, if not the protocol's own) the site is served at. */
function siteHosts(): string[] {
  const configured = (process.env.SITE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return configured.length ? configured : [`${project()}.web.app`, `${project()}.firebaseapp.com`];
}

/** The site's origin for the answer `res` gives to `req` (which then varies on what it was read from). */
export function originOf(req: Request, res: Response): string {
  if (process.env.SITE_ORIGIN) return process.env.SITE_ORIGIN.replace(/\/+$/, '');
  for (const header of ORIGIN_HEADERS) res.vary(header);
  const hosts = siteHosts();
  const asked = (req.get('X-Forwarded-Host')?.split(',')[0] || req.get('Host') || '').trim().toLowerCase();
  const host = hosts.includes(asked) ? asked : hosts[0];
  const forwarded = req.get('X-Forwarded-Proto')?.split(',')[0].trim();
  // The socket's own protocol otherwise: Express's req.protocol would believe any X-Forwarded-Proto (trust proxy).
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  return `${protocol}://${host}`;
}
