/**
 * Purging trash entries (store/trash.ts): the entry goes in its transaction, then its photos' files,
 * which stayed in the image store while it could be restored.
 */
import type { ProductPhoto } from '@catalogue/domain';
import { expiredTrashIds, purgeFromTrash, type StoredDoc, type TrashRecord } from '../store/trash';
import { NotFoundError } from '../store/errors';
import { deleteImageKeys, imageKeys } from './pipeline';
import { photoKeys } from './productPhotos';

/** Every file of a document as stored: its image, and a product's photos. */
const storedFileKeys = ({ data }: StoredDoc) => [...imageKeys(data), ...photoKeys(Array.isArray(data.images) ? (data.images as ProductPhoto[]) : [])];

/** Deletes the entry for good, then its files; returns it. NotFoundError when it is not in the trash. */
export async function purgeTrashEntry(id: unknown): Promise<TrashRecord> {
  const entry = await purgeFromTrash(id);
  await deleteImageKeys([...new Set(entry.docs.flatMap(storedFileKeys))]);
  return entry;
}

/** Purges every entry whose 30 days are over; returns how many. An entry restored or purged meanwhile is skipped. */
export async function purgeExpiredTrash(now = new Date()): Promise<number> {
  let purged = 0;
  for (const id of await expiredTrashIds(now)) {
    try {
      await purgeTrashEntry(id);
      purged++;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return purged;
}
