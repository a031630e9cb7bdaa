/**
 * Restores a backup file (POST /api/backup/restore), as the back office's Backup screen does: first
 * what would change (a dry run), then, once confirmed, the restore.
 *
 *   npm run restore -- FILE [--dry-run] [--yes] [--photos-apart] [--url URL] [--email E --password P]
 *
 * A backup over what one request may carry (31 MB) is sent in parts: each photo on its own
 * (PUT /api/backup/photos/<key>), then the rest without them. --photos-apart does that for any size.
 */
import fs from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { promisify } from 'node:util';
import archiver from 'archiver';
import yauzl from 'yauzl';
import { BACKUP_UPLOAD_BYTES } from '@catalogue/domain';
import { parseCommand, usageError } from './args';
import { openSession, SESSION_OPTIONS, SESSION_USAGE, type SiteSession } from './siteSession';

const USAGE = `Usage: npm run restore -- FILE [--dry-run] [--yes] [--photos-apart] [--url URL] [--email EMAIL --password PASSWORD]

  FILE            a backup the Backup screen or npm run backup downloaded
  --dry-run       only say what would change
  --yes           restore without asking (what the restore removes goes to the trash)
  --photos-apart  send the photos one at a time (the default for a backup over ${BACKUP_UPLOAD_BYTES / 1024 / 1024} MB)
${SESSION_USAGE}`;

const PHOTO_PREFIX = 'uploads/';

/** Every file of the zip, by name. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(data, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of entries(zip)) {
    const stream = await promisify(zip.openReadStream.bind(zip))(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

async function* entries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const next = new Promise<yauzl.Entry | null>((resolve, reject) => {
      zip.once('entry', resolve);
      zip.once('end', () => resolve(null));
      zip.once('error', reject);
    });
    zip.readEntry();
    const entry = await next;
    zip.removeAllListeners();
    if (!entry) return;
    yield entry;
  }
}

async function zipOf(files: Map<string, Buffer>): Promise<Buffer> {
  const archive = archiver('zip');
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const [name, content] of files) archive.append(content, { name });
  await archive.finalize();
  return Buffer.concat(chunks);
}

const fileForm = (data: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return form;
};

async function send(session: SiteSession, method: string, path: string, body: FormData): Promise<{ message: string }> {
  const response = await fetch(`${session.site}/api${path}`, { method, headers: session.headers, body });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(`${answer.message ?? `${method} /api${path} answered ${response.status}`}`);
  return { message: answer.message ?? '' };
}

/** The backup as one request can carry it: whole, or without its photos once each is stored on its own. */
async function prepare(session: SiteSession, data: Buffer, apart: boolean, dryRun: boolean): Promise<Buffer> {
  if (!apart) return data;
  const files = await unzip(data);
  const photos = [...files.keys()].filter((name) => name.startsWith(PHOTO_PREFIX));
  if (dryRun) {
    console.log(`restore: ${photos.length} photos would be sent one at a time first (a dry run sends none, so they count as missing below).`);
  } else {
    for (const [i, name] of photos.entries()) {
      await send(session, 'PUT', `/backup/photos/${name.slice(PHOTO_PREFIX.length)}`, fileForm(files.get(name)!, name));
      if ((i + 1) % 50 === 0 || i + 1 === photos.length) console.log(`restore: ${i + 1} of ${photos.length} photos sent`);
    }
  }
  for (const name of photos) files.delete(name);
  return zipOf(files);
}

async function confirmed(): Promise<boolean> {
  if (!process.stdin.isTTY) usageError(USAGE, 'restore: add --yes to restore without a question (or --dry-run to only see what would change).');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Restore this backup? What it removes goes to the trash. [y/N] ');
  prompt.close();
  return /^y(es)?$/i.test(answer.trim());
}

async function main() {
  const { values, positionals } = parseCommand(USAGE, { ...SESSION_OPTIONS, 'dry-run': { type: 'boolean' }, yes: { type: 'boolean' }, 'photos-apart': { type: 'boolean' } });
  const [file] = positionals;
  if (positionals.length !== 1 || !fs.existsSync(file)) usageError(USAGE, `restore: name one backup file to restore${file ? ` (${file} was not found)` : ''}.`);
  const data = fs.readFileSync(file);
  const apart = !!values['photos-apart'] || data.length > BACKUP_UPLOAD_BYTES;
  const session = await openSession(USAGE, values);
  try {
    const preview = await send(session, 'POST', '/backup/restore?dryRun=1', fileForm(await prepare(session, data, apart, true), file));
    console.log(`restore: ${preview.message}`);
    if (values['dry-run'] || /nothing to change/.test(preview.message)) return;
    if (!values.yes && !(await confirmed())) return console.log('restore: nothing was changed.');
    const done = await send(session, 'POST', '/backup/restore', fileForm(await prepare(session, data, apart, false), file));
    console.log(`restore: ${done.message}`);
  } finally {
    await session.end();
  }
}

main().catch((error: unknown) => {
  console.error(`restore: ${(error as Error).message}`);
  process.exit(1);
});
