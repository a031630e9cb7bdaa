import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_PRODUCTS_PAGE_SIZE, matchesSearch, PRODUCTS_PAGE_FETCH_LIMIT, type Category, type Product } from '@catalogue/domain';
import { deleteProduct, listProducts, toggleFeatured } from '../../api/products';
import { listCategories } from '../../api/categories';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { paginate, Pagination } from '../components/Pagination';
import { Thumb, usePageTitle } from '../components/misc';
import { formatPrice } from '../../components/format';
import { useIsMobile } from '../../components/hooks';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { ToggleBadge } from '../components/ToggleBadge';
import { flipFlag } from '../components/flipFlag';
import { RowActions } from '../components/RowActions';
import { PageHead } from '../components/PageHead';
import { SearchInput } from '../components/SearchInput';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { TableHead } from '../components/TableHead';

/** Whether a product is filed under a category (a main category also covers its subcategories). */
export function inCategory(product: Product, categoryId: string, categories: Category[]): boolean {
  if (!categoryId) return true;
  const ids = new Set([categoryId]);
  const main = categories.find((c) => c._id === categoryId);
  for (const sub of main?.subcategories ?? []) ids.add(sub._id);
  return ids.has(product.category?._id ?? '') || ids.has(product.subcategory?._id ?? '');
}

export function ProductList() {
  usePageTitle('Products');
  const isMobile = useIsMobile();
  const [products, setProducts] = useState<Product[]>([]);
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    let active = true;
    Promise.all([listProducts({ limit: PRODUCTS_PAGE_FETCH_LIMIT }), listCategories()])
      .then(([p, c]) => {
        if (!active) return;
        if (p.error) setError('Failed to fetch products');
        else if (c.error) setError('Failed to fetch categories');
        setProducts(p.data ?? []);
        setCategories(c.data ?? []);
      })
      .catch(() => active && setError('Failed to fetch data'))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, []);

  const filtered = useMemo(
    () => products.filter((p) => matchesSearch([p.name, p.description], search) && inCategory(p, category, categories)),
    [products, search, category, categories],
  );
  const { pageItems, pages, page: current } = paginate(filtered, page, ADMIN_PRODUCTS_PAGE_SIZE);

  const deletion = useDeleteConfirm(
    (product: Product) => deleteProduct(product._id),
    (deleted, failed) => {
      if (failed) {
        toast.error('Failed to delete product');
      } else {
        setProducts((list) => list.filter((p) => p._id !== deleted._id));
        toast.success('Product deleted successfully');
      }
    },
  );

  const flipFeatured = (product: Product) =>
    flipFlag(toggleFeatured, product, (entry) => entry.featured, setProducts, {
      failed: 'Failed to update featured status',
      on: `"${product.name}" is now featured`,
      off: `"${product.name}" is no longer featured`,
    });

  const featuredButton = (product: Product) => (
    <ToggleBadge
      pressed={product.featured}
      label={`Featured: ${product.name}`}
      onText="★ Featured"
      offText="☆ Standard"
      title={product.featured ? 'Click to remove from featured' : 'Click to feature'}
      onToggle={() => void flipFeatured(product)}
    />
  );

  const actions = (product: Product) => (
    <RowActions editTo={`/admin/products/edit/${product._id}`} name={product.name} onDelete={() => deletion.ask(product)} />
  );

  return (
    <div className="admin-page">
      <PageHead title="Product Management" addTo="/admin/products/new" addLabel="+ Add Product" />
      <div className="admin-toolbar">
        <SearchInput
          id="product-search"
          label="Search products"
          placeholder="Search products..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <label className="admin-visually-hidden" htmlFor="product-category">
          Filter by category
        </label>
        <select
          id="product-category"
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All Categories</option>
          {categories.map((c) => [
            <option key={c._id} value={c._id}>
              {c.name}
            </option>,
            ...(c.subcategories ?? []).map((s) => (
              <option key={s._id} value={s._id}>
                {'\u00a0\u00a0'}
                {s.name}
              </option>
            )),
          ])}
        </select>
      </div>
      <ErrorAlert message={error} />
      {loading ? (
        <Loading />
      ) : filtered.length === 0 ? (
        <p className="admin-empty">No products found.</p>
      ) : isMobile ? (
        <ul className="admin-cards" aria-label="Products">
          {pageItems.map((product) => (
            <li key={product._id} className="admin-item-card" data-testid="product-card">
              <Thumb src={product.image} alt={product.name} size={64} />
              <div className="admin-item-card__body">
                <strong>{product.name}</strong>
                <span className="admin-muted">
                  {product.category?.name || 'Uncategorized'} · {formatPrice(product.price)}
                </span>
                {featuredButton(product)}
                {actions(product)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Products">
            <TableHead columns={['Image', 'Name', 'Category', 'Price', 'Featured', 'Actions']} />
            <tbody>
              {pageItems.map((product) => (
                <tr key={product._id} data-testid="product-row">
                  <td>
                    <Thumb src={product.image} alt={product.name} />
                  </td>
                  <td>
                    {product.name}
                    {product.inStock === false && <span className="admin-badge admin-badge--muted">Out of stock</span>}
                  </td>
                  <td>{product.category?.name || 'Uncategorized'}</td>
                  <td>{formatPrice(product.price)}</td>
                  <td>{featuredButton(product)}</td>
                  <td>{actions(product)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={current} pages={pages} onPage={setPage} />
      <ConfirmDialog {...deletion.dialog} title="Delete product" message="Are you sure you want to delete this product?" />
    </div>
  );
}
