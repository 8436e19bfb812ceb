import { type ReactNode, useState } from 'react';
import { transition } from './shell.css';

/**
 * Fades a page in when it is entered from another one. Off where access says so (product category pages
 * re-render in place); the CSS drops the animation for prefers-reduced-motion. The page a visit lands on
 * does not fade: the server painted it already, and a fade from transparent would hide it again.
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
  // The landing page's key until the first move to another page (React's "state from the previous render").
  const [landing, setLanding] = useState<string | null>(pageKey);
  if (landing !== null && pageKey !== landing) setLanding(null);
  if (!enabled || landing === pageKey) return <div data-transition="off">{children}</div>;
  return (
    <div key={pageKey} className={transition} data-transition="on">
      {children}
    </div>
  );
}
