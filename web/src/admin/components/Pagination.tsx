import type { ReactNode } from 'react';
import { Button, ButtonGroup, Pagination as ChakraPagination } from '@chakra-ui/react';

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

/** Chakra's Pagination over `pages` pages (one item a page), in a `nav` landmark named 'Pagination'. */
function PaginationRoot({ page, pages, onPage, previous, children }: PaginationProps & { previous: string; children: ReactNode }) {
  return (
    <ChakraPagination.Root
      asChild
      count={pages}
      pageSize={1}
      siblingCount={pages}
      page={page}
      onPageChange={(details) => onPage(details.page)}
      translations={{ rootLabel: 'Pagination', prevTriggerLabel: previous, nextTriggerLabel: 'Next', itemLabel: ({ page: n }) => `Page ${n}` }}
    >
      <nav>
        <ButtonGroup variant="outline" size="sm" gap="1.5" wrap="wrap" justifyContent="center" w="full">
          <ChakraPagination.PrevTrigger asChild>
            <Button>{previous}</Button>
          </ChakraPagination.PrevTrigger>
          {children}
          <ChakraPagination.NextTrigger asChild>
            <Button>Next</Button>
          </ChakraPagination.NextTrigger>
        </ButtonGroup>
      </nav>
    </ChakraPagination.Root>
  );
}

/** Previous / numbered / Next pagination, shown only when there is more than one page (product list). */
export function Pagination(props: PaginationProps) {
  if (props.pages <= 1) return null;
  return (
    <PaginationRoot {...props} previous="Previous">
      <ChakraPagination.Items render={(item) => <Button variant={{ base: 'outline', _selected: 'solid' }}>{item.value}</Button>} />
    </PaginationRoot>
  );
}

/** 'Prev', 'Page X of Y', 'Next' (gallery list). */
export function CompactPagination(props: PaginationProps) {
  if (props.pages <= 1) return null;
  return (
    <PaginationRoot {...props} previous="Prev">
      <ChakraPagination.PageText px="2" aria-live="polite" format={({ page, totalPages }) => `Page ${page} of ${totalPages}`} />
    </PaginationRoot>
  );
}

/** Clamps a page number and returns the slice of items on it. */
export function paginate<T>(items: T[], page: number, size: number): { pageItems: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pageItems: items.slice((current - 1) * size, current * size), pages, page: current };
}
