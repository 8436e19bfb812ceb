import { Spinner } from '@maplepack/ui';
import { useLoaderStore } from '../../../stores/loader-store';
import { bar } from './global-loader.css';

/**
 * The site-wide loader: shown while the api client says its queue has waited long enough (spec §9,
 * 500 ms), with the newest request's message (spec §8). The live region stays mounted so screen
 * readers announce the message when it appears.
 */
export function GlobalLoader() {
  const { visible, message } = useLoaderStore((state) => state.snapshot);
  return (
    <div aria-live="polite" data-testid="global-loader">
      {visible && (
        <div className={bar}>
          <Spinner label={message} showLabel />
        </div>
      )}
    </div>
  );
}
