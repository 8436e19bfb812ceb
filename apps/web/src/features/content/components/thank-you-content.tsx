import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { lead } from './content.css';
import { PageContent } from './page-content';

/** The thank-you page after checkout, with the welcome booklet the server sends. */
export function ThankYouContent() {
  const { t, i18n } = useLingui();
  // The booklet in the page's language (the server makes the French one from the French page).
  const booklet = i18n.locale === 'fr' ? '/welcomebooklet.pdf?lang=fr' : '/welcomebooklet.pdf';
  return (
    <PageContent slug="thank-you" schema={(schemas) => schemas.thankYouAcfSchema}>
      {(acf) => (
        <>
          <p className={lead}>{acf.title}</p>
          <p>{acf.text}</p>
          {acf.next_steps.length > 0 && (
            <ul>
              {acf.next_steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          )}
          <p>
            {/* A file the server sends, not an SPA route: a plain link. */}
            <a href={booklet}>{t`Download the welcome booklet (PDF)`}</a>
          </p>
          {acf.button !== undefined && (
            <Link to={acf.button.route} className={buttonClass()}>
              {acf.button.label}
            </Link>
          )}
        </>
      )}
    </PageContent>
  );
}
