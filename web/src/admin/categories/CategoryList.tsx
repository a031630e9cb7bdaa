import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Category, DropPosition } from '@catalogue/domain';
import { deleteCategory, listCategories, updateCategoryNavSettings } from '../../api/categories';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SortableList, type HandleProps } from '../components/SortableList';
import { byOrder, dropReorder } from '../components/reorder';
import { Thumb, usePageTitle } from '../components/misc';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { RowActions } from '../components/RowActions';
import { PageHead } from '../components/PageHead';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';

type Row = Category & { id: string };
const toRows = (list: Category[]): Row[] =>
  byOrder(list.map((c, index) => ({ ...c, id: c._id, order: Number.isFinite(c.order) ? c.order : 1000 + index })));

export function CategoryList() {
  usePageTitle('Categories');
  const [categories, setCategories] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const load = useCallback(async () => {
    const { data, error: loadError } = await listCategories();
    if (loadError) setError(loadError.message || 'Failed to fetch categories');
    else setError('');
    setCategories(toRows(data ?? []));
    setLoading(false);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Reorders a list (main categories, or the subcategories of one parent) and saves at once. */
  const reorder = async (list: Row[], activeId: string, overId: string, position: DropPosition, parentId: string | null) => {
    const result = dropReorder(list, activeId, overId, position);
    if (!result) return;
    const apply = (rows: Row[]) =>
      parentId
        ? categories.map((c) => (c._id === parentId ? { ...c, subcategories: rows } : c))
        : rows.map((row) => ({ ...row, subcategories: categories.find((c) => c._id === row._id)?.subcategories }));
    setCategories(apply(result.items));
    const outcomes = await Promise.all(result.changes.map((change) => updateCategoryNavSettings(change.id, { order: change.order })));
    if (outcomes.some((outcome) => outcome.error)) {
      toast.error('Failed to update category order.');
      void load();
    } else {
      toast.success('Category order updated');
    }
  };

  const deletion = useDeleteConfirm(
    (category: Category) => deleteCategory(category._id),
    (_deleted, failed) => {
      if (failed) {
        toast.error('Failed to delete category. It may be associated with products.');
        return;
      }
      toast.success('Category deleted successfully');
      void load();
    },
  );

  const row = (category: Row, handle: HandleProps, isSub: boolean) => {
    const subs = category.subcategories ?? [];
    const open = Boolean(expanded[category._id]);
    return (
      <div className={`admin-cat-row ${isSub ? 'admin-cat-row--sub' : ''}`} data-testid="category-row">
        <button type="button" className="admin-drag-handle" aria-label={`Drag to reorder ${category.name}`} {...handle}>
          ⠿
        </button>
        <Thumb src={category.image} alt={category.name} size={44} />
        <div className="admin-cat-row__main">
          <span className="admin-cat-row__name">{category.name}</span>
          <span className={`admin-badge ${isSub ? 'admin-badge--muted' : ''}`}>{isSub ? 'Subcategory' : 'Main Category'}</span>
          {!isSub && category.showInNav && <span className="admin-badge admin-badge--nav">In navigation</span>}
        </div>
        <RowActions editTo={`/admin/categories/edit/${category._id}`} name={category.name} onDelete={() => deletion.ask(category)}>
          {!isSub && subs.length > 0 && (
            <button
              type="button"
              className="admin-btn admin-btn--ghost admin-btn--small"
              aria-expanded={open}
              aria-controls={`subs-${category._id}`}
              onClick={() => setExpanded((state) => ({ ...state, [category._id]: !open }))}
            >
              {open ? '▾ Hide' : '▸ Show'} {subs.length} {subs.length === 1 ? 'subcategory' : 'subcategories'}
            </button>
          )}
        </RowActions>
      </div>
    );
  };

  return (
    <div className="admin-page">
      <PageHead title="Categories Management" addTo="/admin/categories/new" addLabel="+ Add New" />
      <p className="admin-tip">
        Tip: drag categories by their handle (⠿) to reorder them; the new order is saved immediately and used by the website's
        navigation. With the keyboard, focus a handle, press Space, move with the arrow keys and press Space again.
      </p>
      <ErrorAlert message={error} />
      {loading ? (
        <Loading />
      ) : categories.length === 0 ? (
        <p className="admin-empty">No categories found. Add your first category to get started.</p>
      ) : (
        <SortableList
          label="Categories"
          items={categories}
          getId={(c) => c.id}
          getName={(c) => c.name}
          onDrop={(a, o, p) => void reorder(categories, a, o, p, null)}
          renderItem={(category, handle, { dragging }) => (
            <>
              {row(category, handle, false)}
              {!dragging && expanded[category._id] && (category.subcategories?.length ?? 0) > 0 && (
                <div id={`subs-${category._id}`} className="admin-subcats">
                  <SortableList
                    label={`Subcategories of ${category.name}`}
                    items={toRows(category.subcategories ?? [])}
                    getId={(c) => c.id}
                    getName={(c) => c.name}
                    onDrop={(a, o, p) => void reorder(toRows(category.subcategories ?? []), a, o, p, category._id)}
                    renderItem={(sub, subHandle) => row(sub, subHandle, true)}
                  />
                </div>
              )}
            </>
          )}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete category"
        message="Are you sure you want to delete this category? This will also delete all subcategories."
      />
    </div>
  );
}
