import { Container } from '@maplepack/ui';
import { type ReactNode } from 'react';
import { bareHeader } from './chrome.css';
import { Logo } from './logo';
import { centered, main, page } from './shell.css';

/**
 * Spec §2 bare layout: the logo and the content, centred. Used by screens that must work even when
 * the router or the stores are in trouble (error, maintenance, unsupported), so the logo is a plain
 * link there.
 */
export function BareLayout({ children, plainLinks = false }: { children: ReactNode; plainLinks?: boolean }) {
  return (
    <div className={page}>
      <header className={bareHeader}>
        <Container>
          <Logo plain={plainLinks} />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={`${main} ${centered}`}>
        {children}
      </main>
    </div>
  );
}
