import { Container } from '@maplepack/ui';
import { type ReactNode } from 'react';
import { documentTitle } from './document-title';
import { useDocumentTitle } from './use-document-title';
import { pageHeading } from './page.css';

/** A route's page frame: its h1 and the document title. Content arrives with each page's own work. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(documentTitle(title));
  return (
    <Container>
      <h1 className={pageHeading}>{title}</h1>
      {children}
    </Container>
  );
}
