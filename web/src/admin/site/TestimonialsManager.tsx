import { useState } from 'react';
import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RATING_MAX, TESTIMONIAL_TEXTS, untranslatedCount, type DropPosition, type Testimonial } from '@catalogue/domain';
import { useDeleteTestimonial, useReorderTestimonials, useTestimonials, useUpdateTestimonial } from '../../api/testimonials.queries';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { DragHandle, SortableList } from '../components/SortableList';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { useUndoableDelete } from '../components/useUndoableDelete';
import { usePageTitle } from '../components/usePageTitle';
import { toast } from '../components/toast';
import { TestimonialDialog } from './TestimonialDialog';
import { UntranslatedBadge } from '../translations/NotInTamilMark';

/** The list with `activeId` moved before or after `overId`. */
export function moveTestimonial(items: Testimonial[], activeId: string, overId: string, position: DropPosition): Testimonial[] {
  const active = items.find((item) => item._id === activeId);
  if (!active || activeId === overId) return items;
  const others = items.filter((item) => item._id !== activeId);
  const target = others.findIndex((item) => item._id === overId);
  if (target === -1) return items;
  others.splice(position === 'before' ? target : target + 1, 0, active);
  return others;
}

const outcome = async (action: Promise<unknown>) => {
  try {
    await action;
    return {};
  } catch (error) {
    return { error };
  }
};

/** Testimonials: add, edit, hide or show, delete (confirmed), and order by drag and drop (pointer or keyboard). */
export function TestimonialsManager() {
  usePageTitle('Testimonials · Site');
  const testimonials = useTestimonials();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const undoable = useUndoableDelete();
  const reorder = useReorderTestimonials();
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const deletion = useDeleteConfirm<Testimonial>(
    (item) => outcome(remove.mutateAsync(item._id)),
    (item, failed) => (failed ? toast.error('Failed to delete testimonial') : undoable('Testimonial deleted successfully', item._id)),
  );

  const toggleShown = async (item: Testimonial) => {
    try {
      await update.mutateAsync({ id: item._id, input: { shown: !item.shown } });
      toast.success(item.shown ? 'Testimonial hidden from the website' : 'Testimonial shown on the website');
    } catch {
      toast.error('Failed to update testimonial');
    }
  };

  const onDrop = async (activeId: string, overId: string, position: DropPosition) => {
    const items = testimonials.data ?? [];
    const ordered = moveTestimonial(items, activeId, overId, position);
    if (ordered === items) return;
    try {
      await reorder.mutateAsync(ordered);
      toast.success('Testimonial order saved');
    } catch {
      toast.error('Failed to save testimonial order');
    }
  };

  const items = testimonials.data ?? [];
  return (
    <Card.Root as="section" aria-labelledby="testimonials-title">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" id="testimonials-title" size="lg">
              Testimonials
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              The home page's carousel shows the shown ones in this order. Drag the handle to reorder (or focus it, press Space, move with the arrow keys, press Space again).
            </Text>
          </Stack>
          <Button onClick={() => setEditing('new')}>Add Testimonial</Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {testimonials.isPending ? (
          <Loading />
        ) : testimonials.isError ? (
          <ErrorAlert message="Failed to load testimonials" />
        ) : items.length === 0 ? (
          <Text color="fg.muted">No testimonials yet: the home page leaves the section out.</Text>
        ) : (
          <SortableList
            label="Testimonials"
            items={items}
            getId={(item) => item._id}
            getName={(item) => item.name}
            disabled={reorder.isPending}
            onDrop={(activeId, overId, position) => void onDrop(activeId, overId, position)}
            renderItem={(item, handle) => (
              <Flex align="flex-start" gap="3" px="3" py="2.5" bg="bg.panel" borderWidth="1px" rounded="l2" wrap="wrap" data-testid="testimonial-row">
                <DragHandle name={item.name} handle={handle} />
                <Stack gap="1" flex="1" minW="200px">
                  <Text lineClamp={2} fontStyle="italic" color={item.shown ? undefined : 'fg.muted'}>
                    “{item.quote}”
                  </Text>
                  <HStack gap="2" wrap="wrap" fontSize="sm">
                    <Text fontWeight="semibold">{item.name}</Text>
                    {item.place && <Text color="fg.muted">{item.place}</Text>}
                    <Text color="gold.fg" aria-label={`Rated ${item.rating} of ${RATING_MAX}`}>
                      {'★'.repeat(item.rating)}
                      {'☆'.repeat(RATING_MAX - item.rating)}
                    </Text>
                    {!item.shown && <Badge variant="outline">Hidden</Badge>}
                    <UntranslatedBadge count={untranslatedCount(item, TESTIMONIAL_TEXTS)} />
                  </HStack>
                </Stack>
                <HStack gap="1.5" wrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => setEditing(item)} aria-label={`Edit testimonial by ${item.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void toggleShown(item)} disabled={update.isPending} aria-label={`${item.shown ? 'Hide' : 'Show'} testimonial by ${item.name}`}>
                    {item.shown ? 'Hide' : 'Show'}
                  </Button>
                  <Button size="sm" colorPalette="red" onClick={() => deletion.ask(item)} aria-label={`Delete testimonial by ${item.name}`}>
                    Delete
                  </Button>
                </HStack>
              </Flex>
            )}
          />
        )}
        <TestimonialDialog key={editing === null || editing === 'new' ? String(editing) : editing._id} editing={editing} onClose={() => setEditing(null)} />
        <ConfirmDialog title="Delete testimonial?" message="The testimonial will be removed from the website. It moves to the trash for 30 days, where you can restore it." {...deletion.dialog} />
      </Card.Body>
    </Card.Root>
  );
}
