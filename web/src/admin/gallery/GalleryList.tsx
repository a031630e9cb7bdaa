import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ADMIN_GALLERY_PAGE_SIZE, matchesSearch, type GalleryItem } from '@catalogue/domain';
import { deleteGalleryItem, listGalleryItems, togglePopular } from '../../api/gallery';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CompactPagination, paginate } from '../components/Pagination';
import { Thumb, usePageTitle } from '../components/misc';
import { useIsMobile } from '../../components/hooks';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { ToggleBadge } from '../components/ToggleBadge';
import { flipFlag } from '../components/flipFlag';
import { RowActions } from '../components/RowActions';
import { PageHead } from '../components/PageHead';
import { SearchInput } from '../components/SearchInput';
import { Loading } from '../components/Loading';
import { TableHead } from '../components/TableHead';

export function GalleryList() {
  usePageTitle('Gallery');
  const isMobile = useIsMobile();
  const [items, setItems] = useState<GalleryItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

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

  const deletion = useDeleteConfirm(
    (item: GalleryItem) => deleteGalleryItem(item._id),
    (deleted, failed) => {
      if (failed) toast.error('Failed to delete gallery item');
      else {
        toast.success('Gallery item deleted successfully');
        setItems((list) => list.filter((item) => item._id !== deleted._id));
      }
    },
  );

  const flipPopular = (item: GalleryItem) =>
    flipFlag(togglePopular, item, (entry) => entry.isPopular, setItems, {
      failed: 'Failed to update popular status',
      on: `"${item.title}" marked as popular`,
      off: `"${item.title}" is no longer popular`,
    });

  const popularButton = (item: GalleryItem) => (
    <ToggleBadge
      pressed={item.isPopular}
      label={`Popular: ${item.title}`}
      onText="★ Popular"
      offText="☆ Not popular"
      onToggle={() => void flipPopular(item)}
    />
  );
  const actions = (item: GalleryItem) => <RowActions editTo={`/admin/gallery/edit/${item._id}`} name={item.title} onDelete={() => deletion.ask(item)} />;

  return (
    <div className="admin-page">
      <PageHead title="Gallery Management" addTo="/admin/gallery/new" addLabel="+ Add New" />
      <div className="admin-toolbar">
        <SearchInput
          id="gallery-search"
          label="Search gallery items"
          placeholder="Search gallery items..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      {loading ? (
        <Loading />
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
            <TableHead columns={['Image', 'Title', 'Category', 'Popular', 'Actions']} />
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
        {...deletion.dialog}
        title="Confirm Delete"
        message="Are you sure you want to delete this gallery item? This action cannot be undone."
      />
    </div>
  );
}
