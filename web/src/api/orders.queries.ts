import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Order } from '@catalogue/domain';
import { changeOrder, getBill, getInsights, getOrder, getOrdersToCollect, listNewOrders, listOrderBookPage, type OrderChange, type OrderFilters } from './orders';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

type OrderPage = { orders: Order[]; more: boolean };

/** The order book, newest first, a page at a time: the next page starts after the last order shown. */
export const useOrders = (filters: OrderFilters) =>
  useInfiniteQuery({
    queryKey: queryKeys.orders.list(filters),
    queryFn: ({ pageParam }) => unwrap(listOrderBookPage(filters, pageParam)),
    initialPageParam: '',
    getNextPageParam: (last: OrderPage) => (last.more ? last.orders.at(-1)?._id : undefined),
  });

/** How many orders are new (`atLeast` when there are more than one request counts). */
export const useNewOrderCount = () =>
  useQuery({
    queryKey: queryKeys.orders.newCount(),
    queryFn: async () => {
      const { orders, more } = await unwrap(listNewOrders());
      return { count: orders.length, atLeast: more };
    },
  });

/** One order (its packing slip). */
export const useOrder = (id: string) => useQuery({ queryKey: queryKeys.orders.detail(id), queryFn: () => unwrap(getOrder(id)) });

/** The order's bill (the first read gives it its bill number). */
export const useBill = (id: string) => useQuery({ queryKey: queryKeys.orders.bill(id), queryFn: () => unwrap(getBill(id)) });

/** What is still to collect: the orders not paid (nor cancelled) and their total. */
export const useOrdersToCollect = () => useQuery({ queryKey: queryKeys.orders.toCollect(), queryFn: () => unwrap(getOrdersToCollect()) });

/**
 * Saves an order's status or payment: the saved order replaces its copy in every list at once, then
 * the order lists, the counts and the figures (cancelled orders leave them; paid ones count as paid)
 * and the stock counts are read again.
 */
export function useChangeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: OrderChange }) => unwrap(changeOrder(id, change)),
    onSuccess: (saved) =>
      client.setQueriesData<InfiniteData<OrderPage>>({ queryKey: queryKeys.orders.list() }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, orders: page.orders.map((order) => (order._id === saved._id ? saved : order)) })) },
      ),
    // A confirmation or a cancellation moves stock counts too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
        client.invalidateQueries({ queryKey: queryKeys.insights.all }),
        client.invalidateQueries({ queryKey: queryKeys.stock.all }),
      ]),
  });
}

/** The owner's figures for the last `days` days; the previous period's stay on screen while they load. */
export const useInsights = (days: number) =>
  useQuery({ queryKey: queryKeys.insights.days(days), queryFn: () => unwrap(getInsights(days)), placeholderData: keepPreviousData });
