/**
 * The shop's backup, administrators only:
 *   GET  /backup                 → one zip (manifest.json, collections/<name>.json, uploads/<key>)
 *   GET  /backup/latest          → when the last one was taken
 *   POST /backup/restore         → multipart `file`: the shop made as in the backup (what it removes goes
 *                                  to the trash); `?dryRun=1` answers what would change and changes nothing
 *                                  (any other value or parameter: 400, nothing read or changed)
 *   PUT  /backup/photos/<key>    → multipart `file`: one photo of a backup too large to send at once,
 *                                  stored under its key when the shop lacks it (npm run restore)
 */
import { once } from 'node:events';
import archiver from 'archiver';
import { Router, type Request, type Response } from 'express';
import { BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, BACKUP_TOO_LARGE_MESSAGE, BACKUP_UPLOAD_BYTES, restoreChanges, type BackupManifest, type RestoreSummary } from '@catalogue/domain';
import { MAX_PHOTO_BYTES } from '../backup/archive';
import { checkPhoto, restoreBackup } from '../backup/restoreBackup';
import { access } from '../http/access';
import { publicName } from '../http/auth';
import { HttpError } from '../http/errors';
import { readForm } from '../http/multipart';
import { queryFlag, querySent } from '../http/validate';
import { imageStore } from '../images/index';
import { contentTypeFor, safeKey } from '../images/imageStore';
import { lastBackup, readBackupContent, recordBackup } from '../store/backup';

export const backupRouter = Router();

const fileNameFor = (createdAt: string) => `shop-backup-${createdAt.slice(0, 16).replace(/[T:]/g, '-')}.zip`;

/**
 * Writes the zip to the response, one photo at a time (never all of them in memory); the manifest
 * comes last, when the photos found are counted.
 */
async function streamBackup(res: Response): Promise<BackupManifest> {
  const content = await readBackupContent();
  const createdAt = new Date().toISOString();
  const archive = archiver('zip', { zlib: { level: 6 } });
  res.on('close', () => {
    if (!res.writableFinished) archive.abort();
  });
  res.set({ 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${fileNameFor(createdAt)}"` });
  archive.pipe(res);
  for (const [name, docs] of Object.entries(content.collections)) archive.append(JSON.stringify(docs), { name: `collections/${name}.json` });
  let photos = 0;
  for (const key of content.photoKeys) {
    // A photo a document names but the store no longer has (removed by hand): the backup goes on without it.
    const image = await imageStore().get(key);
    if (!image) continue;
    // WebP is compressed already: stored as it is.
    archive.append(image.data, { name: `uploads/${key}`, store: true });
    await once(archive, 'entry');
    photos++;
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    schemaVersion: BACKUP_SCHEMA_VERSION,
    createdAt,
    counts: Object.fromEntries(Object.entries(content.collections).map(([name, docs]) => [name, docs.length])),
    photos,
  };
  archive.append(JSON.stringify(manifest, null, 2), { name: 'manifest.json' });
  await Promise.all([archive.finalize(), once(res, 'finish')]);
  return manifest;
}

backupRouter.get('/', access, async (_req, res) => {
  const manifest = await streamBackup(res);
  await recordBackup(manifest.createdAt, manifest.counts, manifest.photos);
});

backupRouter.get('/latest', access, async (_req, res) => {
  res.json({ success: true, data: await lastBackup() });
});

const dateOf = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

async function uploadedFile(req: Request, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const { file } = await readForm(req, { document: { maxBytes, tooLarge } });
  if (!file) throw new HttpError(400, 'Choose a backup file (a .zip the Backup screen downloaded) and send it in the file field.');
  return file.buffer;
}

function restoreMessage(summary: RestoreSummary): string {
  const changes = restoreChanges(summary);
  const backup = `the backup of ${dateOf(summary.createdAt)}`;
  if (!changes.length) return `The shop is as in ${backup}: nothing to change.`;
  return summary.applied ? `Restored ${backup}: ${changes.join(', ')}.` : `Restoring ${backup} would make these changes: ${changes.join(', ')}.`;
}

/**
 * `?dryRun=1` (or `true`) previews; `dryRun=0` (or `false`) or none restores; any other value is
 * refused (queryFlag), and so is any other parameter, `__proto__` included, before the file is read:
 * a preview asked for in a way this route does not know must never run as a restore.
 */
function isDryRun(req: Request): boolean {
  const other = [...querySent(req).keys()].find((key) => key !== 'dryRun');
  if (other !== undefined) throw new HttpError(400, 'A restore takes one parameter: dryRun=1 (preview) or dryRun=0.', { [other]: 'Unknown parameter' });
  return queryFlag(req, 'dryRun') ?? false;
}

backupRouter.post('/restore', access, async (req, res) => {
  const dryRun = isDryRun(req);
  const zip = await uploadedFile(req, BACKUP_UPLOAD_BYTES, BACKUP_TOO_LARGE_MESSAGE);
  const summary = await restoreBackup(zip, { dryRun, savedBy: `${publicName(req.session!)} (restore)` });
  res.json({ success: true, message: restoreMessage(summary), data: summary });
});

backupRouter.put('/photos/*key', access, async (req, res) => {
  const key = safeKey((req.params as { key?: string[] }).key ?? []);
  if (!key) throw new HttpError(400, 'Not a photo address of this shop');
  const data = await uploadedFile(req, MAX_PHOTO_BYTES, 'This photo is larger than any photo of the shop.');
  await checkPhoto(key, data);
  const added = !(await imageStore().has(key));
  if (added) await imageStore().put(key, data, contentTypeFor(key));
  res.status(added ? 201 : 200).json({ success: true, message: added ? 'Photo stored' : 'The shop has this photo already', data: { key } });
});
