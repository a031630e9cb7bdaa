/**
 * Downloads a backup of the shop (GET /api/backup) into a file, as the back office's Backup screen does.
 *
 *   npm run backup [-- --url URL] [--out DIR] [--email E --password P]
 *
 * --url defaults to the `npm start` stack (http://127.0.0.1:5000); for a real project give the site's
 * address (https://<your domain>). It signs in as ADMIN_EMAIL / ADMIN_PASSWORD (--email/--password),
 * the local administrator by default, and writes backups/<the name the API gives it>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseOptions, usageError } from './args';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, OFFSETS, portsFor, ROOT } from './stack/index';

const LOCAL_SITE = `http://127.0.0.1:${portsFor(OFFSETS.start).hosting}`;

const USAGE = `Usage: npm run backup -- [--url URL] [--out DIR] [--email EMAIL --password PASSWORD]

  --url       the site (default ${LOCAL_SITE}, the npm start stack)
  --out       the folder to write to (default backups/)
  --email     an administrator's email (default ADMIN_EMAIL, else ${DEFAULT_ADMIN_EMAIL})
  --password  its password (default ADMIN_PASSWORD, else the local default)`;

async function signIn(site: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${site}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await response.json().catch(() => ({}))) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`signing in as ${email} at ${site} failed: ${response.status} ${body.message ?? ''}`);
  return body.token;
}

async function main() {
  const values = parseOptions(USAGE, { url: { type: 'string' }, out: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } });
  const site = (values.url ?? LOCAL_SITE).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(site)) usageError(USAGE, `backup: --url must start with http:// or https:// (got ${site})`);
  const email = values.email ?? process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
  const token = await signIn(site, email, password);
  const response = await fetch(`${site}/api/backup`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the backup failed: ${response.status} ${await response.text()}`);
  const fileName = /filename="([^"/\\]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `shop-backup-${Date.now()}.zip`;
  const dir = path.resolve(ROOT, values.out ?? 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  await fetch(`${site}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  console.log(`backup: ${path.relative(process.cwd(), file)} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
}

main().catch((error: unknown) => {
  console.error(`backup: ${(error as Error).message}`);
  process.exit(1);
});
