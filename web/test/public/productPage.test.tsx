import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatLink, orderMessage } from '@catalogue/domain';
import ProductPage from '../../src/public/pages/ProductPage';
import { chatShareLink } from '../../src/public/product/share';
import { product, siteData, siteSettings, withSite } from './helpers';

vi.mock('../../src/api/products', () => ({ getProductBySlug: vi.fn(), listProducts: vi.fn() }));
import { getProductBySlug, listProducts } from '../../src/api/products';

const oils = { _id: 'c1', name: 'Oils', slug: 'oils' };
const sesame = product(1, { name: 'Sesame Oil', slug: 'sesame-oil', price: 1250, description: 'Cold pressed.\n\nFrom our own press.', category: oils });
const others = [product(2, { slug: 'groundnut-oil', name: 'Groundnut Oil', category: oils }), product(3, { slug: 'coconut-oil', name: 'Coconut Oil', category: oils })];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage(path: string, site = siteData()) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/products/:slug"
          element={
            <>
              <ProductPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: withSite(site) },
  );
}

describe('product page', () => {
  beforeEach(() => {
    vi.mocked(getProductBySlug).mockReset();
    vi.mocked(getProductBySlug).mockImplementation((slug) =>
      Promise.resolve(slug === 'sesame-oil' || slug === 'old-sesame' ? { data: sesame, error: null } : { data: null, error: { status: 404, message: 'Product not found' } }),
    );
    vi.mocked(listProducts).mockResolvedValue({ data: [sesame, ...others], error: null });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the product: name, price, stock, description paragraphs, breadcrumb, order link and related products', async () => {
    renderPage('/products/sesame-oil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesame Oil' })).toBeInTheDocument();
    expect(screen.getByText('₹1,250.00')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('Cold pressed.')).toBeInTheDocument();
    expect(screen.getByText('From our own press.')).toBeInTheDocument();

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Products', 'Oils', 'Sesame Oil']);
    expect(within(trail).getByRole('link', { name: 'Oils' })).toHaveAttribute('href', '/category/oils');
    expect(within(trail).getByText('Sesame Oil')).toHaveAttribute('aria-current', 'page');

    const { settings } = siteData();
    expect(screen.getByRole('link', { name: /order on whatsapp/i })).toHaveAttribute(
      'href',
      chatLink(settings.business.chatNumber, orderMessage(settings.messages.order, 'Sesame Oil')),
    );

    const related = await screen.findByRole('region', { name: 'More from Oils' });
    expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Groundnut Oil', 'Coconut Oil']);
    expect(within(related).getByRole('link', { name: 'Groundnut Oil' })).toHaveAttribute('href', '/products/groundnut-oil');
    expect(listProducts).toHaveBeenCalledWith({ category: 'c1', limit: 5 });
  });

  it('without a chat number there is no order link; out of stock says so', async () => {
    vi.mocked(getProductBySlug).mockResolvedValue({ data: { ...sesame, inStock: false }, error: null });
    renderPage('/products/sesame-oil', siteData(siteSettings({ chatNumber: '' })));
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('Currently unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /order on whatsapp/i })).not.toBeInTheDocument();
  });

  it('an old slug: the address becomes the current one, without asking again', async () => {
    renderPage('/products/old-sesame');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/products/sesame-oil'));
    expect(screen.getByRole('heading', { level: 1, name: 'Sesame Oil' })).toBeInTheDocument();
    expect(getProductBySlug).toHaveBeenCalledTimes(1);
  });

  it('an unknown slug shows the 404 page', async () => {
    renderPage('/products/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('another failure shows Error and the message', async () => {
    vi.mocked(getProductBySlug).mockResolvedValue({ data: null, error: { status: 0, message: 'The server took too long to answer. Please try again.' } });
    renderPage('/products/sesame-oil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('The server took too long to answer. Please try again.')).toBeInTheDocument();
  });

  it('Share uses the share sheet when the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderPage('/products/sesame-oil');
    const button = await screen.findByRole('button', { name: 'Share' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-expanded'));
    await userEvent.click(button);
    const url = `${window.location.origin}/products/sesame-oil`;
    expect(share).toHaveBeenCalledWith({ title: 'Sesame Oil', text: 'Sesame Oil', url });
  });

  it('Share without a share sheet: a chat share link and Copy link', async () => {
    const user = userEvent.setup();
    renderPage('/products/sesame-oil');
    const button = await screen.findByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const url = `${window.location.origin}/products/sesame-oil`;
    expect(screen.getByRole('link', { name: /share on whatsapp/i })).toHaveAttribute('href', chatShareLink(`Sesame Oil ${url}`));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
