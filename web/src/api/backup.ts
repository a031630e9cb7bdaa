import type { RestoreSummary } from '@catalogue/domain';
import { downloadFile, request, upload } from './client';

export interface LatestBackup {
  createdAt: string;
  counts: Record<string, number>;
  photos: number;
}

/** What a restore did or would do, and the API's sentence saying so. */
export interface RestoreResult {
  summary: RestoreSummary;
  message: string;
}

/** Under the 32 MB a Cloud Function takes in one request: the API's limit (functions/src/routes/backup.ts). */
export const MAX_BACKUP_UPLOAD_BYTES = 31 * 1024 * 1024;
/** The API's words for a larger file, so that the browser refuses it the same way before sending it. */
export const BACKUP_TOO_LARGE_MESSAGE = `The backup is too large to send at once (at most ${MAX_BACKUP_UPLOAD_BYTES / 1024 / 1024} MB): restore it with npm run restore, which sends its photos one at a time.`;

/** The whole shop as one zip: every collection it owns and every photo. */
export const downloadBackup = () => downloadFile('/backup');

/** When the last backup was taken (null: never). */
export const getLatestBackup = () => request<LatestBackup | null>('/backup/latest');

/** Makes the shop as in the backup `file`; a dry run only says what would change. */
export function restoreBackup(file: File, { dryRun }: { dryRun: boolean }) {
  const form = new FormData();
  form.append('file', file);
  return upload<RestoreResult>('/backup/restore', 'POST', form, {
    query: { dryRun: dryRun ? 1 : undefined },
    unwrap: (body) => ({ summary: body.data as unknown as RestoreSummary, message: body.message ?? '' }),
  });
}
