import { type ApiClient, isApiError } from '@maplepack/api-client';
import { type CheckoutReceipt } from '@maplepack/api-contract';
import { useEffect, useState } from 'react';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'ready'; receipt: CheckoutReceipt }
  /** Nobody's order to show: a guest goes to sign in (their order is theirs there), others home. */
  | { status: 'none'; to: string }
  | { status: 'error' };

export const THANK_YOU_LOGIN = '/login?redirect=%2Fthank-you';

/**
 * GET /checkout/receipt: the order this browser just placed, or the signed-in owner's latest. Nothing
 * is claimed without it: a 401 sends the person to sign in, any other refusal home.
 */
export function useReceipt(api: Pick<ApiClient, 'checkout'>, attempt: number): ReceiptState {
  const [state, setState] = useState<ReceiptState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.checkout.receipt({ background: true }).then(
      (receipt) => current && setState({ status: 'ready', receipt }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 401) setState({ status: 'none', to: THANK_YOU_LOGIN });
        else if (isApiError(error) && error.status >= 400 && error.status < 500)
          setState({ status: 'none', to: '/' });
        else setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);
  return state;
}
