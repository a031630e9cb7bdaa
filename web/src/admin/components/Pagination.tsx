import type { ReactNode } from 'react';

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

/** Previous and Next around `children`, over `pages` pages, in a `nav` landmark named 'Pagination'. */
function PaginationNav({ page, pages, onPage, previous, children }: PaginationProps & { previous: string; children: ReactNode }) {
  return (
    <nav aria-label="Pagination" className="bo-pagination">
      <button type="button" className="bo-button outline small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </button>
      {children}
      <button type="button" className="bo-button outline small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Previous / numbered / Next pagination, shown only when there is more than one page (product list). */
export function Pagination(props: PaginationProps) {
  if (props.pages <= 1) return null;
  return (
    <PaginationNav {...props} previous="Previous">
      {Array.from({ length: props.pages }, (_, index) => index + 1).map((n) => (
        <button
          key={n}
          type="button"
          className="bo-button outline small"
          aria-label={`Page ${n}`}
          aria-current={n === props.page ? 'page' : undefined}
          onClick={() => props.onPage(n)}
        >
          {n}
        </button>
      ))}
    </PaginationNav>
  );
}

/** 'Prev', 'Page X of Y', 'Next' (gallery list). */
export function CompactPagination(props: PaginationProps) {
  if (props.pages <= 1) return null;
  return (
    <PaginationNav {...props} previous="Prev">
      <span className="bo-page-text" aria-live="polite">
        Page {props.page} of {props.pages}
      </span>
    </PaginationNav>
  );
}

/** Clamps a page number and returns the slice of items on it. */
export function paginate<T>(items: T[], page: number, size: number): { pageItems: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pageItems: items.slice((current - 1) * size, current * size), pages, page: current };
}
