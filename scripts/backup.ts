/**
 * Downloads a backup of the shop (GET /api/backup) into a file, as the back office's Backup screen does.
 *
 *   npm run backup [-- --url URL] [--out DIR] [--email E --password P]
 *
 * It writes backups/<the name the API gives it>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseOptions } from './args';
import { openSession, SESSION_OPTIONS, SESSION_USAGE } from './siteSession';
import { ROOT } from './stack/index';

const USAGE = `Usage: npm run backup -- [--url URL] [--out DIR] [--email EMAIL --password PASSWORD]

${SESSION_USAGE}
  --out       the folder to write to (default backups/)`;

async function main() {
  const values = parseOptions(USAGE, { ...SESSION_OPTIONS, out: { type: 'string' } });
  const session = await openSession(USAGE, values);
  const response = await fetch(`${session.site}/api/backup`, { headers: session.headers });
  if (!response.ok) throw new Error(`the backup failed: ${response.status} ${await response.text()}`);
  const fileName = /filename="([^"/\\]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `shop-backup-${Date.now()}.zip`;
  const dir = path.resolve(ROOT, values.out ?? 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  await session.end();
  console.log(`backup: ${path.relative(process.cwd(), file)} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
}

main().catch((error: unknown) => {
  console.error(`backup: ${(error as Error).message}`);
  process.exit(1);
});
