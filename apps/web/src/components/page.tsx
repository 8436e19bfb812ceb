import { Container } from '@maplepack/ui';
import { type ReactNode, useEffect } from 'react';
import { documentTitle } from './document-title';
import { pageHeading } from './page.css';

/** A route's page frame: its h1 and the document title. Content arrives with each page's own work. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <Container>
      <h1 className={pageHeading}>{title}</h1>
      {children}
    </Container>
  );
}
