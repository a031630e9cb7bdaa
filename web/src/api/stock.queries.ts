import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockChangeBody } from '@catalogue/domain';
import { changeStock, getProductStock, listBatchesToReplace, listStock } from './stock';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

/** Every size with its count (the Stock screen), or only those low or out (the dashboard). */
export const useStock = (low: boolean) => useQuery({ queryKey: queryKeys.stock.list(low), queryFn: () => unwrap(listStock(low)) });

/** The batches to replace (the dashboard). */
export const useBatchesToReplace = () => useQuery({ queryKey: queryKeys.stock.batches, queryFn: () => unwrap(listBatchesToReplace()) });

/** One product's sizes, counts and history (its edit screen; nothing for a product not saved yet). */
export const useProductStock = (productId: string | undefined) =>
  useQuery({ queryKey: queryKeys.stock.product(productId ?? ''), queryFn: () => unwrap(getProductStock(productId ?? '')), enabled: Boolean(productId) });

/**
 * Changes a size's count: the stock lists are read again, and so are the products (a count at zero
 * sells out) and the waiting customers (a size back in stock shows them).
 */
export function useChangeStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, change }: { productId: string; change: StockChangeBody }) => unwrap(changeStock(productId, change)),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: queryKeys.stock.all }), client.invalidateQueries({ queryKey: queryKeys.products.all }), client.invalidateQueries({ queryKey: queryKeys.waitlist.all })]),
  });
}
