import { isApiError } from '@maplepack/api-client';
import { MAILING_ERROR_CODES, MAILING_MESSAGES } from '@maplepack/api-contract';
import { useCallback, useState } from 'react';

/** Where following an e-mailed link stands: nothing is sent until the person presses the button. */
export type LinkActionState<T> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; result: T }
  /** Nothing left to do (the subscription was already confirmed): a message, not an error. */
  | { kind: 'settled'; message: string }
  | { kind: 'failed'; message: string };

const FAILED = 'Something went wrong. Please try again.';

/**
 * Runs a mailing link's action (confirm, unsubscribe) once the person asks for it. The link's page
 * only shows a button on load: e-mail scanners open links, and a plain visit must change nothing.
 * The server's messages (invalid link, expired link) are shown as they are.
 */
export function useLinkAction<T>(token: string | null, action: (token: string) => Promise<T>) {
  const [state, setState] = useState<LinkActionState<T>>(
    token === null || token === ''
      ? { kind: 'failed', message: MAILING_MESSAGES.invalidLink }
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
        setState({ kind: 'failed', message: isApiError(error) ? error.message : FAILED });
      }
    }
  }, [action, token]);
  return { state, run };
}
