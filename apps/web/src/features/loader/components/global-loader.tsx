import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
import { LOADER_MESSAGES } from '@maplepack/api-client';
import { Spinner } from '@maplepack/ui';
import { useLoaderStore } from '../../../stores/loader-store';
import { bar } from './global-loader.css';

/** The api client's loader messages (spec §8, English) in the page's language. */
const LOADER_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [LOADER_MESSAGES.retrieving]: msg`Please wait while we're retrieving your information.`,
  [LOADER_MESSAGES.sending]: msg`Please wait while we're sending your information.`,
  [LOADER_MESSAGES.default]: msg`Please wait...`,
};

/**
 * The site-wide loader: shown while the api client says its queue has waited long enough (spec §9,
 * 500 ms), with the newest request's message (spec §8). The live region stays mounted so screen
 * readers announce the message when it appears.
 */
export function GlobalLoader() {
  const { i18n } = useLingui();
  const { visible, message } = useLoaderStore((state) => state.snapshot);
  const text = LOADER_TEXTS[message];
  return (
    <div aria-live="polite" data-testid="global-loader">
      {visible && (
        <div className={bar}>
          <Spinner label={text === undefined ? message : i18n._(text)} showLabel />
        </div>
      )}
    </div>
  );
}
