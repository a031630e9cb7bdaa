import { Link as RouterLink } from 'react-router-dom';
import { useStock } from '../../api/stock.queries';
import { sizeTitle, StockBadge, StockCard } from './StockCard';

/** The dashboard's: the counted sizes low or out, each a link to its product's stock (nothing when none). */
export function DashboardLowStock() {
  const low = useStock(true);
  if (!low.data?.length) return null;
  return (
    <StockCard heading="Low stock" id="low-stock-title">
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
    </StockCard>
  );
}
