import { useState } from 'react';
import { Badge, Button, Card, Dialog, Flex, Heading, HStack, Portal, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { FIXED_NAV_ITEMS, SHOWN_FIXED_KEYS, type NavConfigVersion } from '@catalogue/domain';
import { TableHead } from '../components/TableHead';

interface NavHistoryProps {
  history: NavConfigVersion[];
  currentVersion: number | null;
  restoring: number | null;
  onRestore: (version: NavConfigVersion) => void;
}

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

/** Earlier versions of the navigation settings; restoring one saves it again as a new version. */
export function NavHistory({ history, currentVersion, restoring, onRestore }: NavHistoryProps) {
  const [viewing, setViewing] = useState<NavConfigVersion | null>(null);
  return (
    <Card.Root as="section" aria-labelledby="history-title">
      <Card.Header>
        <Heading as="h2" id="history-title" size="lg">
          Version History
        </Heading>
      </Card.Header>
      <Card.Body>
        {history.length === 0 ? (
          <Text color="fg.muted">No saved versions yet: the website uses the default settings.</Text>
        ) : (
          <Stack as="ol" aria-label="Saved versions" listStyle="none" gap="2" maxH="420px" overflow="auto">
            {history.map((entry) => (
              <Flex as="li" key={entry.version} data-testid="nav-version" justify="space-between" align="center" gap="2" wrap="wrap" px="2.5" py="2" borderWidth="1px" rounded="l2">
                <Stack gap="0.5">
                  <HStack gap="1.5">
                    <strong>Version {entry.version}</strong>
                    {entry.version === currentVersion && <Badge colorPalette="brand">Current</Badge>}
                  </HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {when(entry.savedAt)}
                    {entry.savedBy ? ` · ${entry.savedBy}` : ''} · {entry.maxVisibleItems} visible · '{entry.moreDropdownLabel}'
                  </Text>
                </Stack>
                <HStack gap="1.5">
                  <Button variant="ghost" size="sm" onClick={() => setViewing(entry)} aria-label={`View version ${entry.version}`}>
                    View
                  </Button>
                  {entry.version !== currentVersion && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={restoring !== null}
                      onClick={() => onRestore(entry)}
                      aria-label={`Restore version ${entry.version}`}
                    >
                      {restoring === entry.version ? 'Restoring...' : 'Restore'}
                    </Button>
                  )}
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
      <Dialog.Root open={Boolean(viewing)} onOpenChange={(details) => !details.open && setViewing(null)} lazyMount unmountOnExit>
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
              <Dialog.Body>
                {viewing && (
                  <Stack gap="3">
                    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
                      <chakra.dt fontWeight="semibold">Maximum visible items</chakra.dt>
                      <dd>{viewing.maxVisibleItems}</dd>
                      <chakra.dt fontWeight="semibold">Dropdown label</chakra.dt>
                      <dd>{viewing.moreDropdownLabel}</dd>
                    </chakra.dl>
                    <Table.Root size="sm">
                      <TableHead columns={['Page', 'Shown', 'Order']} />
                      <Table.Body>
                        {SHOWN_FIXED_KEYS.slice()
                          .sort((a, b) => (viewing.fixedItemsOrder[a] ?? 0) - (viewing.fixedItemsOrder[b] ?? 0))
                          .map((key) => (
                            <Table.Row key={key}>
                              <Table.Cell>{FIXED_NAV_ITEMS[key].name}</Table.Cell>
                              <Table.Cell>{viewing.showFixedItems[key] === false ? 'Hidden' : 'Shown'}</Table.Cell>
                              <Table.Cell>{viewing.fixedItemsOrder[key]}</Table.Cell>
                            </Table.Row>
                          ))}
                      </Table.Body>
                    </Table.Root>
                  </Stack>
                )}
              </Dialog.Body>
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
