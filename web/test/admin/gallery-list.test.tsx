// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryItem } from '@catalogue/domain';
import { GalleryList } from '../../src/admin/gallery/GalleryList';
import { renderAt } from './helpers';

vi.mock('../../src/api/gallery', () => ({ listGalleryItems: vi.fn(), deleteGalleryItem: vi.fn(), togglePopular: vi.fn() }));
vi.mock('../../src/admin/components/toast', async (original) => ({
  ...(await original<typeof import('../../src/admin/components/toast')>()),
  toast: { success: vi.fn(), error: vi.fn(), deleted: vi.fn() },
}));

import * as gallery from '../../src/api/gallery';
import { toast } from '../../src/admin/components/toast';

const api = vi.mocked(gallery);
const entry = (id: string, title: string, extra: Partial<GalleryItem> = {}): GalleryItem => ({
  _id: id,
  title,
  description: '',
  category: '',
  categoryId: null,
  subcategoryId: null,
  image: '',
  isPopular: false,
  order: 0,
  createdAt: '',
  updatedAt: '',
  ...extra,
});
const items = [entry('a', 'Harvest', { category: 'Farm' }), entry('b', 'Press day'), ...Array.from({ length: 6 }, (_, i) => entry(`x${i}`, `Field ${i}`))];

beforeEach(() => {
  vi.clearAllMocks();
  api.listGalleryItems.mockResolvedValue({ data: items, error: null });
});

const rows = () => screen.getAllByTestId('gallery-row');

// Chakra's components render slowly in jsdom on a busy machine.
describe('gallery list', { timeout: 20_000 }, () => {
  it('pages by 6, searches title, description and category, and shows None for no category', async () => {
    const user = userEvent.setup();
    renderAt('/admin/gallery', '/admin/gallery', <GalleryList />);
    expect(await screen.findByRole('heading', { name: 'Gallery Management' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Harvest' })).toHaveAttribute('href', '/admin/gallery/edit/a');

    await user.type(screen.getByPlaceholderText('Search gallery items...'), 'farm');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Harvest');
    expect(screen.queryByText('Page 1 of 2')).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search gallery items...'), 'xyz');
    expect(await screen.findByText('No gallery items found.')).toBeInTheDocument();
  });

  it('popular toggles through the API and shows the answer; delete asks first and removes the row', async () => {
    const user = userEvent.setup();
    api.togglePopular.mockResolvedValue({ data: { ...items[0], isPopular: true }, error: null });
    api.deleteGalleryItem.mockResolvedValue({ data: null, error: null });
    renderAt('/admin/gallery', '/admin/gallery', <GalleryList />);
    const popular = await screen.findByRole('button', { name: 'Popular: Harvest' });
    expect(popular).toHaveAttribute('aria-pressed', 'false');
    await user.click(popular);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Popular: Harvest' })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.togglePopular).toHaveBeenCalledWith('a');
    expect(toast.success).toHaveBeenCalledWith('"Harvest" marked as popular');

    api.listGalleryItems.mockResolvedValue({ data: items.slice(1), error: null });
    await user.click(screen.getByRole('button', { name: 'Delete Harvest' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Confirm Delete')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this gallery item? It moves to the trash for 30 days, where you can restore it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit Harvest' })).not.toBeInTheDocument());
    expect(api.deleteGalleryItem).toHaveBeenCalledWith('a');
    expect(toast.deleted).toHaveBeenCalledWith('Gallery item deleted successfully', expect.any(Function));
  });

  it('a failed read says so', async () => {
    api.listGalleryItems.mockResolvedValue({ data: null, error: { status: 503, message: 'down' } });
    renderAt('/admin/gallery', '/admin/gallery', <GalleryList />);
    expect(await screen.findByText('No gallery items found.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch gallery items');
  });
});
