import { isApiError } from '@maplepack/api-client';
import { useEffect, useState } from 'react';
import { TEXT } from '../text';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; data: T };

/**
 * Loads what a page shows whenever `key` changes (the page's address, its query), cancelling the load
 * it replaces. `replace` swaps the data for a fresher copy a write answered with.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): [Loaded<T>, (data: T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoaded({ state: 'loaded', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: 'failed', message: isApiError(error) ? error.message : TEXT.app.genericError });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `key` says when what it loads changes.
  }, [key]);
  return [loaded, (data: T) => setLoaded({ state: 'loaded', data })];
}
