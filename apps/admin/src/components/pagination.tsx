import { Button } from '@maplepack/ui';
import { TEXT } from '../text';
import { row } from './admin.css';

export interface PaginationText {
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/** Previous and next page of a list, with where it is ("Page 2 of 3"); nothing when there is one page. */
export function Pagination({
  page,
  pages,
  goTo,
  text = TEXT.orders,
}: {
  page: number;
  pages: number;
  goTo: (page: number) => void;
  text?: PaginationText;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={text.pagination} className={row}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        {text.previous}
      </Button>
      <span>{text.pageOf(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
        {text.next}
      </Button>
    </nav>
  );
}
