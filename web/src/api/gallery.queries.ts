import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GalleryItem } from '@catalogue/domain';
import {
  createGalleryItem,
  deleteGalleryItem,
  getGalleryItem,
  listGalleryItems,
  submitJsonTestForm,
  togglePopular,
  updateGalleryItem,
  type GalleryFormValues,
  type JsonTestFormValues,
} from './gallery';
import { sharingEtag } from './etagSharing';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';
import { useDeleteEntry } from './useDeleteEntry';

/** Matches every gallery list: a list key with an empty query is a prefix of every list's key. */
const everyList = queryKeys.gallery.list();

export const useGalleryItems = (query: { category?: string; popular?: boolean } = {}) =>
  useQuery({ queryKey: queryKeys.gallery.list(query), queryFn: () => unwrap(listGalleryItems(query)) });

/** One gallery item; nothing is asked while `id` is undefined (a create form). */
export const useGalleryItem = (id: string | undefined) =>
  useQuery({ queryKey: queryKeys.gallery.detail(id ?? ''), queryFn: () => unwrap(getGalleryItem(id ?? '')), enabled: Boolean(id), structuralSharing: sharingEtag });

/** Puts the server's answer for one item into its detail and into every list that shows it. */
function storeItem(client: QueryClient, item: GalleryItem) {
  client.setQueryData(queryKeys.gallery.detail(item._id), item);
  client.setQueriesData<GalleryItem[]>({ queryKey: everyList }, (list) =>
    list?.map((entry) => (entry._id === item._id ? item : entry)),
  );
}

export interface GallerySave {
  /** The item to update; a new item when undefined. */
  id?: string;
  values: GalleryFormValues;
  image: File | null;
  /** An update: the ETag of the item as the form read it. */
  ifMatch?: string | null;
}

/** Creates or updates a gallery item; the item is stored and every gallery list is read again. */
export function useSaveGalleryItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image, ifMatch }: GallerySave) => unwrap(id ? updateGalleryItem(id, values, image, ifMatch) : createGalleryItem(values, image)),
    onSuccess: (item) => {
      storeItem(client, item);
      return client.invalidateQueries({ queryKey: everyList });
    },
  });
}

/** Deletes a gallery item: it leaves every list at once, and the lists are read again. */
export const useDeleteGalleryItem = () =>
  useDeleteEntry<GalleryItem[]>({ remove: deleteGalleryItem, everyList, detail: queryKeys.gallery.detail, without: (list, id) => list.filter((entry) => entry._id !== id) });

/** Flips an item's popular flag; the server's answer replaces the item wherever it is shown. */
export function useToggleGalleryPopular() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(togglePopular(id)),
    onSuccess: (item) => {
      storeItem(client, item);
      // The lists filtered by popularity gain or lose the item.
      return client.invalidateQueries({ queryKey: queryKeys.gallery.list({ popular: true }) });
    },
  });
}

/** The JSON test form's create: a product, and with `gallery: true` a gallery item too. */
export function useSubmitJsonTestForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: JsonTestFormValues) => unwrap(submitJsonTestForm(values)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.products.all }), client.invalidateQueries({ queryKey: queryKeys.gallery.all })]),
  });
}
