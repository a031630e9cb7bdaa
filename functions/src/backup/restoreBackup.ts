/**
 * Restoring a backup (POST /api/backup/restore). Nothing changes until everything is checked: the zip
 * whole (backup/archive.ts), every document (backup/backupProblems.ts), that every photo a live
 * document names is in the zip or in the shop, and that each photo the shop lacks is one. Then the
 * photos the documents name are held against purges (store/photoHolds.ts says why), those the shop
 * lacks are stored (files nothing names yet: a crash here leaves the shop as it was), and last the
 * documents change in one transaction (store/restore.ts), which ends the hold. A dry run only checks
 * and counts.
 */
import sharp from 'sharp';
import type { RestoreSummary } from '@catalogue/domain';
import { imageStore } from '../images/index';
import { contentTypeFor } from '../images/imageStore';
import { deleteUnnamedFiles } from '../images/unnamedFiles';
import { photoKeysOf, type BackupCollection } from '../store/backup';
import { awaitDeletions, dropHold, holdPhotos } from '../store/photoHolds';
import { restoreDocuments } from '../store/restore';
import { chunk } from '../store/util';
import { backupProblems } from './backupProblems';
import { BackupRefused, openBackup, type BackupArchive } from './archive';

/** What the shop's photos are stored as; anything else (an SVG with a script, a page) is never served from its origin. */
const PHOTO_FORMATS: Record<string, string[]> = { webp: ['webp'], jpg: ['jpeg'], jpeg: ['jpeg'], png: ['png'], avif: ['heif'] };
/** Problems listed in a refusal; the others are counted. */
const MAX_LISTED = 20;
/** The documents a visitor sees: a photo they name must be there. One only older versions or the trash name may be gone (counted as missing). */
const LIVE: BackupCollection[] = ['products', 'categories', 'gallery', 'settings'];
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

/** A problem as one line of at most 300 characters, whatever the names and ids it quotes hold. */
const oneLine = (problem: string) => [...problem.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')].slice(0, 300).join('');

/** The whole backup refused, with what is wrong: at most MAX_LISTED lines, then how many more. */
function refusal(problems: string[]): BackupRefused {
  const lines = problems.slice(0, MAX_LISTED).map((problem) => `- ${oneLine(problem)}`);
  if (problems.length > MAX_LISTED) lines.push(`- and ${problems.length - MAX_LISTED} more`);
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  return new BackupRefused(`This backup cannot be restored, it has ${count}: nothing was changed.\n${lines.join('\n')}`);
}

interface Photos {
  /** Every photo the documents name. */
  keys: string[];
  /** Those a live document names. */
  live: ReadonlySet<string>;
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
  const live = new Set(photoKeysOf(Object.fromEntries(LIVE.map((name) => [name, archive.collections[name]]))));
  return { keys, live, put: lacked.filter((key) => archive.photoKeys.has(key)), missing: lacked.filter((key) => !archive.photoKeys.has(key)) };
}

const missingLivePhotos = ({ live, missing }: Photos) => missing.filter((key) => live.has(key)).map((key) => `Photo uploads/${key}: a product, category, gallery item or the site names it, and it is neither in the backup nor in the shop`);

export async function restoreBackup(zip: Buffer, { dryRun, savedBy }: { dryRun: boolean; savedBy: string }): Promise<RestoreSummary> {
  const archive = await openBackup(zip);
  const checked = await lookUpPhotos(archive);
  // A backup whose photos are sent one at a time (npm run restore) is previewed before they are: its dry run counts them as missing.
  const photosSentApart = dryRun && archive.photoKeys.size === 0 && archive.manifest.photos > 0;
  const problems = [...(await backupProblems(archive.collections)), ...(photosSentApart ? [] : missingLivePhotos(checked))];
  if (problems.length) throw refusal(problems);
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
    const gone = missingLivePhotos(photos);
    if (gone.length) throw refusal(gone);
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
