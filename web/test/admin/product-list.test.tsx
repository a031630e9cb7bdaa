// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainDefaults, productFields, singleSize, type Product } from '@catalogue/domain';
import { ProductList } from '../../src/admin/products/ProductList';
import { category, renderAt } from './helpers';

vi.mock('../../src/api/products', () => ({ listProducts: vi.fn(), deleteProduct: vi.fn(), toggleFeatured: vi.fn() }));
vi.mock('../../src/api/categories', () => ({ listCategories: vi.fn() }));
vi.mock('../../src/admin/components/toast', async (original) => ({
  ...(await original<typeof import('../../src/admin/components/toast')>()),
  toast: { success: vi.fn(), error: vi.fn(), deleted: vi.fn() },
}));

import * as products from '../../src/api/products';
import * as categories from '../../src/api/categories';
import { toast } from '../../src/admin/components/toast';

const api = vi.mocked(products);
const product = (id: string, name: string, extra: Partial<Product> = {}): Product => ({
  ...plainDefaults(productFields),
  _id: id,
  name,
  slug: id,
  description: '',
  price: 100,
  images: [],
  image: '',
  category: { _id: 'oils', name: 'Oils', slug: 'oils' },
  subcategory: null,
  featured: false,
  inStock: true,
  createdAt: '',
  updatedAt: '',
  variants: [singleSize(100, true)],
  ...extra,
});
const sesame = product('p1', 'Sesame Oil');
const jaggery = product('p2', 'Jaggery', { category: { _id: 'foods', name: 'Foods', slug: 'foods' } });

beforeEach(() => {
  vi.clearAllMocks();
  api.listProducts.mockResolvedValue({ data: [sesame, jaggery], error: null });
  vi.mocked(categories.listCategories).mockResolvedValue({ data: [category('oils', 'Oils'), category('foods', 'Foods')], error: null });
});

describe('product list', { timeout: 20_000 }, () => {
  it('the featured toggle shows the server answer and says so', async () => {
    const user = userEvent.setup();
    api.toggleFeatured.mockResolvedValue({ data: { ...sesame, featured: true }, error: null });
    renderAt('/admin/products', '/admin/products', <ProductList />);
    const toggle = await screen.findByRole('button', { name: 'Featured: Sesame Oil' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Featured: Sesame Oil' })).toHaveAttribute('aria-pressed', 'true'));
    expect(toast.success).toHaveBeenCalledWith('"Sesame Oil" is now featured');
    expect(api.listProducts).toHaveBeenCalledTimes(1);
  });

  it('a failed toggle changes nothing and says so', async () => {
    const user = userEvent.setup();
    api.toggleFeatured.mockResolvedValue({ data: null, error: { status: 500, message: 'boom' } });
    renderAt('/admin/products', '/admin/products', <ProductList />);
    await user.click(await screen.findByRole('button', { name: 'Featured: Sesame Oil' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update featured status'));
    expect(screen.getByRole('button', { name: 'Featured: Sesame Oil' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a deleted product leaves the list after the confirmation', async () => {
    const user = userEvent.setup();
    api.deleteProduct.mockResolvedValue({ data: null, error: null });
    renderAt('/admin/products', '/admin/products', <ProductList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Jaggery' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    api.listProducts.mockResolvedValue({ data: [sesame], error: null });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Jaggery')).not.toBeInTheDocument());
    expect(api.deleteProduct).toHaveBeenCalledWith('p2');
    expect(toast.deleted).toHaveBeenCalledWith('Product deleted successfully', expect.any(Function));
  });

  it('filters by search and category, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt('/admin/products', '/admin/products', <ProductList />);
    await screen.findByText('Jaggery');
    await user.selectOptions(screen.getByLabelText('Filter by category'), 'foods');
    expect(screen.queryByText('Sesame Oil')).not.toBeInTheDocument();
    expect(screen.getByText('Jaggery')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search products'), 'sesame');
    expect(screen.getByText('No products found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch products' when the products cannot be read", async () => {
    api.listProducts.mockResolvedValue({ data: null, error: { status: 400, message: 'Bad' } });
    renderAt('/admin/products', '/admin/products', <ProductList />);
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });

  it("draws each row's picture from its smallest rendition that fills it, and the picture itself without renditions", async () => {
    const variants = [320, 640, 1024, 1600].map((width) => ({ src: `/uploads/products/oil-${width}.webp`, width, height: width }));
    api.listProducts.mockResolvedValue({
      data: [{ ...sesame, image: '/uploads/products/oil-1600.webp', imageInfo: { src: '/uploads/products/oil-1600.webp', width: 1600, height: 1600, variants } }, { ...jaggery, image: '/uploads/products/jaggery.jpg' }],
      error: null,
    });
    renderAt('/admin/products', '/admin/products', <ProductList />);
    const [oil] = await screen.findAllByRole('img', { name: 'Sesame Oil' });
    expect(oil).toHaveAttribute('srcset', variants.map((variant) => `${variant.src} ${variant.width}w`).join(', '));
    expect(oil).toHaveAttribute('sizes', `${oil.getAttribute('width')}px`);
    const [jaggeryPicture] = screen.getAllByRole('img', { name: 'Jaggery' });
    expect(jaggeryPicture).toHaveAttribute('src', '/uploads/products/jaggery.jpg');
    expect(jaggeryPicture).not.toHaveAttribute('srcset');
  });
});

