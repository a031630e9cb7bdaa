import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadBackup, getLatestBackup, restoreBackup } from './backup';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

export const useLatestBackup = () => useQuery({ queryKey: queryKeys.backup.latest(), queryFn: () => unwrap(getLatestBackup()) });

/** Downloads a backup; the date of the latest is read again. */
export function useDownloadBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(downloadBackup()),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.backup.all }),
  });
}

/** What restoring a backup file would change; nothing is changed. */
export const useRestorePreview = () => useMutation({ mutationFn: (file: File) => unwrap(restoreBackup(file, { dryRun: true })) });

/**
 * Restores a backup file. Everything may have changed (catalogue, texts, navigation, orders, trash),
 * so every query is read again, also after a failure: an answer lost on the way may hide a restore done.
 */
export function useRestoreBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => unwrap(restoreBackup(file, { dryRun: false })),
    onSettled: () => client.invalidateQueries(),
  });
}
