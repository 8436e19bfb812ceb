import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@maplepack/ui';
import { documentTitle } from '../../../components/document-title';
import { useDocumentTitle } from '../../../components/use-document-title';
import { localizedPath } from '../../../lib/i18n/locale';
import { useLocaleStore } from '../../../stores/locale-store';
import { BareLayout } from './bare-layout';

/** Spec §8: the extra line of a 404. */
export const NOT_FOUND_DETAIL = msg`This page could not be found`;
/** Spec §8, spelled as the spec spells it. */
export const NESTED_ERROR_MESSAGE = msg`An error occured while showing the error page`;
// @maplepack/access's NOT_FOUND_MESSAGE and GENERIC_ERROR_MESSAGE, word for word in English
// (error-screen.test.tsx compares them).
export const NOT_FOUND_HEADING = msg`Page not found`;
export const GENERIC_ERROR_HEADING = msg`An error occurred`;

/**
 * The error screen (spec §2, §8): 'Page not found' for a 404, otherwise 'An error occurred'; status
 * defaults to 500. Links are plain so it works outside the router too.
 */
export function ErrorScreen({ statusCode = 500 }: { statusCode?: number }) {
  const { i18n, t } = useLingui();
  const locale = useLocaleStore((state) => state.locale);
  const notFound = statusCode === 404;
  const heading = i18n._(notFound ? NOT_FOUND_HEADING : GENERIC_ERROR_HEADING);
  useDocumentTitle(documentTitle(heading));
  return (
    <BareLayout plainLinks>
      <p aria-hidden="true" style={{ fontSize: '3rem', margin: 0 }}>
        {statusCode}
      </p>
      <h1>{heading}</h1>
      {notFound && <p>{i18n._(NOT_FOUND_DETAIL)}</p>}
      <a href={localizedPath('/', locale)} className={buttonClass()}>
        {t`Home page`}
      </a>
    </BareLayout>
  );
}
