import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { filterProducts } from '../../src/public/pages/ProductsPage';
import { ApiReadError } from '../../src/public/apiReads';
import { category, product } from './helpers';
import { addressOf, memoryReads, renderPublic } from './routing';

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

const shopReads = () => memoryReads({ products: catalogue, categories: [oils, foods] });

/** The public site at `path` (the products page in its layout), reading `reads`. */
const renderPage = (path = '/products', reads = shopReads()) => renderPublic(path, reads);

/** The names of the products shown. */
const names = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

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
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });

  it('selecting a category updates the URL and the heading, and "All Products" clears it', async () => {
    const user = userEvent.setup();
    const { router, reads } = await renderPage();
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(reads.products).toHaveBeenCalledWith({ limit: 1000 });
    const filters = screen.getByRole('region', { name: 'Categories' });
    await user.click(within(filters).getByRole('button', { name: 'Oils' }));
    await waitFor(() => expect(addressOf(router)).toBe('/products?category=oils&name=Oils'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oils');
    expect(within(filters).getByRole('button', { name: 'Oils' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Sesame Oil', 'Groundnut Oil', 'Coconut Oil']);
    await user.click(within(filters).getByRole('button', { name: 'All Products' }));
    await waitFor(() => expect(addressOf(router)).toBe('/products'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Products');
    // The page filters in the browser: choosing a category reads nothing again.
    expect(reads.products).toHaveBeenCalledTimes(1);
    expect(reads.categories).toHaveBeenCalledTimes(1);
  });

  it('reads the category from the URL and shows the empty message for a search without results', async () => {
    const user = userEvent.setup();
    await renderPage('/products?category=foods&name=Foods');
    await waitFor(() => expect(names()).toEqual(['Jaggery']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Foods');
    await user.type(screen.getByLabelText('Search products'), 'nothing like this');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('leaves the filters to the screen width until the visitor chooses (CSS closes them under 768 px)', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    const user = userEvent.setup();
    await renderPage();
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

  it('a category the list does not know: the name from the URL, no products', async () => {
    await renderPage('/products?category=gone&name=Old%20Shelf');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Old Shelf');
    expect(screen.getByText('No products found')).toBeInTheDocument();
  });

  it('without the categories the products are still listed', async () => {
    const reads = shopReads();
    reads.categories.mockRejectedValue(new Error('offline'));
    await renderPage('/products', reads);
    expect(names()).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['All Products']);
  });

  it('a list that cannot be read shows the message in the page', async () => {
    const reads = shopReads();
    reads.products.mockRejectedValue(new ApiReadError({ status: 503, message: 'The catalogue is resting' }));
    await renderPage('/products', reads);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load products' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The catalogue is resting');
    // The page and its filters are still there.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Products');
    expect(within(screen.getByRole('region', { name: 'Categories' })).getByRole('button', { name: 'Oils' })).toBeInTheDocument();
  });

  it('order links carry the encoded message and prices the rupee sign', async () => {
    await renderPage();
    await waitFor(() => expect(names()).toHaveLength(4));
    const link = screen.getAllByRole('link', { name: /order now/i })[0];
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=I'm%20interested%20in%20ordering%20Sesame%20Oil$/);
    expect(screen.getByText('₹101.00')).toBeInTheDocument();
  });
});
