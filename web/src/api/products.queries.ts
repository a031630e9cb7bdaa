import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Pagination, Product } from '@catalogue/domain';
import { createProduct, deleteProduct, getProduct, listProducts, mergeProduct, setPressedOn, toggleFeatured, updateProduct, type ProductQuery, type ProductSaveValues } from './products';
import { sharingEtag } from './etagSharing';
import { queryKeys } from './queryKeys';
import { unwrap, unwrapPage } from './queryResult';
import { useDeleteEntry } from './useDeleteEntry';

type ProductPage = { items: Product[]; pagination?: Pagination };

/** Matches every product list: a list key with an empty query is a prefix of every list's key. */
const everyList = queryKeys.products.list();

/** A page of products with the API's pagination. */
export const useProducts = (query: ProductQuery = {}) =>
  useQuery({ queryKey: queryKeys.products.list(query), queryFn: () => unwrapPage(listProducts(query)), placeholderData: keepPreviousData });

/**
 * One product; nothing is asked while `id` is undefined (a create form). Its copy is dropped as soon
 * as no screen shows it, so an edit form always starts from the server's current product.
 */
export const useProduct = (id: string | undefined) =>
  useQuery({ queryKey: queryKeys.products.detail(id ?? ''), queryFn: () => unwrap(getProduct(id ?? '')), enabled: Boolean(id), gcTime: 0, structuralSharing: sharingEtag });

/** Puts the server's answer for one product into every list that shows it. */
function storeProduct(client: QueryClient, product: Product) {
  client.setQueriesData<ProductPage>({ queryKey: everyList }, (page) =>
    page && { ...page, items: page.items.map((entry) => (entry._id === product._id ? product : entry)) },
  );
}

export interface ProductSave {
  /** The product to update; a new product when undefined. */
  id?: string;
  values: ProductSaveValues;
  /** The new photos, in the order the values' `imageOrder` names them. */
  photos: File[];
  /** An update: the ETag of the product as the form read it. */
  ifMatch?: string | null;
}

/** Creates or updates a product; every product list is read again. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, photos, ifMatch }: ProductSave) => unwrap(id ? updateProduct(id, values, photos, ifMatch) : createProduct(values, photos)),
    onSuccess: () => {
      // A size back in stock moves its waiting customers to the top of the dashboard (read again in the background).
      void client.invalidateQueries({ queryKey: queryKeys.waitlist.all });
      return client.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}

/** Deletes a product: it leaves every list at once, and the lists are read again. */
export const useDeleteProduct = () =>
  useDeleteEntry<ProductPage>({ remove: deleteProduct, everyList, detail: queryKeys.products.detail, without: (page, id) => ({ ...page, items: page.items.filter((entry) => entry._id !== id) }) });

/** Flips a product's featured flag; the server's answer replaces the product wherever it is listed. */
export function useToggleFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(toggleFeatured(id)),
    onSuccess: (product) => storeProduct(client, product),
  });
}

/** Sets a product's pressing date (a new batch); the server's answer replaces the product wherever it is listed. */
export function useSetPressedOn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, day }: { id: string; day: string }) => unwrap(setPressedOn(id, day)),
    onSuccess: (product) => storeProduct(client, product),
  });
}

/** Makes one product sizes of another; every product list is read again (one product left them). */
export function useMergeProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ into, productId, label }: { into: string; productId: string; label: string }) => unwrap(mergeProduct(into, productId, label)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
