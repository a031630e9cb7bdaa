import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { SizeStockView } from '@catalogue/domain';
import { useProductStock, useStock } from '../../api/stock.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { StockBadge, SizeStock } from './SizeStock';

/** A size as the stock lists name it: the product, and the size when it has a name. */
export const sizeTitle = (size: SizeStockView) => (size.sizeLabel ? `${size.productName} (${size.sizeLabel})` : size.productName);

/** A card of sizes, each with its count and the forms that change it. */
export function StockCard({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" id={id} size="lg">
          {heading}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** One product's edit screen, below its form: each size's count, changes and history. */
export function ProductStockPanel({ productId }: { productId: string }) {
  const stock = useProductStock(productId);
  return (
    <Box maxW="760px" mt="4" data-testid="product-stock">
      <StockCard heading="Stock" id="product-stock-title">
        <Text color="fg.muted">A counted size sells out when its count reaches 0; confirming an order takes from it, cancelling puts it back.</Text>
        {stock.isPending ? (
          <Loading />
        ) : stock.error ? (
          <ErrorAlert message={stock.error.message} />
        ) : (
          <Stack as="ul" listStyle="none" gap="0">
            {stock.data.sizes.map((size) => (
              <SizeStock key={size.variantKey} size={size} history={size.history} title={size.sizeLabel || 'The product'} />
            ))}
          </Stack>
        )}
      </StockCard>
    </Box>
  );
}

/** The dashboard's: the counted sizes low or out, each a link to its product's stock (nothing when none). */
export function DashboardLowStock() {
  const low = useStock(true);
  if (!low.data?.length) return null;
  return (
    <StockCard heading="Low stock" id="low-stock-title">
      <Stack as="ul" listStyle="none" gap="2" data-testid="low-stock">
        {low.data.map((size) => (
          <Box as="li" key={`${size.productId}-${size.variantKey}`} display="flex" justifyContent="space-between" gap="2" flexWrap="wrap">
            <Link asChild>
              <RouterLink to={`/admin/stock#stock-${size.productId}`}>{sizeTitle(size)}</RouterLink>
            </Link>
            <StockBadge size={size} />
          </Box>
        ))}
      </Stack>
    </StockCard>
  );
}
