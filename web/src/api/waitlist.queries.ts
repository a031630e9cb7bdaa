import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listWaitlist, markWaitlistDone, productWaitlist } from './waitlist';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

/** Every size someone waits for (the dashboard). */
export const useWaitlist = () => useQuery({ queryKey: queryKeys.waitlist.list(), queryFn: () => unwrap(listWaitlist()) });

/** Who waits for one product's sizes (its edit screen). */
export const useProductWaitlist = (productId: string) =>
  useQuery({ queryKey: queryKeys.waitlist.product(productId), queryFn: () => unwrap(productWaitlist(productId)) });

/** Marks a waiting customer done: every waiting list is read again. */
export function useMarkWaitlistDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, entryId }: { productId: string; entryId: string }) => unwrap(markWaitlistDone(productId, entryId)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.waitlist.all }),
  });
}
