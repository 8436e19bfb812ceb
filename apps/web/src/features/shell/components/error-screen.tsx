import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from '@maplepack/access';
import { buttonClass } from '@maplepack/ui';
import { useEffect } from 'react';
import { BareLayout } from './bare-layout';

/** Spec §8: the extra line of a 404. */
export const NOT_FOUND_DETAIL = 'This page could not be found';
/** Spec §8, spelled as the spec spells it. */
export const NESTED_ERROR_MESSAGE = 'An error occured while showing the error page';

/**
 * The error screen (spec §2, §8): 'Page not found' for a 404, otherwise 'An error occurred'; status
 * defaults to 500. Links are plain so it works outside the router too.
 */
export function ErrorScreen({ statusCode = 500 }: { statusCode?: number }) {
  const notFound = statusCode === 404;
  const heading = notFound ? NOT_FOUND_MESSAGE : GENERIC_ERROR_MESSAGE;
  useEffect(() => {
    document.title = `${heading} | Maplepack`;
  }, [heading]);
  return (
    <BareLayout plainLinks>
      <p aria-hidden="true" style={{ fontSize: '3rem', margin: 0 }}>
        {statusCode}
      </p>
      <h1>{heading}</h1>
      {notFound && <p>{NOT_FOUND_DETAIL}</p>}
      <a href="/" className={buttonClass()}>
        Home page
      </a>
    </BareLayout>
  );
}
