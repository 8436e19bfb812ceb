import { muted } from './content.css';
import { PageContent } from './page-content';

/** The references page: the sources the advisory board uses, as external links. */
export function ReferencesContent() {
  return (
    <PageContent slug="references" schema={(schemas) => schemas.referencesAcfSchema}>
      {(acf) => (
        <>
          {acf.intro !== undefined && <p>{acf.intro}</p>}
          <ol>
            {acf.references.map((reference) => (
              <li key={reference.url}>
                <a href={reference.url} target="_blank" rel="noopener noreferrer">
                  {reference.title}
                </a>{' '}
                <span className={muted}>{reference.publisher}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </PageContent>
  );
}
