import { useMemo, useState } from 'react';
import { matchesProductSearch, priceRange, PRODUCTS_PAGE_FETCH_LIMIT, type Category, type Product } from '@catalogue/domain';
import { useCategories } from '../../api/categories.queries';
import { useDeleteProduct, useProducts, useSetPressedOn, useToggleFeatured } from '../../api/products.queries';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { paginate, Pagination } from '../components/Pagination';
import { Thumb } from '../components/Thumb';
import { usePageTitle } from '../components/usePageTitle';
import { formatDay, formatPrice, formatPriceRange } from '../../components/format';
import { todayInShop } from './pressedOn';
import { useIsMobile } from '../../components/browserValues';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { useDeferredAnswer } from '../components/useDeferredAnswer';
import { useUndoableDelete } from '../components/useUndoableDelete';
import { ToggleBadge } from '../components/ToggleBadge';
import { RowActions } from '../components/RowActions';
import { PageHead } from '../components/PageHead';
import { SearchInput } from '../components/SearchInput';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { PlainTableHead } from '../components/PlainTableHead';
import { MergeDialog } from './MergeDialog';
import { toast } from '../components/toast';
import { NotInTamilFilter } from '../translations/NotInTamilFilter';
import { UntranslatedBadge } from '../translations/NotInTamilMark';
import { productSearchTexts, productUntranslated } from './productTranslations';
import { Badge } from '../components/Badge';

const ADMIN_PRODUCTS_PAGE_SIZE = 6;

/** Whether a product is filed under a category (a main category also covers its subcategories). */
function inCategory(product: Product, categoryId: string, categories: Category[]): boolean {
  if (!categoryId) return true;
  const ids = new Set([categoryId]);
  const main = categories.find((c) => c._id === categoryId);
  for (const sub of main?.subcategories ?? []) ids.add(sub._id);
  return ids.has(product.category?._id ?? '') || ids.has(product.subcategory?._id ?? '');
}

export function ProductList() {
  usePageTitle('Products');
  const isMobile = useIsMobile();
  const productsQuery = useProducts({ limit: PRODUCTS_PAGE_FETCH_LIMIT });
  const categoriesQuery = useCategories();
  const removeProduct = useDeleteProduct();
  const undoable = useUndoableDelete();
  const toggle = useToggleFeatured();
  const pressed = useSetPressedOn();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [merging, setMerging] = useState<Product | null>(null);
  const productsAnswer = useDeferredAnswer(productsQuery);
  const categoriesAnswer = useDeferredAnswer(categoriesQuery);
  const products = productsAnswer.data?.items;
  const categories = useMemo(() => categoriesAnswer.data ?? [], [categoriesAnswer.data]);
  const loading = productsAnswer.waiting || categoriesAnswer.waiting;
  const error = productsQuery.isError ? 'Failed to fetch products' : categoriesQuery.isError ? 'Failed to fetch categories' : '';

  const filtered = useMemo(
    () =>
      (products ?? []).filter(
        (p) => matchesProductSearch(productSearchTexts(p), [p.name, p.translations?.ta?.name], search) && inCategory(p, category, categories) && (!untranslatedOnly || productUntranslated(p) > 0),
      ),
    [products, search, category, categories, untranslatedOnly],
  );
  const { pageItems, pages, page: current } = paginate(filtered, page, ADMIN_PRODUCTS_PAGE_SIZE);

  const deletion = useDeleteConfirm(
    (product: Product) => removeProduct.mutateAsync(product._id).then(
      () => ({}),
      (failure: unknown) => ({ error: failure }),
    ),
    (product, failed) => (failed ? toast.error('Failed to delete product') : undoable('Product deleted successfully', product._id)),
  );

  const flipFeatured = (product: Product) =>
    toggle.mutate(product._id, {
      onSuccess: (saved) => toast.success(saved.featured ? `"${product.name}" is now featured` : `"${product.name}" is no longer featured`),
      onError: () => toast.error('Failed to update featured status'),
    });

  const featuredButton = (product: Product) => (
    <ToggleBadge
      pressed={product.featured}
      label={`Featured: ${product.name}`}
      onText="★ Featured"
      offText="☆ Featured"
      title={product.featured ? 'Click to remove from featured' : 'Click to feature'}
      onToggle={() => flipFeatured(product)}
    />
  );

  const markPressedToday = (product: Product) =>
    pressed.mutate(
      { id: product._id, day: todayInShop() },
      {
        onSuccess: (saved) => toast.success(`"${product.name}": pressed on ${formatDay(saved.pressedOn ?? '')}`),
        onError: () => toast.error('Failed to set the pressing date'),
      },
    );

  /** The pressing date and the one-step "new batch" button. */
  const batch = (product: Product) => (
    <div className="bo-row">
      <span className="bo-muted bo-small bo-nowrap">{product.pressedOn ? formatDay(product.pressedOn) : 'Not set'}</span>
      {product.pressedOn !== todayInShop() && (
        <button type="button" className="bo-button outline tiny" disabled={pressed.isPending} onClick={() => markPressedToday(product)} aria-label={`Pressed today: ${product.name}`}>
          Pressed today
        </button>
      )}
    </div>
  );

  const price = (product: Product) =>
    product.variants.length > 1 ? `${formatPriceRange(priceRange(product.variants))} (${product.variants.length} sizes)` : formatPrice(product.price);

  const actions = (product: Product) => (
    <RowActions editTo={`/admin/products/edit/${product._id}`} name={product.name} onDelete={() => deletion.ask(product)}>
      <button type="button" className="bo-button outline small" onClick={() => setMerging(product)} aria-label={`Make a size: ${product.name}`}>
        Make a size
      </button>
    </RowActions>
  );

  const outOfStock = (product: Product) =>
    product.inStock === false && <Badge>Out of stock</Badge>;

  return (
    <div className="bo-page">
      <PageHead title="Product Management" addTo="/admin/products/new" addLabel="+ Add Product" />
      <div className="bo-row">
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
        <label htmlFor="product-category" className="bo-sr-only">
          Filter by category
        </label>
        <select
          id="product-category"
          className="bo-select bo-search"
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
        <NotInTamilFilter
          checked={untranslatedOnly}
          onChange={(checked) => {
            setUntranslatedOnly(checked);
            setPage(1);
          }}
        />
      </div>
      <ErrorAlert message={error} />
      {loading ? (
        <Loading />
      ) : filtered.length === 0 ? (
        <p className="bo-empty">No products found.</p>
      ) : isMobile ? (
        <ul aria-label="Products" className="bo-stack bo-plain-list bo-gap-2-5">
          {pageItems.map((product) => (
            <li key={product._id} className="bo-card bo-product-card" data-testid="product-card">
              <Thumb src={product.image} info={product.imageInfo} alt={product.name} size={64} />
              <div className="bo-stack bo-gap-1-5 bo-start">
                <span className="bo-strong">{product.name}</span>
                <span className="bo-muted bo-small">
                  {product.category?.name || 'Uncategorized'} · {price(product)}
                </span>
                {outOfStock(product)}
                <UntranslatedBadge count={productUntranslated(product)} />
                {batch(product)}
                {featuredButton(product)}
                {actions(product)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="bo-table-scroll bo-card">
          <table aria-label="Products" className="bo-table">
            <PlainTableHead columns={['Image', 'Name', 'Category', 'Price', 'Pressed on', 'Featured', 'Actions']} />
            <tbody>
              {pageItems.map((product) => (
                <tr key={product._id} data-testid="product-row">
                  <td>
                    <Thumb src={product.image} info={product.imageInfo} alt={product.name} />
                  </td>
                  <td>
                    <div className="bo-row">
                      {product.name}
                      {outOfStock(product)}
                      <UntranslatedBadge count={productUntranslated(product)} />
                    </div>
                  </td>
                  <td>{product.category?.name || 'Uncategorized'}</td>
                  <td className="bo-nowrap">{price(product)}</td>
                  <td>{batch(product)}</td>
                  <td>{featuredButton(product)}</td>
                  <td>{actions(product)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* With the list, never under the loading notice: with the products read and the categories not yet, the list drawn later pushed it down. */}
      {!loading && <Pagination page={current} pages={pages} onPage={setPage} />}
      <ConfirmDialog {...deletion.dialog} title="Delete product" message="Are you sure you want to delete this product? It moves to the trash with its photos for 30 days, where you can restore it." />
      <MergeDialog product={merging} products={products ?? []} onClose={() => setMerging(null)} />
    </div>
  );
}
