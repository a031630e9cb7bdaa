import { useDeferredValue, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isStaff, type Category } from '@catalogue/domain';
import { useProducts } from '../../api/products.queries';
import { useCategories } from '../../api/categories.queries';
import { useGalleryItems } from '../../api/gallery.queries';
import { useNewOrderCount } from '../../api/orders.queries';
import { useBatchesToReplace, useStock } from '../../api/stock.queries';
import { useWaitlist } from '../../api/waitlist.queries';
import { usePageTitle } from '../components/usePageTitle';
import { formatPrice } from '../../components/format';
import { PlainTableHead } from '../components/PlainTableHead';
import { Skeletons } from '../components/Skeletons';
import { DashboardLowStock } from '../stock/DashboardLowStock';
import { DashboardBatches } from '../stock/DashboardBatches';
import { DashboardWaitlist } from '../waitlist/BackInStockWaitlist';
import { OrderInsights } from './OrderInsights';
import { RECENT_PRODUCTS } from './dashboardReads';
import { useSession } from '../session/SessionProvider';
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';

/** Every category, main ones and their subcategories. */
function countCategories(categories: Category[]): number {
  return categories.reduce((sum, category) => sum + 1 + (category.subcategories?.length ?? 0), 0);
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** A count while its query loads ('…'), once it has data (the number) or after it failed ('—'). */
const countOf = <T,>(query: { isPending: boolean; data?: T }, count: (data: T) => number | string) =>
  query.isPending ? '…' : query.data === undefined ? '—' : count(query.data);

/** The figures: each card a link to its list (a helper's: the new orders only). */
function Statistics({ staff }: { staff: boolean }) {
  const products = useProducts({ limit: RECENT_PRODUCTS });
  const categories = useCategories();
  const gallery = useGalleryItems();
  const newOrders = useNewOrderCount();
  const cards = [
    { label: 'New orders', value: countOf(newOrders, ({ count, atLeast }) => (atLeast ? `${count}+` : count)), to: '/admin/orders?status=new', testId: 'stat-new-orders', staff: true },
    { label: 'Total Products', value: countOf(products, (page) => page.pagination?.total ?? page.items.length), to: '/admin/products', testId: 'stat-products' },
    { label: 'Categories', value: countOf(categories, countCategories), to: '/admin/categories', testId: 'stat-categories' },
    { label: 'Gallery Items', value: countOf(gallery, (items) => items.length), to: '/admin/gallery', testId: 'stat-gallery' },
  ];

  return (
    <section aria-label="Statistics" className="bo-stats">
      {cards.filter((card) => !staff || card.staff).map((card) => (
        <RouterLink key={card.label} to={card.to} data-testid={card.testId} className="bo-card bo-stat">
          <span className="bo-stat-label">{card.label}</span>
          <span className="bo-stat-value">{card.value}</span>
        </RouterLink>
      ))}
    </section>
  );
}

function RecentProducts() {
  const products = useProducts({ limit: RECENT_PRODUCTS });
  const recent = products.data?.items ?? [];
  return (
    <Card
      titleId="recent-title"
      title="Recent Products"
      aside={
        <RouterLink to="/admin/products" className="bo-link">
          View all
        </RouterLink>
      }
    >
      {products.isPending ? (
        <Skeletons bars={['line', 'line', 'line']} />
      ) : recent.length === 0 ? (
        <p className="bo-empty">No products found</p>
      ) : (
        <div className="bo-table-scroll">
          <table className="bo-table">
            <PlainTableHead columns={['Product', 'Category', 'Price', 'Status']} />
            <tbody>
              {recent.map((product) => (
                <tr key={product._id}>
                  <td>
                    <RouterLink to={`/admin/products/edit/${product._id}`} className="bo-link">
                      {product.name}
                    </RouterLink>
                  </td>
                  <td>{product.category?.name || 'Uncategorized'}</td>
                  <td>{formatPrice(product.price)}</td>
                  <td>
                    <Badge tone={product.featured ? 'gold' : undefined}>{product.featured ? 'Featured' : 'Standard'}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function QuickActions() {
  return (
    <Card titleId="actions-title" title="Quick Actions">
      <ul className="bo-stack bo-plain-list">
        <li>
          <RouterLink to="/admin/products/new" className="bo-button wide">
            Add New Product
          </RouterLink>
        </li>
        <li>
          <RouterLink to="/admin/categories/new" className="bo-button outline wide">
            Add New Category
          </RouterLink>
        </li>
        <li>
          <RouterLink to="/admin/gallery/new" className="bo-button outline wide">
            Add Gallery Item
          </RouterLink>
        </li>
      </ul>
    </Card>
  );
}

/**
 * The cards that show only when they have something (low stock, batches, waiting customers) and what
 * is under them, drawn together once all three answers are known, so nothing on screen is pushed down
 * when one comes (drawn on its own answer, a card could come a render after what is under it). Its
 * children are the dashboard's elements: its own renders leave them be.
 */
function WithTheCards({ children }: { children: ReactNode }) {
  const loading = [useStock(true), useBatchesToReplace(), useWaitlist()].some((query) => query.isLoading);
  // React renders an answer's arrival at once, in one piece; deferred, the whole dashboard under the
  // cards is drawn in slices, and a phone's main thread stays free between them.
  const drawn = !useDeferredValue(loading, true);
  return drawn ? children : null;
}

/** Low stock and batches to replace (a helper's too: nothing is under them then, so they show as they come). */
function StockCards() {
  return (
    <>
      <DashboardLowStock />
      <DashboardBatches />
    </>
  );
}

/**
 * Each part reads its own answers, so an answer redraws its part only (drawn whole, the dashboard's
 * kit's elements took a phone's main thread for up to a few hundred milliseconds per answer).
 */
export function Dashboard() {
  usePageTitle('Dashboard');
  // A helper sees the order card only: the catalogue, the waiting customers and the figures are the administrator's.
  const staff = isStaff(useSession().user);

  return (
    <div className="bo-page">
      <div>
        <h1 className="bo-h1">Dashboard</h1>
        <p className="bo-muted">{longDate(new Date())}</p>
      </div>
      <Statistics staff={staff} />
      {staff ? (
        <StockCards />
      ) : (
        <WithTheCards>
          <StockCards />
          <DashboardWaitlist />
          <OrderInsights />
          <div className="bo-columns wide-narrow">
            <RecentProducts />
            <QuickActions />
          </div>
        </WithTheCards>
      )}
    </div>
  );
}
