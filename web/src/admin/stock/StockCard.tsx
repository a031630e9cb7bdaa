import type { ReactNode } from 'react';
import type { SizeStockView } from '@catalogue/domain';
import { Badge } from '../components/Badge';

/** A size as the stock lists name it: the product, and the size when it has a name. */
export const sizeTitle = (size: SizeStockView) => (size.sizeLabel ? `${size.productName} (${size.sizeLabel})` : size.productName);

/** A card of sizes, each with its count and the forms that change it. */
export function StockCard({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bo-card">
      <div className="bo-card-header">
        <h2 id={id} className="bo-h2">
          {heading}
        </h2>
      </div>
      <div className="bo-card-body">{children}</div>
    </section>
  );
}

/** A size's count as a badge: not counted, out, low or in stock. */
export function StockBadge({ size }: { size: SizeStockView }) {
  if (size.count === null) return <Badge>Not counted</Badge>;
  if (size.level === 'out') return <Badge tone="red">Out of stock</Badge>;
  return <Badge tone={size.level === 'low' ? 'orange' : 'green'}>{size.level === 'low' ? `Low: ${size.count} left` : `${size.count} in stock`}</Badge>;
}
