// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryList } from '../../src/admin/categories/CategoryList';
import { category, renderAt } from './helpers';

vi.mock('../../src/api/categories', () => ({ listCategories: vi.fn(), deleteCategory: vi.fn(), updateCategoryNavSettings: vi.fn() }));
vi.mock('../../src/admin/components/toast', async (original) => ({
  ...(await original<typeof import('../../src/admin/components/toast')>()),
  toast: { success: vi.fn(), error: vi.fn(), deleted: vi.fn() },
}));

import * as categories from '../../src/api/categories';
import { toast } from '../../src/admin/components/toast';

const api = vi.mocked(categories);
const oils = category('oils', 'Oils', { order: 10, subcategories: [category('cold', 'Cold pressed', { parent: 'oils' })] });
const foods = category('foods', 'Foods', { order: 20 });

beforeEach(() => {
  vi.clearAllMocks();
  api.listCategories.mockResolvedValue({ data: [oils, foods], error: null });
});

async function deleteByButton(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this category? This will also delete all subcategories.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('category list', { timeout: 20_000 }, () => {
  it("a refused delete shows the spec's message with the server's explanation, and the category stays", async () => {
    const user = userEvent.setup();
    api.deleteCategory.mockResolvedValue({
      data: null,
      error: { status: 409, message: 'This category is used by 3 product(s). Move or delete them first.' },
    });
    renderAt('/admin/categories', '/admin/categories', <CategoryList />);
    await deleteByButton(user, 'Foods');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete category. It may be associated with products.');
    expect(alert).toHaveTextContent('This category is used by 3 product(s). Move or delete them first.');
    expect(screen.getByText('Foods')).toBeInTheDocument();
    expect(api.listCategories).toHaveBeenCalledTimes(1);

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a deleted category leaves the list: the categories are read again', async () => {
    const user = userEvent.setup();
    api.deleteCategory.mockResolvedValue({ data: null, error: null });
    renderAt('/admin/categories', '/admin/categories', <CategoryList />);
    await screen.findByText('Foods');
    api.listCategories.mockResolvedValue({ data: [oils], error: null });
    await deleteByButton(user, 'Foods');

    await waitFor(() => expect(screen.queryByText('Foods')).not.toBeInTheDocument());
    expect(api.deleteCategory).toHaveBeenCalledWith('foods');
    expect(toast.deleted).toHaveBeenCalledWith('Category deleted successfully', expect.any(Function));
  });

  it('subcategories show under their main category on demand', async () => {
    const user = userEvent.setup();
    renderAt('/admin/categories', '/admin/categories', <CategoryList />);
    const toggle = await screen.findByRole('button', { name: '▸ Show 1 subcategory' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Cold pressed')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('list', { name: 'Subcategories of Oils' })).toHaveTextContent('Cold pressed');
    expect(screen.getByRole('button', { name: '▾ Hide 1 subcategory' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the empty text when there are no categories', async () => {
    api.listCategories.mockResolvedValue({ data: [], error: null });
    renderAt('/admin/categories', '/admin/categories', <CategoryList />);
    expect(await screen.findByText('No categories found. Add your first category to get started.')).toBeInTheDocument();
  });
});
