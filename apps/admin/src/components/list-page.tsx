import { Button, Loader } from '@maplepack/ui';
import { type FormEvent, type ReactNode } from 'react';
import { type Loaded } from '../lib/use-load';
import { filters } from './admin.css';
import { Alert } from './alert';
import { PageHeading } from './page-heading';
import { Pagination, type PaginationText } from './pagination';
import { RecordTable } from './record-table';

export interface ListPageProps<Data> {
  title: string;
  /** Above the search form (a "New coupon" link). */
  intro?: ReactNode;
  /** The search form: its labelled fields, its submit and its button's words. */
  search: { fields: ReactNode; onSubmit: (event: FormEvent) => void; submit: string };
  loaded: Loaded<Data>;
  /** The result count read out when a search answers ("41 orders", "No order matches"). */
  status: (data: Data) => string;
  columns: readonly ReactNode[];
  /** One `<tr>` per record of the answer; the table is left out when there is none. */
  rows: (data: Data) => readonly ReactNode[];
  /** For a paged list: the page, how many pages the answer says there are, and how to go to one. */
  pages?: {
    page: number;
    count: (data: Data) => number;
    goTo: (page: number) => void;
    text?: PaginationText;
  };
}

/**
 * A back-office list: the heading, the search form, then the loader, the error, or the result count (a
 * status, so a screen reader hears it), the table and the pages. The page supplies its fields, columns
 * and rows; how a search, a count and a page look and behave is the same on every list.
 */
export function ListPage<Data>({
  title,
  intro,
  search,
  loaded,
  status,
  columns,
  rows,
  pages,
}: ListPageProps<Data>) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {intro}
      <form role="search" className={filters} onSubmit={search.onSubmit}>
        {search.fields}
        <Button type="submit">{search.submit}</Button>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">{status(loaded.data)}</p>
          <Rows columns={columns} rows={rows(loaded.data)} />
          {pages !== undefined && (
            <Pagination
              page={pages.page}
              pages={pages.count(loaded.data)}
              goTo={pages.goTo}
              {...(pages.text === undefined ? {} : { text: pages.text })}
            />
          )}
        </>
      )}
    </>
  );
}

/** The answer's table, left out when the search found nothing (the status already says so). */
function Rows({ columns, rows }: { columns: readonly ReactNode[]; rows: readonly ReactNode[] }) {
  return rows.length === 0 ? null : <RecordTable columns={columns} rows={rows} />;
}
