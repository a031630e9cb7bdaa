import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { RESTORE_KINDS, type RestoreKind, type RestoreSummary } from '@catalogue/domain';
import { backupDate } from './backupDate';
import { NameList } from './NameList';

const KIND_TITLES: Record<RestoreKind, string> = { product: 'Products', category: 'Categories', gallery: 'Gallery items', testimonial: 'Testimonials' };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a restore would change besides the catalogue's entities, one sentence each. */
function otherChanges({ siteSettings, navigation, ordersAdded, trashAdded, photos }: RestoreSummary): string[] {
  return [
    siteSettings && "The site's texts would change.",
    navigation && 'The navigation would change.',
    ordersAdded > 0 && `${count(ordersAdded, 'order', 'orders')} would be added back.`,
    trashAdded > 0 && `${count(trashAdded, 'trash entry', 'trash entries')} would be added back.`,
    photos.added > 0 && `${count(photos.added, 'photo', 'photos')} would be put back.`,
  ].filter((sentence): sentence is string => Boolean(sentence));
}

/** The dry run's answer: the backup's date and, kind by kind, what restoring it would add, change and move to the trash. */
export function RestorePreview({ summary }: { summary: RestoreSummary }) {
  const kinds = RESTORE_KINDS.filter((kind) => {
    const { added, changed, removed } = summary.entities[kind];
    return added.length + changed.length + removed.length > 0;
  });
  const others = otherChanges(summary);
  return (
    <Stack as="section" aria-labelledby="restore-preview-title" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="md" id="restore-preview-title">
        Backup of {backupDate(summary.createdAt)}
      </Heading>
      {kinds.map((kind) => (
        <Stack key={kind} gap="2">
          <Heading as="h4" size="sm">
            {KIND_TITLES[kind]}
          </Heading>
          <NameList title="Added" names={summary.entities[kind].added} />
          <NameList title="Changed" names={summary.entities[kind].changed} />
          <NameList title="Moved to the trash" names={summary.entities[kind].removed} />
        </Stack>
      ))}
      {others.length > 0 && (
        <Stack gap="1">
          <Heading as="h4" size="sm">
            Also
          </Heading>
          {others.map((sentence) => (
            <Text key={sentence}>{sentence}</Text>
          ))}
        </Stack>
      )}
      {summary.photos.missing > 0 && (
        <Alert.Root status="warning">
          <Alert.Description>
            {count(summary.photos.missing, 'photo is', 'photos are')} missing: neither the backup nor the shop has {summary.photos.missing === 1 ? 'it' : 'them'}, so what shows{' '}
            {summary.photos.missing === 1 ? 'it' : 'them'} will have no photo.
          </Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
