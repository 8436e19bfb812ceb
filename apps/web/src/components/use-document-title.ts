import { useEffect } from 'react';

let serverTitle: string | null = null;

/**
 * Sets the document's title to `title` (already "{page} | Maplepack", see documentTitle). A server render
 * has no document: it keeps the last title rendered, which is the page's, for the HTML's <title>.
 */
export function useDocumentTitle(title: string): void {
  if (typeof window === 'undefined') serverTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The title the last server render asked for, and forgets it (src/entry-server.tsx). */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}
