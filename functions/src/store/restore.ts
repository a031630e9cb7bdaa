/**
 * Restoring a backup's documents (backup/restorePlan.ts says what changes): read the whole shop and
 * commit every write in one catalogue transaction, so that the shop is as it was or as in the backup,
 * never in between, also when the process dies mid-way. The same transaction ends the hold on the
 * backup's photos (store/photoHolds.ts): from then on its documents name them. A dry run reads in a
 * read-only transaction and writes nothing.
 */
import { firestore } from '../firebase';
import { planRestore, type PlannedSummary, type RestoreWrite } from '../backup/restorePlan';
import { fromPortable, readCollections, type BackupCollections } from './backup';
import { catalogueTransaction } from './catalogue';
import { ConflictError } from './errors';
import { endHold, type PhotoHold } from './photoHolds';

/** Firestore takes at most 10 MiB in one commit: room is left for the documents' own overhead. */
const MAX_COMMIT_BYTES = 9 * 1024 * 1024;

function checkSize(writes: RestoreWrite[]) {
  const bytes = writes.reduce((sum, w) => sum + w.id.length + (w.data ? Buffer.byteLength(JSON.stringify(w.data)) : 0), 0);
  if (bytes > MAX_COMMIT_BYTES) {
    throw new ConflictError(`This restore changes ${(bytes / 1024 / 1024).toFixed(1)} MB of documents, more than Firestore commits at once (9 MB): nothing was changed.`);
  }
}

export async function restoreDocuments(backup: BackupCollections, { dryRun, savedBy, hold }: { dryRun: boolean; savedBy: string; hold?: PhotoHold }): Promise<PlannedSummary> {
  if (dryRun) {
    const current = await firestore().runTransaction(readCollections, { readOnly: true });
    return planRestore(current, backup, { now: Date.now(), savedBy }).summary;
  }
  return catalogueTransaction(async (tx) => {
    const { writes, summary } = planRestore(await readCollections(tx), backup, { now: Date.now(), savedBy });
    checkSize(writes);
    const releaseHold = hold && (await endHold(tx, hold));
    return (writer) => {
      for (const { collection, id, data } of writes) {
        const ref = firestore().collection(collection).doc(id);
        if (data) writer.set(ref, fromPortable(data) as Record<string, unknown>);
        else writer.delete(ref);
      }
      releaseHold?.(writer);
      return summary;
    };
  });
}
