/**
 * What `npm run backup` and `npm run restore` share: the site to talk to and an administrator's
 * session there (--url, --email, --password; the `npm start` stack and its local administrator by default).
 */
import { usageError } from './args';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, OFFSETS, portsFor } from './stack/index';

const LOCAL_SITE = `http://127.0.0.1:${portsFor(OFFSETS.start).hosting}`;

export const SESSION_OPTIONS = { url: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } } as const;

export const SESSION_USAGE = `  --url       the site (default ${LOCAL_SITE}, the npm start stack; for a real project https://<your domain>)
  --email     an administrator's email (default ADMIN_EMAIL, else ${DEFAULT_ADMIN_EMAIL})
  --password  its password (default ADMIN_PASSWORD, else the local default)`;

export interface SiteSession {
  site: string;
  headers: { Authorization: string };
  end(): Promise<void>;
}

/** Signs in as the administrator the options name; `end()` signs out. */
export async function openSession(usage: string, values: { url?: string; email?: string; password?: string }): Promise<SiteSession> {
  const site = (values.url ?? LOCAL_SITE).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(site)) usageError(usage, `--url must start with http:// or https:// (got ${site})`);
  const email = values.email ?? process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
  const response = await fetch(`${site}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await response.json().catch(() => ({}))) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`signing in as ${email} at ${site} failed: ${response.status} ${body.message ?? ''}`);
  const headers = { Authorization: `Bearer ${body.token}` };
  return {
    site,
    headers,
    end: async () => {
      await fetch(`${site}/api/auth/logout`, { method: 'POST', headers });
    },
  };
}
