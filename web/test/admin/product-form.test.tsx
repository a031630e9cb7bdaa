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
  variants: [singleSize(250, true, { mrp: 250 })],
};

beforeEach(() => {
  vi.clearAllMocks();
  cats.listCategories.mockResolvedValue({ data: [category('oils', 'Oils')], error: null });
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Product Name\*?$/), '  Sesame Oil  ');
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
      expect.objectContaining({ name: 'Sesame Oil', variants: [expect.objectContaining({ price: 0, inStock: true, label: '' })], category: 'oils', featured: false, imageOrder: [] }),
      [],
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
    await screen.findByLabelText(/^Product Name\*?$/);
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

  it('refuses a photo over 5 MB before upload, and saves without it', async () => {
    const user = userEvent.setup();
    api.createProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);
    await fillRequired(user);

    await user.upload(screen.getByLabelText('Add photos'), fileOfSize('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('big.png: Image file is too large. Maximum size: 5MB.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(api.createProduct).toHaveBeenCalled());
    expect(api.createProduct.mock.calls[0][0]).toMatchObject({ imageOrder: [] });
    expect(api.createProduct.mock.calls[0][1]).toEqual([]);
  });

  it('sends the photos chosen, of up to 5 MB each, in order, and refuses more than 8', async () => {
    const user = userEvent.setup();
    api.createProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/new', '/admin/products/new', <ProductForm />);
    await fillRequired(user);
    const files = Array.from({ length: 9 }, (_, index) => fileOfSize(`photo-${index}.png`, index === 0 ? 5 * 1024 * 1024 : 1000));
    await user.upload(screen.getByLabelText('Add photos'), files);
    expect(await screen.findByText('A product has at most 8 photos: 1 not added')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo 1 (cover)' })).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-item')).toHaveLength(8);
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(api.createProduct).toHaveBeenCalled());
    expect(api.createProduct.mock.calls[0][0]).toMatchObject({ imageOrder: ['new:0', 'new:1', 'new:2', 'new:3', 'new:4', 'new:5', 'new:6', 'new:7'] });
    expect(api.createProduct.mock.calls[0][1]).toEqual(files.slice(0, 8));
  });

  it('edit: keeps the saved photo by its id, adds new ones after it, and removes one on request', async () => {
    const user = userEvent.setup();
    api.getProduct.mockResolvedValue({ data: product, error: null });
    api.updateProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/edit/p1', '/admin/products/edit/:id', <ProductForm />);

    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Product Name\*?$/)).toHaveValue('Groundnut Oil');
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', '/uploads/products/abc-1024.webp');
    const added = [fileOfSize('new-1.png', 1000), fileOfSize('new-2.png', 1000)];
    await user.upload(screen.getByLabelText('Add photos'), added);
    expect(await screen.findByRole('img', { name: 'Photo 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalledTimes(1));
    expect(api.updateProduct.mock.calls[0][0]).toBe('p1');
    expect(api.updateProduct.mock.calls[0][1]).toMatchObject({ imageOrder: ['abc', 'new:0', 'new:1'], name: 'Groundnut Oil', variants: [{ price: 250, inStock: true }] });
    expect(api.updateProduct.mock.calls[0][1]).not.toHaveProperty('deleteImage');
    expect(api.updateProduct.mock.calls[0][2]).toEqual(added);
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  });

  it('edit: removing the cover saves the others, the next one the cover', async () => {
    const user = userEvent.setup();
    const second = { ...product.images[0], _id: 'def', src: '/uploads/products/def-1024.webp' };
    api.getProduct.mockResolvedValue({ data: { ...product, images: [...product.images, second] }, error: null });
    api.updateProduct.mockResolvedValue({ data: product, error: null });
    renderAt('/admin/products/edit/p1', '/admin/products/edit/:id', <ProductForm />);
    await user.click(await screen.findByRole('button', { name: 'Remove Photo 1 (cover)' }));
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', '/uploads/products/def-1024.webp');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalled());
    expect(api.updateProduct.mock.calls[0][1]).toMatchObject({ imageOrder: ['def'] });
    expect(api.updateProduct.mock.calls[0][2]).toEqual([]);
  });

  it("shows the API's message about the photos beside them", async () => {
    const user = userEvent.setup();
    api.getProduct.mockResolvedValue({ data: product, error: null });
    api.updateProduct.mockResolvedValue({ data: null, error: { status: 400, message: 'Validation failed', errors: { imageOrder: "Photo abc is not one of this product's photos (reload to see its photos now)" } } });
    renderAt('/admin/products/edit/p1', '/admin/products/edit/:id', <ProductForm />);
    await user.click(await screen.findByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText("Photo abc is not one of this product's photos (reload to see its photos now)")).toBeInTheDocument();
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
