// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainDefaults, productFields, singleSize, type Product } from '@catalogue/domain';
import type { ApiResult } from '../../src/api/client';
import { ProductForm } from '../../src/admin/products/ProductForm';
import { category, deferred, fileOfSize, renderAt } from './helpers';

vi.mock('../../src/api/products', () => ({ createProduct: vi.fn(), updateProduct: vi.fn(), getProduct: vi.fn() }));
vi.mock('../../src/api/categories', () => ({ listCategories: vi.fn() }));

import * as products from '../../src/api/products';
import * as categories from '../../src/api/categories';

const api = vi.mocked(products);
const cats = vi.mocked(categories);

const product: Product = {
  ...plainDefaults(productFields),
  _id: 'p1',
  name: 'Groundnut Oil',
  slug: 'groundnut-oil',
  description: 'Cold pressed',
  price: 250,
  images: [{ _id: 'abc', src: '/uploads/products/abc-1024.webp', variants: [], width: 1024, height: 768, social: null }],
  image: '/uploads/products/abc-1024.webp',
  category: { _id: 'oils', name: 'Oils', slug: 'oils' },
  subcategory: null,
  featured: false,
  inStock: true,
  createdAt: '',
  updatedAt: '',
  variants: [singleSize(250, true)],
};

beforeEach(() => {
  vi.clearAllMocks();
  cats.listCategories.mockResolvedValue({ data: [category('oils', 'Oils')], error: null });
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Product Name/), '  Sesame Oil  ');
  await user.selectOptions(screen.getByLabelText(/Category/), 'oils');
}

describe('product form', { timeout: 20_000 }, () => {
  it('goes idle → saving → success message → redirect to the list after 1.5 s', async () => {
    const user = userEvent.setup();
    const pending = deferred<ApiResult<Product>>();
    api.createProduct.mockReturnValue(pending.promise);
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);

    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(api.createProduct).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sesame Oil', variants: [expect.objectContaining({ price: 0, inStock: true, label: '' })], category: 'oils', featured: false, deleteImage: false }),
      null,
    );

    const started = Date.now();
    pending.resolve({ data: product, error: null });
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Products list')).not.toBeInTheDocument();
    await screen.findByText('Products list', {}, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('shows the error heading, the message, field errors and the debug panel after a failure', async () => {
    const user = userEvent.setup();
    api.createProduct.mockResolvedValue({
      data: null,
      error: { status: 400, message: 'Validation failed', errors: { name: 'A product with this name already exists' } },
    });
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Saving Product');
    expect(alert).toHaveTextContent('Validation failed');
    expect(screen.getByText('A product with this name already exists')).toBeInTheDocument();
    expect(screen.getByTestId('debug-panel')).toHaveTextContent('"status": 400');
    expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled();
  });

  it('validates with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);
    await screen.findByLabelText(/Product Name/);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(api.createProduct).not.toHaveBeenCalled();
  });

  it('slug: shows the current one with its hint, refuses a malformed one on its field, sends a new one', async () => {
    const user = userEvent.setup();
    api.getProduct.mockResolvedValue({ data: product, error: null });
    api.updateProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/edit/p1', '/admin/products/edit/:id', <ProductForm />);
    const slug = await screen.findByLabelText('Slug');
    expect(slug).toHaveValue('groundnut-oil');
    expect(screen.getByText('Used in the page address /products/{slug}')).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'Groundnut Oil');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Use lower-case letters, digits and single hyphens only, e.g. rose-soap')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(api.updateProduct).not.toHaveBeenCalled();

    await user.clear(slug);
    await user.type(slug, 'wood-pressed-groundnut-oil');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalled());
    expect(api.updateProduct.mock.calls[0][1]).toMatchObject({ slug: 'wood-pressed-groundnut-oil' });
  });

  it('refuses an image over 5 MB before upload', async () => {
    const user = userEvent.setup();
    api.createProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);
    await fillRequired(user);
    expect(screen.getByText('Upload a product image. Maximum size: 5MB.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/Product Image/), fileOfSize('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Image file is too large. Maximum size: 5MB.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(api.createProduct).toHaveBeenCalled());
    expect(api.createProduct.mock.calls[0][1]).toBeNull();
  });

  it('accepts an image of exactly 5 MB and sends it', async () => {
    const user = userEvent.setup();
    api.createProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);
    await fillRequired(user);
    const file = fileOfSize('ok.png', 5 * 1024 * 1024);
    await user.upload(screen.getByLabelText(/Product Image/), file);
    expect(screen.queryByText('Image file is too large. Maximum size: 5MB.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(api.createProduct).toHaveBeenCalled());
    expect(api.createProduct.mock.calls[0][1]).toBe(file);
  });

  it('edit: remove shows the notice and saves with deleteImage; choosing a file clears it', async () => {
    const user = userEvent.setup();
    api.getProduct.mockResolvedValue({ data: product, error: null });
    api.updateProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/edit/p1', '/admin/products/edit/:id', <ProductForm />);

    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('Groundnut Oil');
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', '/uploads/products/abc-1024.webp');

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('Image will be removed when you save this product.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalled());
    expect(api.updateProduct.mock.calls[0][0]).toBe('p1');
    expect(api.updateProduct.mock.calls[0][1]).toMatchObject({ deleteImage: true, name: 'Groundnut Oil', variants: [{ price: 250, inStock: true }] });
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  });

  it('edit: choosing a new file after remove clears the delete flag', async () => {
    const user = userEvent.setup();
    api.getProduct.mockResolvedValue({ data: product, error: null });
    api.updateProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/edit/p1', '/admin/products/edit/:id', <ProductForm />);
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    const file = fileOfSize('new.png', 1000);
    await user.upload(screen.getByLabelText(/Product Image/), file);
    expect(screen.queryByText('Image will be removed when you save this product.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalled());
    expect(api.updateProduct.mock.calls[0][1]).toMatchObject({ deleteImage: false });
    expect(api.updateProduct.mock.calls[0][2]).toBe(file);
  });

  it('links to creating a category first when none exist', async () => {
    cats.listCategories.mockResolvedValue({ data: [], error: null });
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);
    expect(await screen.findByRole('link', { name: 'Create a category first' })).toHaveAttribute('href', '/admin/categories/new');
  });

  it("shows 'Failed to fetch product data' when the product cannot be loaded", async () => {
    api.getProduct.mockResolvedValue({ data: null, error: { status: 404, message: 'Product not found' } });
    renderAt('/admin/products/edit/zz', '/admin/products/edit/:id', <ProductForm />);
    expect(await screen.findByText('Failed to fetch product data')).toBeInTheDocument();
  });
});
