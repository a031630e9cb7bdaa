import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ADMIN_PRODUCTS_PAGE_SIZE, matchesSearch, PRODUCTS_PAGE_FETCH_LIMIT, type Category, type Product } from '@catalogue/domain';
import { deleteProduct, listProducts, toggleFeatured } from '../../api/products';
import { listCategories } from '../../api/categories';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { paginate, Pagination } from '../components/Pagination';
import { rupees, Thumb, usePageTitle } from '../components/misc';
import { useIsMobile } from '../components/useMediaQuery';

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
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);

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

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    const { error: deleteError } = await deleteProduct(pendingDelete._id);
    setDeleting(false);
    if (deleteError) {
      toast.error('Failed to delete product');
    } else {
      setProducts((list) => list.filter((p) => p._id !== pendingDelete._id));
      toast.success('Product deleted successfully');
    }
    setPendingDelete(null);
  };

  const flipFeatured = async (product: Product) => {
    const { data, error: toggleError } = await toggleFeatured(product._id);
    if (toggleError) {
      toast.error('Failed to update featured status');
      return;
    }
    const featured = data?.featured ?? !product.featured;
    setProducts((list) => list.map((p) => (p._id === product._id ? { ...p, featured } : p)));
    toast.success(featured ? `"${product.name}" is now featured` : `"${product.name}" is no longer featured`);
  };

  const featuredButton = (product: Product) => (
    <button
      type="button"
      className={`admin-badge admin-badge--button ${product.featured ? 'admin-badge--featured' : ''}`}
      aria-pressed={product.featured}
      aria-label={`Featured: ${product.name}`}
      title={product.featured ? 'Click to remove from featured' : 'Click to feature'}
      onClick={() => void flipFeatured(product)}
    >
      {product.featured ? '★ Featured' : '☆ Standard'}
    </button>
  );

  const actions = (product: Product) => (
    <div className="admin-row-actions">
      <Link className="admin-btn admin-btn--secondary admin-btn--small" to={`/admin/products/edit/${product._id}`} aria-label={`Edit ${product.name}`}>
        Edit
      </Link>
      <button type="button" className="admin-btn admin-btn--danger admin-btn--small" onClick={() => setPendingDelete(product)} aria-label={`Delete ${product.name}`}>
        Delete
      </button>
    </div>
  );

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-h1">Product Management</h1>
        <Link to="/admin/products/new" className="admin-btn admin-btn--primary">
          + Add Product
        </Link>
      </div>
      <div className="admin-toolbar">
        <label className="admin-visually-hidden" htmlFor="product-search">
          Search products
        </label>
        <input
          id="product-search"
          type="search"
          placeholder="Search products..."
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
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
      {error && (
        <div className="admin-alert admin-alert--error" role="alert">
          {error}
        </div>
      )}
      {loading ? (
        <p className="admin-loading" role="status">
          Loading...
        </p>
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
                  {product.category?.name || 'Uncategorized'} · {rupees(product.price)}
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
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Featured</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
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
                  <td>{rupees(product.price)}</td>
                  <td>{featuredButton(product)}</td>
                  <td>{actions(product)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={current} pages={pages} onPage={setPage} />
      <ConfirmDialog
        open={Boolean(pendingDelete)}
        title="Delete product"
        message="Are you sure you want to delete this product?"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
