import { Link as RouterLink } from 'react-router-dom';
import { useBatchesToReplace } from '../../api/stock.queries';
import { formatDay } from '../../components/format';
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';

/** The dashboard's batches to replace: stale ones (not sold) and those soon to be, each linked to its product. */
export function DashboardBatches() {
  const batches = useBatchesToReplace();
  if (!batches.data?.length) return null;
  return (
    <Card titleId="batches-title" title="Batches to replace">
      <p className="bo-muted">A batch with less than 30% of its shelf life left is not sold: its sizes show as not available.</p>
      <ul className="bo-list" data-testid="batches-to-replace">
        {batches.data.map((batch) => (
          <li key={batch.productId}>
            <RouterLink to={`/admin/products/edit/${batch.productId}`} className="bo-link">
              {batch.name}
            </RouterLink>
            <span className="bo-muted">
              Pressed {formatDay(batch.pressedOn)}, best before {formatDay(batch.bestBefore)}
            </span>
            <Badge tone={batch.stale ? 'red' : 'orange'}>{batch.stale ? 'Not sold' : `Stops selling ${formatDay(batch.sellUntil)}`}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
