/**
 * Purging trash entries (store/trash.ts): the entry goes in its transaction, then its photos' files,
 * which stayed in the image store while it could be restored.
 */
import type { ProductPhoto } from '@catalogue/domain';
import { purgeFromTrash, type StoredDoc, type TrashRecord } from '../store/trash';
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
