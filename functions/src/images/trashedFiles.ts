/**
 * Purging trash entries (store/trash.ts): the entry goes in its transaction, then those of its
 * photos' files that nothing else names or a restore is about to (images/unnamedFiles.ts), which
 * stayed in the image store while it could be restored.
 */
import type { ProductPhoto } from '@catalogue/domain';
import { purgeFromTrash, type StoredDoc, type TrashRecord } from '../store/trash';
import { imageKeys } from './pipeline';
import { photoKeys } from './productPhotos';
import { deleteUnnamedFiles } from './unnamedFiles';

/** Every file of a document as stored: its image, and a product's photos. */
const storedFileKeys = ({ data }: StoredDoc) => [...imageKeys(data), ...photoKeys(Array.isArray(data.images) ? (data.images as ProductPhoto[]) : [])];

/** Deletes the entry for good, then its files; returns it. NotFoundError when it is not in the trash. */
export async function purgeTrashEntry(id: unknown): Promise<TrashRecord> {
  const entry = await purgeFromTrash(id);
  await deleteUnnamedFiles([...new Set(entry.docs.flatMap(storedFileKeys))]);
  return entry;
}
