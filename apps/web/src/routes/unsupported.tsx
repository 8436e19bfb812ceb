import { useEffect } from 'react';

export const UNSUPPORTED_HEADING = 'Your browser is not supported';

export function Component() {
  useEffect(() => {
    document.title = `${UNSUPPORTED_HEADING} | Maplepack`;
  }, []);
  return (
    <>
      <h1>{UNSUPPORTED_HEADING}</h1>
      <p>
        Maplepack does not work in Internet Explorer. Please open this page in a current version of Microsoft
        Edge, Google Chrome, Mozilla Firefox or Safari.
      </p>
    </>
  );
}
