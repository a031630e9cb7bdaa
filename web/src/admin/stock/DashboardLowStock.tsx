import { Link as RouterLink } from 'react-router-dom';
import { useStock } from '../../api/stock.queries';
import { Card } from '../components/Card';
import { sizeTitle, StockBadge } from './StockBadge';

/** The dashboard's: the counted sizes low or out, each a link to its product's stock (nothing when none). */
export function DashboardLowStock() {
  const low = useStock(true);
  if (!low.data?.length) return null;
  return (
    <Card titleId="low-stock-title" title="Low stock">
      <ul className="bo-list" data-testid="low-stock">
        {low.data.map((size) => (
          <li key={`${size.productId}-${size.variantKey}`}>
            <RouterLink to={`/admin/stock#stock-${size.productId}`} className="bo-link">
              {sizeTitle(size)}
            </RouterLink>
            <StockBadge size={size} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
