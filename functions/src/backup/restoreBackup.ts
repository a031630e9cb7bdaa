/**
 * Restoring a backup (POST /api/backup/restore): the zip is checked whole first (backup/archive.ts);
 * then the photos its documents name and the shop lacks are stored (files nothing names yet: a crash
 * here leaves the shop as it was), and last the documents change in one transaction
 * (store/restore.ts). A dry run only counts.
 */
import sharp from 'sharp';
import type { RestoreSummary } from '@catalogue/domain';
import { imageStore } from '../images/index';
import { contentTypeFor } from '../images/imageStore';
import { photoKeysOf } from '../store/backup';
import { restoreDocuments } from '../store/restore';
import { BackupRefused, openBackup, type BackupArchive } from './archive';

/** What the shop's photos are stored as; anything else (an SVG with a script, a page) is never served from its origin. */
const PHOTO_FORMATS: Record<string, string[]> = { webp: ['webp'], jpg: ['jpeg'], jpeg: ['jpeg'], png: ['png'], avif: ['heif'] };

/** BackupRefused unless `data` is a photo of the kind its key says. */
export async function checkPhoto(key: string, data: Buffer): Promise<void> {
  const formats = PHOTO_FORMATS[key.split('.').pop()?.toLowerCase() ?? ''];
  const format = await sharp(data)
    .metadata()
    .then((metadata) => metadata.format as string, () => null);
  if (!formats || !format || !formats.includes(format)) throw new BackupRefused(`This backup is damaged (uploads/${key} is not a photo): nothing was changed.`);
}

/** Of the photos the documents name and the shop lacks: those the backup holds, and how many neither has. */
async function photosToPut(archive: BackupArchive): Promise<{ keys: string[]; missing: number }> {
  const store = imageStore();
  const keys: string[] = [];
  let missing = 0;
  for (const key of photoKeysOf(archive.collections)) {
    if (await store.has(key)) continue;
    if (archive.photoKeys.has(key)) keys.push(key);
    else missing++;
  }
  return { keys, missing };
}

export async function restoreBackup(zip: Buffer, { dryRun, savedBy }: { dryRun: boolean; savedBy: string }): Promise<RestoreSummary> {
  const archive = await openBackup(zip);
  const photos = await photosToPut(archive);
  for (const key of photos.keys) {
    const data = await archive.readPhoto(key);
    await checkPhoto(key, data);
    if (!dryRun) await imageStore().put(key, data, contentTypeFor(key));
  }
  const summary = await restoreDocuments(archive.collections, { dryRun, savedBy });
  return { createdAt: archive.manifest.createdAt, applied: !dryRun, ...summary, photos: { added: photos.keys.length, missing: photos.missing } };
}
