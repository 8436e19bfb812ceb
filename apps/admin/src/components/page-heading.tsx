import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's h1, focused when the page opens: after a link in the nav a screen reader starts at the new
 * page's title instead of staying on the link (the storefront does the same on route changes).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
