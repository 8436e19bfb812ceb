import { t } from '@lingui/core/macro';
import { isApiError } from '@maplepack/api-client';
import { MAILING_ERROR_CODES } from '@maplepack/api-contract';
import { useCallback, useState } from 'react';

/** Where following an e-mailed link stands: nothing is sent until the person presses the button. */
export type LinkActionState<T> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; result: T }
  /** Nothing left to do (the subscription was already confirmed): a message, not an error. */
  | { kind: 'settled'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Runs a mailing link's action (confirm, unsubscribe) once the person asks for it. The link's page
 * only shows a button on load: e-mail scanners open links, and a plain visit must change nothing.
 * The server's messages (invalid link, expired link) are shown as they are.
 */
export function useLinkAction<T>(token: string | null, action: (token: string) => Promise<T>) {
  const [state, setState] = useState<LinkActionState<T>>(
    token === null || token === ''
      ? // MAILING_MESSAGES.invalidLink, the API's words for a link without its token, in the page's language
        { kind: 'failed', message: t`This link is not valid. Please check that you copied all of it.` }
      : { kind: 'idle' },
  );
  const run = useCallback(async () => {
    if (token === null || token === '') return;
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', result: await action(token) });
    } catch (error) {
      if (isApiError(error) && error.code === MAILING_ERROR_CODES.alreadyConfirmed) {
        setState({ kind: 'settled', message: error.message });
      } else {
        setState({
          kind: 'failed',
          message: isApiError(error) ? error.message : t`Something went wrong. Please try again.`,
        });
      }
    }
  }, [action, token]);
  return { state, run };
}
