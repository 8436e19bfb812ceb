import { Trans } from '@lingui/react/macro';
import { type PageSlug } from '@maplepack/api-contract';
import { lead, muted } from './content.css';
import { PageContent } from './page-content';
import { RichText } from './rich-text';

export interface SectionsContentProps {
  slug: Extract<PageSlug, 'about' | 'terms' | 'privacy'>;
  /** The page's h1; the content's own title is shown under it only when it says something else. */
  pageTitle: string;
}

function LastUpdated({ date }: { date: string }) {
  return (
    <p className={muted}>
      <Trans>Last updated: {date}</Trans>
    </p>
  );
}

/** A page of titled sections: about, terms, privacy. */
export function SectionsContent({ slug, pageTitle }: SectionsContentProps) {
  return (
    <PageContent slug={slug} schema={(schemas) => schemas.sectionsAcfSchema}>
      {(acf) => (
        <>
          {acf.title !== pageTitle && <p className={lead}>{acf.title}</p>}
          {acf.last_updated !== undefined && <LastUpdated date={acf.last_updated} />}
          {acf.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              <RichText text={section.text} />
            </section>
          ))}
        </>
      )}
    </PageContent>
  );
}
