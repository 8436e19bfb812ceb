import { type ReactNode } from 'react';
import { transition } from './shell.css';

/**
 * Fades a page in when it is entered. Off where access says so (product category pages re-render in
 * place); the CSS drops the animation for prefers-reduced-motion.
 */
export function PageTransition({
  enabled,
  pageKey,
  children,
}: {
  enabled: boolean;
  pageKey: string;
  children: ReactNode;
}) {
  if (!enabled) return <div data-transition="off">{children}</div>;
  return (
    <div key={pageKey} className={transition} data-transition="on">
      {children}
    </div>
  );
}
