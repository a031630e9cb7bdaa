/**
 * Restoring a backup (POST /api/backup/restore): the zip is checked whole first (backup/archive.ts),
 * and each photo the shop lacks (a photo of the kind its name says). Then the photos the documents
 * name are held against purges (store/photoHolds.ts says why), those the shop lacks are stored (files
 * nothing names yet: a crash here leaves the shop as it was), and last the documents change in one
 * transaction (store/restore.ts), which ends the hold. A dry run only checks and counts.
 */
import sharp from 'sharp';
import type { RestoreSummary } from '@catalogue/domain';
import { imageStore } from '../images/index';
import { contentTypeFor } from '../images/imageStore';
import { deleteUnnamedFiles } from '../images/unnamedFiles';
import { photoKeysOf } from '../store/backup';
import { awaitDeletions, dropHold, holdPhotos } from '../store/photoHolds';
import { restoreDocuments } from '../store/restore';
import { chunk } from '../store/util';
import { BackupRefused, openBackup, type BackupArchive } from './archive';

/** What the shop's photos are stored as; anything else (an SVG with a script, a page) is never served from its origin. */
const PHOTO_FORMATS: Record<string, string[]> = { webp: ['webp'], jpg: ['jpeg'], jpeg: ['jpeg'], png: ['png'], avif: ['heif'] };
/** Photo stores asked at once whether they have a file. */
const LOOKUPS_AT_ONCE = 32;

/** BackupRefused unless `data` is a photo of the kind its key says. */
export async function checkPhoto(key: string, data: Buffer): Promise<void> {
  const formats = PHOTO_FORMATS[key.split('.').pop()?.toLowerCase() ?? ''];
  const format = await sharp(data)
    .metadata()
    .then((metadata) => metadata.format as string, () => null);
  if (!formats || !format || !formats.includes(format)) throw new BackupRefused(`This backup is damaged (uploads/${key} is not a photo): nothing was changed.`);
}

interface Photos {
  /** Every photo the documents name. */
  keys: string[];
  /** Those the shop lacks and the backup holds. */
  put: string[];
  /** Those neither has. */
  missing: string[];
}

/** The photos the documents name, and which of them the shop lacks now. */
async function lookUpPhotos(archive: BackupArchive): Promise<Photos> {
  const keys = photoKeysOf(archive.collections);
  const lacked: string[] = [];
  for (const part of chunk(keys, LOOKUPS_AT_ONCE)) {
    const present = await Promise.all(part.map((key) => imageStore().has(key)));
    lacked.push(...part.filter((_, i) => !present[i]));
  }
  return { keys, put: lacked.filter((key) => archive.photoKeys.has(key)), missing: lacked.filter((key) => !archive.photoKeys.has(key)) };
}

export async function restoreBackup(zip: Buffer, { dryRun, savedBy }: { dryRun: boolean; savedBy: string }): Promise<RestoreSummary> {
  const archive = await openBackup(zip);
  const checked = await lookUpPhotos(archive);
  for (const key of checked.put) await checkPhoto(key, await archive.readPhoto(key));
  const summary = (photos: Photos, rest: Awaited<ReturnType<typeof restoreDocuments>>): RestoreSummary => ({
    createdAt: archive.manifest.createdAt,
    applied: !dryRun,
    ...rest,
    photos: { added: photos.put.length, missing: photos.missing.length },
  });
  if (dryRun) return summary(checked, await restoreDocuments(archive.collections, { dryRun, savedBy }));

  const hold = await holdPhotos(checked.keys);
  const stored: string[] = [];
  try {
    await awaitDeletions(hold);
    // Looked up again: only from now on can no purge delete what the shop has.
    const photos = await lookUpPhotos(archive);
    for (const key of photos.put) {
      const data = await archive.readPhoto(key);
      await checkPhoto(key, data);
      await imageStore().put(key, data, contentTypeFor(key));
      stored.push(key);
    }
    return summary(photos, await restoreDocuments(archive.collections, { dryRun, savedBy, hold }));
  } catch (error) {
    await dropHold(hold);
    await deleteUnnamedFiles(stored);
    throw error;
  }
}
