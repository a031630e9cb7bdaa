import type { SizeStockView } from '@catalogue/domain';
import { Badge } from '../components/Badge';

/** A size as the stock lists name it: the product, and the size when it has a name. */
export const sizeTitle = (size: SizeStockView) => (size.sizeLabel ? `${size.productName} (${size.sizeLabel})` : size.productName);

/** A size's count as a badge: not counted, out, low or in stock. */
export function StockBadge({ size }: { size: SizeStockView }) {
  if (size.count === null) return <Badge>Not counted</Badge>;
  if (size.level === 'out') return <Badge tone="red">Out of stock</Badge>;
  return <Badge tone={size.level === 'low' ? 'orange' : 'green'}>{size.level === 'low' ? `Low: ${size.count} left` : `${size.count} in stock`}</Badge>;
}
