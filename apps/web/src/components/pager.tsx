import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@maplepack/ui';
import { useLocation } from 'react-router-dom';
import { Link } from './router-link';
import { pager } from './pager.css';

function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Previous / 'Page n of m' / Next, as links that keep the rest of the query (e.g. the campaign). */
export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const link = (to: number, label: string) => (
    <Link
      to={{ pathname, search: searchWithPage(search, to) }}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t`Pagination`} className={pager}>
      {page > 1 ? link(Math.min(page - 1, totalPages), t`Previous page`) : <span />}
      <span aria-current="page">{t`Page ${page} of ${totalPages}`}</span>
      {page < totalPages ? link(page + 1, t`Next page`) : <span />}
    </nav>
  );
}
