import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_RECENT_PRODUCTS, type Category, type Product } from '@catalogue/domain';
import { listProducts } from '../../api/products';
import { listCategories } from '../../api/categories';
import { listGalleryItems } from '../../api/gallery';
import { usePageTitle } from '../components/misc';
import { formatPrice } from '../../components/format';
import { TableHead } from '../components/TableHead';

/** Every category, main ones and their subcategories. */
export function countCategories(categories: Category[]): number {
  return categories.reduce((sum, category) => sum + 1 + (category.subcategories?.length ?? 0), 0);
}

export const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

interface Stats {
  products: number | null;
  categories: number | null;
  gallery: number | null;
}

export function Dashboard() {
  usePageTitle('Dashboard');
  const [stats, setStats] = useState<Stats>({ products: null, categories: null, gallery: null });
  const [recent, setRecent] = useState<Product[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    void Promise.all([listProducts({ limit: DASHBOARD_RECENT_PRODUCTS }), listCategories(), listGalleryItems()]).then(
      ([products, categories, gallery]) => {
        if (!active) return;
        // Errors are only logged, not shown; the cards show a dash.
        for (const r of [products, categories, gallery]) if (r.error) console.error(r.error);
        setRecent(products.data ?? []);
        setStats({
          products: products.data ? (products.pagination?.total ?? products.data.length) : null,
          categories: categories.data ? countCategories(categories.data) : null,
          gallery: gallery.data ? gallery.data.length : null,
        });
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const cards = [
    { label: 'Total Products', value: stats.products, to: '/admin/products', testId: 'stat-products' },
    { label: 'Categories', value: stats.categories, to: '/admin/categories', testId: 'stat-categories' },
    { label: 'Gallery Items', value: stats.gallery, to: '/admin/gallery', testId: 'stat-gallery' },
  ];

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-h1">Dashboard</h1>
          <p className="admin-muted">{longDate(new Date())}</p>
        </div>
      </div>
      <section className="admin-stats" aria-label="Statistics">
        {cards.map((card) => (
          <Link key={card.label} to={card.to} className="admin-stat" data-testid={card.testId}>
            <span className="admin-stat__label">{card.label}</span>
            <span className="admin-stat__value">{loading ? '…' : (card.value ?? '—')}</span>
          </Link>
        ))}
      </section>
      <div className="admin-dashboard__grid">
        <section className="admin-card" aria-labelledby="recent-title">
          <div className="admin-card__head">
            <h2 id="recent-title" className="admin-h2">
              Recent Products
            </h2>
            <Link to="/admin/products">View all</Link>
          </div>
          {loading ? (
            <p className="admin-muted">Loading...</p>
          ) : recent.length === 0 ? (
            <p className="admin-empty">No products found</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <TableHead columns={['Product', 'Category', 'Price', 'Status']} />
                <tbody>
                  {recent.map((product) => (
                    <tr key={product._id}>
                      <td>
                        <Link to={`/admin/products/edit/${product._id}`}>{product.name}</Link>
                      </td>
                      <td>{product.category?.name || 'Uncategorized'}</td>
                      <td>{formatPrice(product.price)}</td>
                      <td>
                        <span className={`admin-badge ${product.featured ? 'admin-badge--featured' : ''}`}>
                          {product.featured ? 'Featured' : 'Standard'}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="admin-card" aria-labelledby="actions-title">
          <h2 id="actions-title" className="admin-h2">
            Quick Actions
          </h2>
          <ul className="admin-actions">
            <li>
              <Link className="admin-btn admin-btn--primary admin-btn--block" to="/admin/products/new">
                Add New Product
              </Link>
            </li>
            <li>
              <Link className="admin-btn admin-btn--secondary admin-btn--block" to="/admin/categories/new">
                Add New Category
              </Link>
            </li>
            <li>
              <Link className="admin-btn admin-btn--secondary admin-btn--block" to="/admin/gallery/new">
                Add Gallery Item
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
