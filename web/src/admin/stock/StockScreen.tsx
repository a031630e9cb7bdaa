import { useState } from 'react';
import { Field, Heading, Stack, Text } from '@chakra-ui/react';
import type { SizeStockView } from '@catalogue/domain';
import { useStock } from '../../api/stock.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { SelectInput } from '../components/SelectInput';
import { usePageTitle } from '../components/usePageTitle';
import { SizeStock } from './SizeStock';
import { sizeTitle } from './StockBadge';
import { Card } from '../components/Card';

const FILTERS = {
  all: { label: 'Every size', keep: () => true },
  counted: { label: 'Counted sizes', keep: (size: SizeStockView) => size.count !== null },
  low: { label: 'Low or out of stock', keep: (size: SizeStockView) => size.level === 'low' || size.level === 'out' },
} as const;
type Filter = keyof typeof FILTERS;

/** The sizes grouped by product, in the catalogue's order. */
function byProduct(sizes: SizeStockView[]): { productId: string; productName: string; sizes: SizeStockView[] }[] {
  const groups = new Map<string, { productId: string; productName: string; sizes: SizeStockView[] }>();
  for (const size of sizes) {
    const group = groups.get(size.productId) ?? { productId: size.productId, productName: size.productName, sizes: [] };
    group.sizes.push(size);
    groups.set(size.productId, group);
  }
  return [...groups.values()];
}

/** Stock: every product's sizes with their counts; the owner or a helper records a batch received, damage, a correction or a stocktake. */
export function StockScreen() {
  usePageTitle('Stock');
  const [filter, setFilter] = useState<Filter>('all');
  const stock = useStock(false);
  const groups = byProduct((stock.data ?? []).filter(FILTERS[filter].keep));
  return (
    <Stack gap="4" maxW="900px">
      <Heading as="h1" size="2xl">
        Stock
      </Heading>
      <Text color="fg.muted">Start counting a size with a stocktake. Customers never see a count: only in stock, only a few left (at or below the low-stock threshold), or sold out.</Text>
      <Field.Root ids={{ control: 'stock-filter' }} w="auto" maxW="280px">
        <Field.Label>Show</Field.Label>
        <SelectInput value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {(Object.keys(FILTERS) as Filter[]).map((key) => (
            <option key={key} value={key}>
              {FILTERS[key].label}
            </option>
          ))}
        </SelectInput>
      </Field.Root>
      {stock.isPending ? (
        <Loading />
      ) : stock.error ? (
        <ErrorAlert message={stock.error.message} />
      ) : groups.length === 0 ? (
        <Text>No sizes to show.</Text>
      ) : (
        groups.map((group) => (
          <div key={group.productId} id={`stock-${group.productId}`}>
            <Card titleId={`stock-${group.productId}-title`} title={group.productName}>
              <Stack as="ul" listStyle="none" gap="0">
                {group.sizes.map((size) => (
                  <SizeStock key={size.variantKey} size={size} title={sizeTitle(size)} />
                ))}
              </Stack>
            </Card>
          </div>
        ))
      )}
    </Stack>
  );
}
