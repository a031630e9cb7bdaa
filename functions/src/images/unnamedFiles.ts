/** Deleting photo files nothing may need any more (store/photoHolds.ts says when that is, and why). */
import { decideDeletion, endDeletion } from '../store/photoHolds';
import { deleteImageKeys } from './pipeline';

/** Deletes those of `keys` that no document names and no restore holds. */
export async function deleteUnnamedFiles(keys: string[]): Promise<void> {
  if (!keys.length) return;
  const deletion = await decideDeletion(keys);
  await deleteImageKeys(deletion.keys);
  await endDeletion(deletion);
}
