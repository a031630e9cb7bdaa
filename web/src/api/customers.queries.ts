import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteCustomer, getCustomer, listCustomers, listDueCustomers } from './customers';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

/** The customers matching `q`; the previous answer stays on screen while the next search loads. */
export const useCustomers = (q: string) => useQuery({ queryKey: queryKeys.customers.list(q), queryFn: () => unwrap(listCustomers(q)), placeholderData: keepPreviousData });

export const useDueCustomers = () => useQuery({ queryKey: queryKeys.customers.due(), queryFn: () => unwrap(listDueCustomers()) });

export const useCustomer = (id: string) => useQuery({ queryKey: queryKeys.customers.detail(id), queryFn: () => unwrap(getCustomer(id)) });

/** Deletes a customer's personal data: the customers, the order book and the waiting lists are read again. */
export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(deleteCustomer(id)),
    onSuccess: (_data, id) => client.removeQueries({ queryKey: queryKeys.customers.detail(id) }),
    onSettled: () => Promise.all([queryKeys.customers.all, queryKeys.orders.all, queryKeys.waitlist.all].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
