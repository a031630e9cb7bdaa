import { downloadFile, request } from './client';

export interface LatestBackup {
  createdAt: string;
  counts: Record<string, number>;
  photos: number;
}

/** The whole shop as one zip: every collection it owns and every photo. */
export const downloadBackup = () => downloadFile('/backup');

/** When the last backup was taken (null: never). */
export const getLatestBackup = () => request<LatestBackup | null>('/backup/latest');
