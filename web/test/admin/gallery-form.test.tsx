// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryItem } from '@catalogue/domain';
import { GalleryForm } from '../../src/admin/gallery/GalleryForm';
import { category, fileOfSize, renderAt } from './helpers';

vi.mock('../../src/api/gallery', () => ({ createGalleryItem: vi.fn(), updateGalleryItem: vi.fn(), getGalleryItem: vi.fn(), submitJsonTestForm: vi.fn() }));
vi.mock('../../src/api/categories', () => ({ listCategories: vi.fn() }));
vi.mock('../../src/admin/components/toast', async (original) => ({
  ...(await original<typeof import('../../src/admin/components/toast')>()),
  toast: { success: vi.fn(), error: vi.fn(), deleted: vi.fn() },
}));

import * as gallery from '../../src/api/gallery';
import * as categories from '../../src/api/categories';
import { toast } from '../../src/admin/components/toast';

const api = vi.mocked(gallery);
const item: GalleryItem = {
  _id: 'g1',
  title: 'Harvest',
  description: 'Sunflower harvest in the fields',
  category: 'Farm',
  categoryId: null,
  subcategoryId: null,
  image: '/uploads/gallery/h-1024.webp',
  isPopular: true,
  order: 0,
  createdAt: '',
  updatedAt: '',
};
/** An item filed under the category 'Oils' and its subcategory 'Cold pressed'. */
const filed: GalleryItem = { ...item, category: 'Oils', categoryId: 'oils', subcategoryId: 'cold', order: 30 };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(categories.listCategories).mockResolvedValue({
    data: [category('oils', 'Oils', { subcategories: [category('cold', 'Cold pressed', { parent: 'oils' })] }), category('foods', 'Foods')],
    error: null,
  });
});

// Chakra's components render slowly in jsdom on a busy machine.
describe('gallery forms (one implementation, four kinds)', { timeout: 20_000 }, () => {
  it('form 1: title and image required on create; success toasts and redirects at once', async () => {
    const user = userEvent.setup();
    api.createGalleryItem.mockResolvedValue({ data: item, error: null });
    renderAt('/admin/gallery/new', '/admin/gallery/new', <GalleryForm kind="standard" />);
    await user.click(await screen.findByRole('button', { name: 'Save Gallery Item' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title*'), 'Harvest');
    await user.type(screen.getByLabelText('Title (Tamil)'), 'அறுவடை');
    await user.type(screen.getByLabelText('Category'), 'Farm');
    await user.click(screen.getByRole('button', { name: 'Save Gallery Item' }));
    expect(await screen.findByText('Please select an image')).toBeInTheDocument();
    expect(api.createGalleryItem).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText(/^Image/), fileOfSize('h.png', 2000));
    await user.click(screen.getByRole('button', { name: 'Save Gallery Item' }));
    expect(await screen.findByText('Gallery list')).toBeInTheDocument();
    expect(api.createGalleryItem.mock.calls[0][0]).toEqual({ title: 'Harvest', description: '', category: 'Farm', translations: { ta: { title: 'அறுவடை', description: '' } } });
    expect(toast.success).toHaveBeenCalledWith('Gallery item created successfully');
  });

  it('form 1 edit sends only what it shows and changed (popular and an unchanged label stay) and can remove the image', async () => {
    const user = userEvent.setup();
    api.getGalleryItem.mockResolvedValue({ data: item, error: null });
    api.updateGalleryItem.mockResolvedValue({ data: item, error: null });
    renderAt('/admin/gallery/edit/g1', '/admin/gallery/edit/:id', <GalleryForm kind="standard" />);
    expect(await screen.findByLabelText('Title*')).toHaveValue('Harvest');
    expect(screen.getByLabelText('Category')).toHaveValue('Farm');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save Gallery Item' }));
    await waitFor(() => expect(api.updateGalleryItem).toHaveBeenCalled());
    expect(api.updateGalleryItem.mock.calls[0][1]).toEqual({ title: 'Harvest', description: 'Sunflower harvest in the fields', deleteImage: true, translations: { ta: { title: '', description: '' } } });
    expect(toast.success).toHaveBeenCalledWith('Gallery item updated successfully');
  });

  it('form 1 edit of an item filed under a category and subcategory keeps both links unless the label changes', async () => {
    const user = userEvent.setup();
    api.getGalleryItem.mockResolvedValue({ data: filed, error: null });
    api.updateGalleryItem.mockResolvedValue({ data: filed, error: null });
    const view = renderAt('/admin/gallery/edit/g1', '/admin/gallery/edit/:id', <GalleryForm kind="standard" />);
    await user.type(await screen.findByLabelText('Title*'), ' 2');
    expect(await screen.findByText('Filed under Oils › Cold pressed. Keep this label to keep it there.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Gallery Item' }));
    await waitFor(() => expect(api.updateGalleryItem).toHaveBeenCalledTimes(1));
    expect(api.updateGalleryItem.mock.calls[0][1]).toEqual({ title: 'Harvest 2', description: filed.description, deleteImage: false, translations: { ta: { title: '', description: '' } } });
    view.unmount();

    renderAt('/admin/gallery/edit/g1', '/admin/gallery/edit/:id', <GalleryForm kind="standard" />);
    await user.clear(await screen.findByLabelText('Category'));
    await user.type(screen.getByLabelText('Category'), 'Events');
    await user.click(screen.getByRole('button', { name: 'Save Gallery Item' }));
    await waitFor(() => expect(api.updateGalleryItem).toHaveBeenCalledTimes(2));
    expect(api.updateGalleryItem.mock.calls[1][1]).toMatchObject({ category: 'Events' });
  });

  it('form 2 (simple): required fields, subcategory only for categories that have them, popular', async () => {
    const user = userEvent.setup();
    api.createGalleryItem.mockResolvedValue({ data: item, error: null });
    renderAt('/admin/gallery/simple/new', '/admin/gallery/simple/new', <GalleryForm kind="simple" />);
    expect(await screen.findByText('Recommended size: 800x600 pixels')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Gallery' })).toHaveAttribute('href', '/admin/gallery');
    await user.click(screen.getByRole('button', { name: 'Create Gallery Item' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();

    expect(screen.queryByLabelText('Subcategory')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category*'), 'oils');
    await user.selectOptions(await screen.findByLabelText('Subcategory'), 'cold');
    await user.type(screen.getByLabelText('Name*'), 'Press');
    await user.type(screen.getByLabelText('Description*'), 'Our wooden press');
    await user.click(screen.getByLabelText('Mark as popular'));
    await user.upload(screen.getByLabelText(/^Image/), fileOfSize('p.png', 2000));
    await user.click(screen.getByRole('button', { name: 'Create Gallery Item' }));
    expect(await screen.findByText('Gallery item created successfully!')).toBeInTheDocument();
    expect(api.createGalleryItem.mock.calls[0][0]).toEqual({
      name: 'Press',
      description: 'Our wooden press',
      category: 'oils',
      subcategory: 'cold',
      popular: true,
      translations: { ta: { title: '', description: '' } },
    });
  });

  it('form 2 edit shows the saved category, subcategory and popular flag and sends them', async () => {
    const user = userEvent.setup();
    api.getGalleryItem.mockResolvedValue({ data: filed, error: null });
    api.updateGalleryItem.mockResolvedValue({ data: filed, error: null });
    renderAt('/admin/gallery/simple/edit/g1', '/admin/gallery/simple/edit/:id', <GalleryForm kind="simple" />);
    expect(await screen.findByLabelText('Category*')).toHaveValue('oils');
    expect(screen.getByLabelText('Subcategory')).toHaveValue('cold');
    expect(screen.getByLabelText('Mark as popular')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update Gallery Item' }));
    await waitFor(() => expect(api.updateGalleryItem).toHaveBeenCalled());
    expect(api.updateGalleryItem.mock.calls[0][1]).toEqual({
      name: 'Harvest',
      description: filed.description,
      category: 'oils',
      subcategory: 'cold',
      popular: true,
      deleteImage: false,
      translations: { ta: { title: '', description: '' } },
    });
  });

  it('form 3 (simple2): its own validation messages', async () => {
    const user = userEvent.setup();
    renderAt('/admin/gallery/simple2', '/admin/gallery/simple2', <GalleryForm kind="simple2" />);
    expect(await screen.findByRole('heading', { name: 'Add New Gallery Item' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description*'), 'short');
    await user.click(screen.getByRole('button', { name: 'Add Gallery Item' }));
    expect(await screen.findByText('Please provide a title for the gallery item')).toBeInTheDocument();
    expect(screen.getByText('Please provide a description with at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
  });

  it('form 2 failure shows the red message and stays on the form', async () => {
    const user = userEvent.setup();
    api.getGalleryItem.mockResolvedValue({ data: { ...item, categoryId: 'foods' }, error: null });
    api.updateGalleryItem.mockResolvedValue({ data: null, error: { status: 0, message: '' } });
    renderAt('/admin/gallery/simple/edit/g1', '/admin/gallery/simple/edit/:id', <GalleryForm kind="simple" />);
    expect(await screen.findByLabelText('Category*')).toHaveValue('foods');
    await user.click(screen.getByRole('button', { name: 'Update Gallery Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save gallery item. Please try again.');
    expect(screen.queryByText('Gallery list')).not.toBeInTheDocument();
  });

  it('form 4 (JSON test form): the first category preselected, the price checked and sent, the answer shown', async () => {
    const user = userEvent.setup();
    api.submitJsonTestForm.mockResolvedValue({ data: { success: true, message: 'Product created and added to the gallery' } as never, error: null });
    renderAt('/admin/gallery/json', '/admin/gallery/json', <GalleryForm kind="json" />);
    expect(await screen.findByLabelText('Category*')).toHaveValue('oils');
    await user.type(screen.getByLabelText('Name*'), 'Sesame oil');
    await user.type(screen.getByLabelText('Price (₹)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Price must be 0 or more')).toBeInTheDocument();
    expect(api.submitJsonTestForm).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '349.50');
    await user.click(screen.getByLabelText('Add to Gallery'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Product created and added to the gallery')).toBeInTheDocument();
    expect(api.submitJsonTestForm).toHaveBeenCalledWith({ name: 'Sesame oil', description: '', category: 'oils', price: 349.5, gallery: true });
    expect(screen.getByLabelText('Name*')).toHaveValue('');
  });
});
