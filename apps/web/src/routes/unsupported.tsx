import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { documentTitle } from '../components/document-title';

export function Component() {
  const { t } = useLingui();
  const heading = t`Your browser is not supported`;
  useEffect(() => {
    document.title = documentTitle(heading);
  }, [heading]);
  return (
    <>
      <h1>{heading}</h1>
      <p>
        {t`Maplepack does not work in Internet Explorer. Please open this page in a current version of Microsoft Edge, Google Chrome, Mozilla Firefox or Safari.`}
      </p>
    </>
  );
}
