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
