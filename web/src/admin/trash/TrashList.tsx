import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { TRASH_DAYS, type TrashEntry, type TrashKind } from '@catalogue/domain';
import { usePurgeFromTrash, useRestoreFromTrash, useTrash } from '../../api/trash.queries';
import { asApiError } from '../../api/queryResult';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Thumb } from '../components/Thumb';
import { toast } from '../components/toast';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { usePageTitle } from '../components/usePageTitle';
import { formatOrderTime } from '../orders/orderText';

const KIND_LABELS: Record<TrashKind, string> = { product: 'Product', category: 'Category', gallery: 'Gallery item', testimonial: 'Testimonial' };

/** The trash: what was deleted in the last 30 days, with Restore and Delete forever (confirmed). */
export function TrashList() {
  usePageTitle('Trash');
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const purge = usePurgeFromTrash();
  // Why the last restore could not be done (the API says what to do), until the next one.
  const [refusal, setRefusal] = useState('');

  const restoreEntry = (entry: TrashEntry) => {
    setRefusal('');
    restore.mutate(entry._id, {
      onSuccess: () => toast.success(`"${entry.name}" is back`),
      onError: (error) => setRefusal(asApiError(error).message),
    });
  };

  const deletion = useDeleteConfirm(
    (entry: TrashEntry) => purge.mutateAsync(entry._id).then(
      () => ({}),
      (error: unknown) => ({ error }),
    ),
    (entry, failed) => (failed ? toast.error(`Failed to delete "${entry.name}" for good`) : toast.success(`"${entry.name}" deleted for good`)),
  );

  const entries = trash.data ?? [];
  return (
    <Stack gap="4" maxW="1200px">
      <Heading as="h1" size="2xl">
        Trash
      </Heading>
      <Text color="fg.muted">Deleted products, categories, gallery items and testimonials stay here for {TRASH_DAYS} days, then they and their photos are deleted for good.</Text>
      <ErrorAlert message={trash.isError ? 'Failed to fetch the trash' : refusal} />
      {trash.isPending ? (
        <Loading />
      ) : entries.length === 0 ? (
        <Text p="6" textAlign="center" color="fg.muted">
          The trash is empty.
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="3" aria-label="Deleted items">
          {entries.map((entry) => (
            <Card.Root as="li" key={entry._id} size="sm" flexDirection="row" data-testid="trash-entry">
              <Box p="3" pe="0">
                <Thumb src={entry.image} alt={entry.name} size={56} />
              </Box>
              <Card.Body gap="1" minW="0">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge>{KIND_LABELS[entry.kind]}</Badge>
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {entry.name}
                  </Text>
                </Flex>
                {entry.subcategories.length > 0 && <Text textStyle="sm">With its subcategories: {entry.subcategories.join(', ')}</Text>}
                <Text textStyle="sm" color="fg.muted">
                  Deleted {formatOrderTime(entry.deletedAt)} · deleted for good {formatOrderTime(entry.purgeAt)}
                </Text>
                <Flex gap="2" wrap="wrap" pt="1">
                  <Button size="sm" onClick={() => restoreEntry(entry)} disabled={restore.isPending} aria-label={`Restore ${entry.name}`}>
                    Restore
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => deletion.ask(entry)} aria-label={`Delete forever ${entry.name}`}>
                    Delete forever
                  </Button>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete forever?"
        message="It and its photos will be deleted for good. This cannot be undone."
        confirmLabel="Delete forever"
      />
    </Stack>
  );
}
