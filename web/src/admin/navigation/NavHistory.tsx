import { Stack, Table, chakra } from '@chakra-ui/react';
import { FIXED_NAV_ITEMS, SHOWN_FIXED_KEYS, type NavConfigVersion } from '@catalogue/domain';
import { TableHead } from '../components/TableHead';
import { VersionHistory } from '../components/VersionHistory';

interface NavHistoryProps {
  history: NavConfigVersion[];
  currentVersion: number | null;
  restoring: number | null;
  onRestore: (version: NavConfigVersion) => void;
}

function NavVersionDetails({ version }: { version: NavConfigVersion }) {
  const tamilLabel = version.translations?.ta?.moreDropdownLabel;
  return (
    <Stack gap="3">
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
        <chakra.dt fontWeight="semibold">Maximum visible items</chakra.dt>
        <dd>{version.maxVisibleItems}</dd>
        <chakra.dt fontWeight="semibold">Dropdown label</chakra.dt>
        <dd>{version.moreDropdownLabel}</dd>
        <chakra.dt fontWeight="semibold">Dropdown label (Tamil)</chakra.dt>
        {tamilLabel ? <dd lang="ta">{tamilLabel}</dd> : <dd>Not in Tamil yet</dd>}
      </chakra.dl>
      <Table.Root size="sm">
        <TableHead columns={['Page', 'Shown', 'Order']} />
        <Table.Body>
          {SHOWN_FIXED_KEYS.slice()
            .sort((a, b) => (version.fixedItemsOrder[a] ?? 0) - (version.fixedItemsOrder[b] ?? 0))
            .map((key) => (
              <Table.Row key={key}>
                <Table.Cell>{FIXED_NAV_ITEMS[key].name}</Table.Cell>
                <Table.Cell>{version.showFixedItems[key] === false ? 'Hidden' : 'Shown'}</Table.Cell>
                <Table.Cell>{version.fixedItemsOrder[key]}</Table.Cell>
              </Table.Row>
            ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** Earlier versions of the navigation settings; restoring one saves it again as a new version. */
export function NavHistory(props: NavHistoryProps) {
  return (
    <VersionHistory
      {...props}
      summary={(entry) => `${entry.maxVisibleItems} visible · '${entry.moreDropdownLabel}'`}
      details={(entry) => <NavVersionDetails version={entry} />}
      emptyText="No saved versions yet: the website uses the default settings."
      testId="nav-version"
    />
  );
}
