import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listTrash, purgeFromTrash, restoreFromTrash } from './trash';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

export const useTrash = () => useQuery({ queryKey: queryKeys.trash.list(), queryFn: () => unwrap(listTrash()) });

/** Restores an entry: the trash and every list it may come back to are read again. */
export function useRestoreFromTrash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(restoreFromTrash(id)),
    onSettled: () =>
      Promise.all(
        [queryKeys.trash.all, queryKeys.products.all, queryKeys.categories.all, queryKeys.gallery.all, queryKeys.testimonials.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function usePurgeFromTrash() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => unwrap(purgeFromTrash(id)), onSettled: () => client.invalidateQueries({ queryKey: queryKeys.trash.all }) });
}
