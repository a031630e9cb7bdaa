import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from './client';
import { unwrap } from './queryResult';

interface DeleteEntry<L> {
  remove: (id: string) => Promise<ApiResult<unknown>>;
  /** Matches every cached list of the entries. */
  everyList: QueryKey;
  detail: (id: string) => QueryKey;
  /** A cached list without the entry. */
  without: (list: L, id: string) => L;
}

/** Deletes an entry: it leaves every list at once, its own copy is dropped, and the lists are read again. */
export function useDeleteEntry<L>({ remove, everyList, detail, without }: DeleteEntry<L>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(remove(id)),
    onSuccess: (_answer, id) => {
      client.setQueriesData<L>({ queryKey: everyList }, (list) => list && without(list, id));
      client.removeQueries({ queryKey: detail(id) });
      return client.invalidateQueries({ queryKey: everyList });
    },
  });
}
