import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProductsPage, { filterProducts } from '../../src/public/pages/ProductsPage';
import { clearSharedData } from '../../src/public/data';
import { category, product, withSite } from './helpers';

vi.mock('../../src/api/products', () => ({ listProducts: vi.fn() }));
vi.mock('../../src/api/categories', () => ({ listCategories: vi.fn() }));
import { listProducts } from '../../src/api/products';
import { listCategories } from '../../src/api/categories';

const oils = category('oils', {
  name: 'Oils',
  subcategories: [category('groundnut', { name: 'Groundnut', parent: 'oils' })],
});
const foods = category('foods', { name: 'Foods' });
const catalogue = [
  product(1, { name: 'Sesame Oil', description: 'Cold pressed', category: { _id: 'oils', name: 'Oils', slug: 'oils' } }),
  product(2, { name: 'Groundnut Oil', description: 'Wood pressed', category: { _id: 'groundnut', name: 'Groundnut', slug: 'groundnut' } }),
  product(3, { name: 'Jaggery', description: 'Palm SUGAR block', category: { _id: 'foods', name: 'Foods', slug: 'foods' } }),
  product(4, { name: 'Coconut Oil', description: '', category: { _id: 'oils', name: 'Oils', slug: 'oils' }, subcategory: { _id: 'groundnut', name: 'Groundnut', slug: 'groundnut' } }),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(path = '/products') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/products"
          element={
            <>
              <ProductsPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: withSite() },
  );
}

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('products filtering rules', () => {
  it('a main category includes its subcategories; a subcategory only itself', () => {
    const pick = (selected: string, search = '') => filterProducts(catalogue, [oils, foods], selected, search).map((p) => p.name);
    expect(pick('all')).toHaveLength(4);
    expect(pick('oils')).toEqual(['Sesame Oil', 'Groundnut Oil', 'Coconut Oil']);
    expect(pick('groundnut')).toEqual(['Groundnut Oil', 'Coconut Oil']);
    expect(pick('foods')).toEqual(['Jaggery']);
    expect(pick('all', 'sugar')).toEqual(['Jaggery']);
    expect(pick('oils', 'WOOD')).toEqual(['Groundnut Oil']);
  });
});

describe('products page', () => {
  beforeEach(() => {
    clearSharedData();
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    vi.mocked(listProducts).mockResolvedValue({ data: catalogue, error: null });
    vi.mocked(listCategories).mockResolvedValue({ data: [oils, foods], error: null });
  });

  it('selecting a category updates the URL and the heading, and "All Products" clears it', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(listProducts).toHaveBeenCalledWith({ limit: 1000 });
    const filters = screen.getByRole('region', { name: 'Categories' });
    await user.click(within(filters).getByRole('button', { name: 'Oils' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products?category=oils&name=Oils');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oils');
    expect(within(filters).getByRole('button', { name: 'Oils' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Sesame Oil', 'Groundnut Oil', 'Coconut Oil']);
    await user.click(within(filters).getByRole('button', { name: 'All Products' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/products$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Products');
  });

  it('reads the category from the URL and shows the empty message for a search without results', async () => {
    const user = userEvent.setup();
    renderPage('/products?category=foods&name=Foods');
    await waitFor(() => expect(names()).toEqual(['Jaggery']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Foods');
    await user.type(screen.getByLabelText('Search products'), 'nothing like this');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('leaves the filters to the screen width until the visitor chooses (CSS closes them under 768 px)', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(4));
    const panel = document.getElementById('product-filters')!;
    const toggle = document.querySelector<HTMLButtonElement>('.filters-toggle')!;
    // Both labels are there; CSS shows the one for the width (the e2e suite checks it on a phone and a wide screen).
    expect(toggle.querySelector('.when-narrow')).toHaveTextContent('Show Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('by-screen');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('by-screen');
    expect(panel).toBeVisible();
    await user.click(toggle);
    expect(panel).not.toBeVisible();
  });

  it('order links carry the encoded message and prices the rupee sign', async () => {
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(4));
    const link = screen.getAllByRole('link', { name: /order now/i })[0];
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=I'm%20interested%20in%20ordering%20Sesame%20Oil$/);
    expect(screen.getByText('₹101.00')).toBeInTheDocument();
  });
});
