import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Testimonial, TestimonialInput } from '@catalogue/domain';
import { createTestimonial, deleteTestimonial, getTestimonial, listTestimonials, reorderTestimonials, updateTestimonial } from './testimonials';
import { sharingEtag } from './etagSharing';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

export const useTestimonials = () => useQuery({ queryKey: queryKeys.testimonials.list(), queryFn: () => unwrap(listTestimonials()) });

/** One testimonial as stored now, for its edit dialog; nothing is asked while `id` is undefined. */
export const useTestimonial = (id: string | undefined) =>
  useQuery({ queryKey: queryKeys.testimonials.detail(id ?? ''), queryFn: () => unwrap(getTestimonial(id ?? '')), enabled: Boolean(id), gcTime: 0, structuralSharing: sharingEtag });

/** A testimonial change: the list is read again afterwards, whatever the outcome. */
function useTestimonialMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: queryKeys.testimonials.all }) });
}

export const useCreateTestimonial = () => useTestimonialMutation((input: TestimonialInput) => unwrap(createTestimonial(input)));

export const useUpdateTestimonial = () =>
  useTestimonialMutation(({ id, input, ifMatch }: { id: string; input: Partial<TestimonialInput>; ifMatch?: string | null }) => unwrap(updateTestimonial(id, input, ifMatch)));

export const useDeleteTestimonial = () => useTestimonialMutation((id: string) => unwrap(deleteTestimonial(id)));

/** Saves a new order; the list shows it at once and goes back if the save fails. */
export function useReorderTestimonials() {
  const client = useQueryClient();
  const key = queryKeys.testimonials.list();
  return useMutation({
    mutationFn: (ordered: Testimonial[]) => unwrap(reorderTestimonials(ordered.map((item) => item._id))),
    onMutate: async (ordered) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Testimonial[]>(key);
      client.setQueryData(key, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => client.setQueryData(key, context?.previous),
    onSuccess: (saved) => client.setQueryData(key, saved),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.testimonials.all }),
  });
}
