/**
 * The shop's backup: `GET /backup` streams one zip (manifest.json, collections/<name>.json, uploads/<key>);
 * `GET /backup/latest` says when the last one was taken. Administrators only.
 */
import { once } from 'node:events';
import archiver from 'archiver';
import { Router, type Response } from 'express';
import { BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, type BackupManifest } from '@catalogue/domain';
import { requireAdmin } from '../http/auth';
import { imageStore } from '../images/index';
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

backupRouter.get('/', requireAdmin, async (_req, res) => {
  const manifest = await streamBackup(res);
  await recordBackup(manifest.createdAt, manifest.counts, manifest.photos);
});

backupRouter.get('/latest', requireAdmin, async (_req, res) => {
  res.json({ success: true, data: await lastBackup() });
});
