import { Loader } from '@maplepack/ui';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { muted, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { CONTENT_TEXT } from './content-text';

const T = CONTENT_TEXT.list;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  });

/** The pages the storefront shows from content (about, FAQ, team, references, privacy, terms). */
export function ContentListPage() {
  const { client } = useServices();
  const [loaded] = useLoad((signal) => client.contentPages({ signal }), 'content');
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{T.page}</th>
              <th scope="col">{T.titleEn}</th>
              <th scope="col">{T.titleFr}</th>
              <th scope="col">{T.updated}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.data.pages.map((page) => (
              <tr key={page.slug}>
                <td>
                  <Link to={`/content/${page.slug}`}>{CONTENT_TEXT.pages[page.slug]}</Link>
                </td>
                <td>{page.title}</td>
                <td>{page.title_fr ?? <span className={muted}>{T.notWritten}</span>}</td>
                <td>{when(page.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
