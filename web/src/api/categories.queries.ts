import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@catalogue/domain';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory, updateCategoryNavSettings, type CategoryFormValues } from './categories';
import { sharingEtag } from './etagSharing';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

type NavSettingsChange = { id: string; order: number; showInNav?: boolean };

/** Every main category with its subcategories. */
export const useCategories = () => useQuery({ queryKey: queryKeys.categories.list(), queryFn: () => unwrap(listCategories()) });

/**
 * One category; nothing is asked while `id` is undefined (a create form). Its copy is dropped as soon
 * as no screen shows it, so an edit form always starts from the server's current category.
 */
export const useCategory = (id: string | undefined) =>
  useQuery({ queryKey: queryKeys.categories.detail(id ?? ''), queryFn: () => unwrap(getCategory(id ?? '')), enabled: Boolean(id), gcTime: 0, structuralSharing: sharingEtag });

const saveNavSettings = (changes: NavSettingsChange[]) =>
  Promise.all(changes.map(({ id, ...settings }) => unwrap(updateCategoryNavSettings(id, settings))));

/** Saves several categories' order and navigation visibility, then reads the categories again. */
export function useUpdateCategoryNavSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNavSettings,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}

/**
 * A drag and drop in the category list: the categories are shown in their new order at once
 * (`categories`), the changed orders are saved, and the categories are read again; if a save fails,
 * the order shown before the drop comes back.
 */
export function useReorderCategories() {
  const client = useQueryClient();
  const key = queryKeys.categories.list();
  return useMutation({
    mutationFn: ({ changes }: { categories: Category[]; changes: NavSettingsChange[] }) => saveNavSettings(changes),
    onMutate: async ({ categories }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Category[]>(key);
      client.setQueryData(key, categories);
      return { before };
    },
    onError: (_error, _variables, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}

export interface CategorySave {
  /** The category to update; a new category when undefined. */
  id?: string;
  values: CategoryFormValues;
  image?: File | null;
  /** An update: the ETag of the category as the form read it. */
  ifMatch?: string | null;
}

/** Creates or updates a category; the categories, and the products that show its name, are read again. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image, ifMatch }: CategorySave) => unwrap(id ? updateCategory(id, values, image, ifMatch) : createCategory(values, image)),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: queryKeys.categories.all }), client.invalidateQueries({ queryKey: queryKeys.products.all })]),
  });
}

/** Deletes a category and its subcategories (refused by the API, with its reason, while products use them). */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(deleteCategory(id)),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: queryKeys.categories.detail(id) });
      return client.invalidateQueries({ queryKey: queryKeys.categories.list() });
    },
  });
}
