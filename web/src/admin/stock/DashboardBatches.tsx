import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { useBatchesToReplace } from '../../api/stock.queries';
import { formatDay } from '../../components/format';
import { StockCard } from './StockPanels';

/** The dashboard's batches to replace: stale ones (not sold) and those soon to be, each linked to its product. */
export function DashboardBatches() {
  const batches = useBatchesToReplace();
  if (!batches.data?.length) return null;
  return (
    <StockCard heading="Batches to replace" id="batches-title">
      <Text color="fg.muted">A batch with less than 30% of its shelf life left is not sold: its sizes show as not available.</Text>
      <Stack as="ul" listStyle="none" gap="2" data-testid="batches-to-replace">
        {batches.data.map((batch) => (
          <Box as="li" key={batch.productId} display="flex" justifyContent="space-between" gap="2" flexWrap="wrap">
            <Link asChild>
              <RouterLink to={`/admin/products/edit/${batch.productId}`}>{batch.name}</RouterLink>
            </Link>
            <Text as="span" color="fg.muted">
              Pressed {formatDay(batch.pressedOn)}, best before {formatDay(batch.bestBefore)}
            </Text>
            <Badge colorPalette={batch.stale ? 'red' : 'orange'}>{batch.stale ? 'Not sold' : `Stops selling ${formatDay(batch.sellUntil)}`}</Badge>
          </Box>
        ))}
      </Stack>
    </StockCard>
  );
}
