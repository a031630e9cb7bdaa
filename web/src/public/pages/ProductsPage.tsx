import { useMemo, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { matchesProductSearch, type Category, type Product } from '@catalogue/domain';
import { MOBILE_BREAKPOINT_PX, useMediaQuery } from '../../components/browserValues';
import { PageHero } from '../components/PageHero';
import { ProductCard } from '../components/ProductCard';
import { useSite } from '../../components/siteSettings';
import { categoryDescription, usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useLayoutData, type ProductsData } from '../loaders';
import { useFailureText, useText } from '../i18n/useText';
import { productNames } from '../i18n/productNames';
import './ProductsPage.css';

const FILTERS_BREAKPOINT_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const idOf = (value: Product['category'] | string | undefined | null) =>
  value && typeof value === 'object' ? value._id : typeof value === 'string' ? value : null;

/** A category and, for a main category, its subcategories: a main category shows its subcategories' products too. */
function categoryIdsFor(id: string, categories: Category[]): Set<string> {
  const ids = new Set([id]);
  for (const category of categories) {
    if (category._id === id) for (const sub of category.subcategories ?? []) ids.add(sub._id);
    for (const sub of category.subcategories ?? []) if (sub.parent === id) ids.add(sub._id);
  }
  return ids;
}

export function filterProducts(products: Product[], categories: Category[], selected: string, search: string): Product[] {
  const ids = selected === 'all' ? null : categoryIdsFor(selected, categories);
  return products.filter((product) => {
    if (ids && !ids.has(idOf(product.category) ?? '') && !ids.has(idOf(product.subcategory) ?? '')) return false;
    const names = productNames(product);
    return matchesProductSearch([...names, product.description], names, search);
  });
}

function findCategory(id: string, categories: Category[]): Category | undefined {
  for (const category of categories) {
    if (category._id === id) return category;
    const sub = category.subcategories?.find((candidate) => candidate._id === id);
    if (sub) return sub;
  }
  return undefined;
}

/** The filters toggle's label while the screen's width decides (ProductsPage.css shows one). */
function ScreenFiltersLabel() {
  const text = useText();
  return (
    <>
      <span className="when-wide">{text('products.hideFilters')}</span>
      <span className="when-narrow">{text('products.showFilters')}</span>
    </>
  );
}

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('category') || 'all';
  const text = useText();
  const failureText = useFailureText();
  const [search, setSearch] = useState('');
  // Open on wide screens and closed on phones until the visitor chooses. The server cannot know the
  // width, so until then CSS decides what shows (ProductsPage.css, `.by-screen`): nothing moves
  // when the page hydrates and learns it.
  const wide = useMediaQuery(FILTERS_BREAKPOINT_QUERY);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const filtersOpen = chosen ?? wide;
  const byScreen = chosen === null;
  const { products } = useLoaderData<ProductsData>();
  const layoutCategories = useLayoutData().categories;
  const categories = useMemo(() => layoutCategories ?? [], [layoutCategories]);

  const selectedCategory = selected === 'all' ? undefined : findCategory(selected, categories);
  const allHeading = text('products.heading');
  const heading = selected === 'all' ? allHeading : (selectedCategory?.name ?? params.get('name') ?? allHeading);
  const visible = useMemo(
    () => filterProducts(Array.isArray(products.data) ? products.data : [], categories, selected, search),
    [products.data, categories, selected, search],
  );

  const { business, leads } = useSite().settings;
  usePublicPageMeta(
    selected === 'all' ? text('nav.products') : heading,
    selected === 'all'
      ? text('products.metaDescription', { name: business.name })
      : categoryDescription(heading, business.name),
  );

  const select = (id: string) => {
    if (id === 'all') {
      setParams({});
      return;
    }
    const category = findCategory(id, categories);
    setParams(category ? { category: id, name: category.name } : { category: id });
  };

  const filterButton = (id: string, label: string, sub = false) => (
    <button type="button" className={`filter-button${sub ? ' sub' : ''}`} aria-pressed={selected === id} onClick={() => select(id)}>
      {label}
    </button>
  );

  return (
    <>
      <PageHero title={heading} lead={leads.products} />
      <div className="container products-page section">
        <div className="products-toolbar">
          <div className="search-field">
            <label htmlFor="product-search">{text('products.searchLabel')}</label>
            <input
              id="product-search"
              type="search"
              placeholder={text('products.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
          </div>
          <button
            type="button"
            className="btn btn-outline filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="product-filters"
            onClick={() => setChosen(!filtersOpen)}
          >
            {byScreen ? <ScreenFiltersLabel /> : text(filtersOpen ? 'products.hideFilters' : 'products.showFilters')}
          </button>
        </div>
        <div className={`products-layout${byScreen || filtersOpen ? ' with-filters' : ''}`}>
          <section
            id="product-filters"
            className={`filters-panel${byScreen ? ' by-screen' : ''}`}
            hidden={!byScreen && !filtersOpen}
            aria-labelledby="filters-title"
          >
            <h2 id="filters-title">{text('products.categories')}</h2>
            <ul className="filter-list">
              <li>{filterButton('all', text('products.all'))}</li>
              {categories
                .filter((category) => category.showInProductsDropdown !== false)
                .map((category) => {
                  const subs = (category.subcategories ?? []).filter((sub) => sub.showInProductsDropdown !== false);
                  return (
                    <li key={category._id}>
                      {filterButton(category._id, category.name)}
                      {subs.length > 0 && (
                        <ul className="filter-list">
                          {subs.map((sub) => (
                            <li key={sub._id}>{filterButton(sub._id, sub.name, true)}</li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
            </ul>
          </section>
          <section className="products-results" aria-labelledby="results-title">
            <h2 id="results-title" className="visually-hidden">
              {text('products.results')}
            </h2>
            {products.error ? (
              <div className="status-message" role="alert">
                <h3>{text('products.failed')}</h3>
                <p className="error-text">{failureText(products.error)}</p>
              </div>
            ) : visible.length === 0 ? (
              <div className="status-message" role="status">
                <h3>{text('products.none')}</h3>
                <p>{text('products.tryAgain')}</p>
              </div>
            ) : (
              <>
                <p className="results-count" role="status">
                  {text('products.count', { count: visible.length })}
                </p>
                <ul className="grid-cards">
                  {visible.map((product, index) => (
                    <li key={product._id}>
                      <ProductCard product={product} priority={index === 0} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
