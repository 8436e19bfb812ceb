import { Loader } from '@maplepack/ui';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type Loaded } from '../lib/use-load';
import { Alert } from './alert';
import { PageHeading } from './page-heading';

/**
 * A detail page's frame: the link back to its list, then the loader, or a heading and the error when
 * the record could not be loaded, or the record as `children` draws it.
 */
export function RecordPage<Data>({
  back,
  loaded,
  failedTitle,
  children,
}: {
  back: { to: string; label: string };
  loaded: Loaded<Data>;
  failedTitle: string;
  children: (data: Data) => ReactNode;
}) {
  return (
    <>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && (
        <>
          <PageHeading>{failedTitle}</PageHeading>
          <Alert message={loaded.message} />
        </>
      )}
      {loaded.state === 'loaded' && children(loaded.data)}
    </>
  );
}
