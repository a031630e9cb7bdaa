import { Box, Stack, Text } from '@chakra-ui/react';
import { useProductStock } from '../../api/stock.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Card } from '../components/Card';
import { SizeStock } from './SizeStock';

/** One product's edit screen, below its form: each size's count, changes and history. */
export function ProductStockPanel({ productId }: { productId: string }) {
  const stock = useProductStock(productId);
  return (
    <Box maxW="760px" mt="4" data-testid="product-stock">
      <Card titleId="product-stock-title" title="Stock">
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
      </Card>
    </Box>
  );
}
