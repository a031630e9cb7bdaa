import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadBackup, getLatestBackup } from './backup';
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
