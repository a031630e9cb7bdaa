import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Dialog, Flex, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { VersionInfo } from '@catalogue/domain';

interface VersionHistoryProps<V extends VersionInfo> {
  /** Newest first. */
  history: V[];
  currentVersion: number | null;
  /** The version being restored, or null. */
  restoring: number | null;
  onRestore: (version: V) => void;
  /** What the list says about a version after who and when. */
  summary?: (version: V) => string;
  /** A version's contents, shown by View. */
  details: (version: V) => ReactNode;
  emptyText: string;
  /** Each entry's data-testid. */
  testId: string;
}

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

/** Saved versions of a versioned document (newest first, who and when), each viewable and restorable; restoring saves it again as a new version. */
export function VersionHistory<V extends VersionInfo>({ history, currentVersion, restoring, onRestore, summary, details, emptyText, testId }: VersionHistoryProps<V>) {
  const [viewing, setViewing] = useState<V | null>(null);
  return (
    <Card.Root as="section" aria-labelledby="history-title">
      <Card.Header>
        <Heading as="h2" id="history-title" size="lg">
          Version History
        </Heading>
      </Card.Header>
      <Card.Body>
        {history.length === 0 ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          <Stack as="ol" aria-label="Saved versions" listStyle="none" gap="2" maxH="420px" overflow="auto">
            {history.map((entry) => (
              <Flex as="li" key={entry.version} data-testid={testId} justify="space-between" align="center" gap="2" wrap="wrap" px="2.5" py="2" borderWidth="1px" rounded="l2">
                <Stack gap="0.5">
                  <HStack gap="1.5">
                    <strong>Version {entry.version}</strong>
                    {entry.version === currentVersion && <Badge colorPalette="brand">Current</Badge>}
                  </HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {when(entry.savedAt)}
                    {entry.savedBy ? ` · ${entry.savedBy}` : ''}
                    {summary ? ` · ${summary(entry)}` : ''}
                  </Text>
                </Stack>
                <HStack gap="1.5">
                  <Button variant="ghost" size="sm" onClick={() => setViewing(entry)} aria-label={`View version ${entry.version}`}>
                    View
                  </Button>
                  {entry.version !== currentVersion && (
                    <Button variant="outline" size="sm" disabled={restoring !== null} onClick={() => onRestore(entry)} aria-label={`Restore version ${entry.version}`}>
                      {restoring === entry.version ? 'Restoring...' : 'Restore'}
                    </Button>
                  )}
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
      <Dialog.Root open={Boolean(viewing)} onOpenChange={(change) => !change.open && setViewing(null)} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <Dialog.Title>Version {viewing?.version}</Dialog.Title>
                <Dialog.Description color="fg.muted">
                  Saved {viewing ? when(viewing.savedAt) : ''}
                  {viewing?.savedBy ? ` by ${viewing.savedBy}` : ''}.
                </Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>{viewing && details(viewing)}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Close</Button>
                </Dialog.ActionTrigger>
                {viewing && viewing.version !== currentVersion && (
                  <Button
                    onClick={() => {
                      onRestore(viewing);
                      setViewing(null);
                    }}
                  >
                    Restore this version
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
