import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ADMIN_GALLERY_PAGE_SIZE, matchesSearch, type GalleryItem } from '@catalogue/domain';
import { deleteGalleryItem, listGalleryItems, togglePopular } from '../../api/gallery';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CompactPagination, paginate } from '../components/Pagination';
import { Thumb, usePageTitle } from '../components/misc';
import { useIsMobile } from '../components/useMediaQuery';

export function GalleryList() {
  usePageTitle('Gallery');
  const isMobile = useIsMobile();
  const [items, setItems] = useState<GalleryItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pendingDelete, setPendingDelete] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(async () => {
    const { data, error } = await listGalleryItems();
    if (error) toast.error('Failed to fetch gallery items');
    setItems(data ?? []);
    setLoading(false);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const filtered = useMemo(() => items.filter((item) => matchesSearch([item.title, item.description, item.category], search)), [items, search]);
  const { pageItems, pages, page: current } = paginate(filtered, page, ADMIN_GALLERY_PAGE_SIZE);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    const { error } = await deleteGalleryItem(pendingDelete._id);
    setDeleting(false);
    if (error) toast.error('Failed to delete gallery item');
    else {
      toast.success('Gallery item deleted successfully');
      setItems((list) => list.filter((item) => item._id !== pendingDelete._id));
    }
    setPendingDelete(null);
  };

  const flipPopular = async (item: GalleryItem) => {
    const { data, error } = await togglePopular(item._id);
    if (error) {
      toast.error('Failed to update popular status');
      return;
    }
    const isPopular = data?.isPopular ?? !item.isPopular;
    setItems((list) => list.map((entry) => (entry._id === item._id ? { ...entry, isPopular } : entry)));
    toast.success(isPopular ? `"${item.title}" marked as popular` : `"${item.title}" is no longer popular`);
  };

  const popularButton = (item: GalleryItem) => (
    <button
      type="button"
      className={`admin-badge admin-badge--button ${item.isPopular ? 'admin-badge--featured' : ''}`}
      aria-pressed={item.isPopular}
      aria-label={`Popular: ${item.title}`}
      onClick={() => void flipPopular(item)}
    >
      {item.isPopular ? '★ Popular' : '☆ Not popular'}
    </button>
  );
  const actions = (item: GalleryItem) => (
    <div className="admin-row-actions">
      <Link className="admin-btn admin-btn--secondary admin-btn--small" to={`/admin/gallery/edit/${item._id}`} aria-label={`Edit ${item.title}`}>
        Edit
      </Link>
      <button type="button" className="admin-btn admin-btn--danger admin-btn--small" onClick={() => setPendingDelete(item)} aria-label={`Delete ${item.title}`}>
        Delete
      </button>
    </div>
  );

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-h1">Gallery Management</h1>
        <Link to="/admin/gallery/new" className="admin-btn admin-btn--primary">
          + Add New
        </Link>
      </div>
      <div className="admin-toolbar">
        <label className="admin-visually-hidden" htmlFor="gallery-search">
          Search gallery items
        </label>
        <input
          id="gallery-search"
          type="search"
          placeholder="Search gallery items..."
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {loading ? (
        <p className="admin-loading" role="status">
          Loading...
        </p>
      ) : filtered.length === 0 ? (
        <p className="admin-empty">No gallery items found.</p>
      ) : isMobile ? (
        <ul className="admin-cards" aria-label="Gallery items">
          {pageItems.map((item) => (
            <li key={item._id} className="admin-item-card" data-testid="gallery-card">
              <Thumb src={item.image} alt={item.title} size={64} />
              <div className="admin-item-card__body">
                <strong>{item.title}</strong>
                <span className="admin-muted">{item.category || 'None'}</span>
                {popularButton(item)}
                {actions(item)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Gallery items">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Popular</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {pageItems.map((item) => (
                <tr key={item._id} data-testid="gallery-row">
                  <td>
                    <Thumb src={item.image} alt={item.title} />
                  </td>
                  <td>{item.title}</td>
                  <td>{item.category || 'None'}</td>
                  <td>{popularButton(item)}</td>
                  <td>{actions(item)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CompactPagination page={current} pages={pages} onPage={setPage} />
      <p className="admin-muted admin-small">
        Other forms: <Link to="/admin/gallery/simple/new">simple form</Link> · <Link to="/admin/gallery/simple2">quick add</Link> ·{' '}
        <Link to="/admin/gallery/json">JSON test form</Link>
      </p>
      <ConfirmDialog
        open={Boolean(pendingDelete)}
        title="Confirm Delete"
        message="Are you sure you want to delete this gallery item? This action cannot be undone."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
