/** Previous / numbered / Next pagination, shown only when there is more than one page (product list). */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      <button type="button" className="admin-btn admin-btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          className={`admin-btn ${n === page ? 'admin-btn--primary' : 'admin-btn--secondary'}`}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="admin-btn admin-btn--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** 'Prev', 'Page X of Y', 'Next' (gallery list). */
export function CompactPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      <button type="button" className="admin-btn admin-btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </button>
      <span className="admin-pagination__label" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="admin-btn admin-btn--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Clamps a page number and returns the slice of items on it. */
export function paginate<T>(items: T[], page: number, size: number): { pageItems: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pageItems: items.slice((current - 1) * size, current * size), pages, page: current };
}
