import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listCategories, updateCategoryNavSettings } from './categories';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

/** Every main category with its subcategories. */
export const useCategories = () => useQuery({ queryKey: queryKeys.categories.list(), queryFn: () => unwrap(listCategories()) });

/** Saves several categories' order and navigation visibility, then reads the categories again. */
export function useUpdateCategoryNavSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: { id: string; order: number; showInNav?: boolean }[]) =>
      Promise.all(changes.map(({ id, ...settings }) => unwrap(updateCategoryNavSettings(id, settings)))),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}
