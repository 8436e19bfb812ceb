import { shopMonth } from '@maplepack/calendar';
import { type AuthUser } from '@maplepack/access';
import { type CheckoutInput, type RandomBytes } from '@maplepack/checkout';
import { Loader } from '@maplepack/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { type CheckoutSetup, loadCheckoutSetup, type SetupApi } from '../checkout-setup';
import { marketingConsentText } from '../checkout-text';
import { type DraftStorage, loadDraft } from '../checkout-storage';
import { type CheckoutMachineDeps } from '../machines/checkout-machine';
import { loadStripeOnce } from '../stripe-loader';
import { type StripeLoader, type StripeNextAction } from '../stripe-types';
import { CheckoutFlow } from './checkout-flow';

/** What the cart gives the checkout (the route reads it from the cart store). */
export type CartForCheckout = Pick<CheckoutInput, 'lines' | 'coupons' | 'prefill' | 'planChange'>;

export interface CheckoutPageProps {
  api: SetupApi & CheckoutMachineDeps['api'];
  /** The signed-in person, or null for a guest. */
  user: AuthUser | null;
  campaign: CheckoutInput['campaign'];
  cart: CartForCheckout;
  estimate: ReactNode;
  storage: DraftStorage | null;
  onCompleted: () => void;
  /** Stripe.js, lazily (a stand-in in tests). */
  loadStripe?: StripeLoader;
  /** Randomness for the attempt's key; default the browser's crypto. */
  randomBytes?: RandomBytes;
  /** This month, for the test card's expiry; default the browser's clock. */
  today?: { year: number; month: number };
}

const browserRandomBytes: RandomBytes = (size) => crypto.getRandomValues(new Uint8Array(size));

function thisMonth(): { year: number; month: number } {
  return shopMonth(Date.now());
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; setup: CheckoutSetup };

/** /checkout and /checkout/trialprogram: learns the payment provider and the account, then runs the flow. */
export function CheckoutPage({
  api,
  user,
  campaign,
  cart,
  estimate,
  storage,
  onCompleted,
  loadStripe = loadStripeOnce,
  randomBytes = browserRandomBytes,
  today,
}: CheckoutPageProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [month] = useState(() => today ?? thisMonth());
  // Read once: the draft of this tab (fields and the attempt's key) is the machine's starting point.
  const [draft] = useState(() => loadDraft(storage));

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    loadCheckoutSetup(api, user).then(
      (setup) => current && setLoaded({ status: 'ready', setup }),
      () => current && setLoaded({ status: 'error' }),
    );
    return () => {
      current = false;
    };
    // The person, not the object: a refreshed session for the same person does not reload.
  }, [api, user?.id, attempt]);

  const setup = loaded.status === 'ready' ? loaded.setup : null;
  const stripe = useCallback(async (): Promise<StripeNextAction | null> => {
    if (setup?.payment.provider !== 'stripe') return null;
    return (await loadStripe(setup.payment.publishableKey)) as StripeNextAction | null;
  }, [setup, loadStripe]);
  const input = useMemo<CheckoutInput | null>(
    () =>
      setup === null
        ? null
        : {
            ...cart,
            campaign,
            account: setup.account,
            paymentProvider: setup.payment.provider,
            randomBytes,
            draft,
            // The CASL box's words as this page shows them, recorded with the consent.
            consentText: marketingConsentText(),
          },
    // The machine starts once with what was known then; later cart changes do not restart it.
    [setup],
  );

  if (loaded.status === 'error') return <LoadError onRetry={() => setAttempt((count) => count + 1)} />;
  if (setup === null || input === null) return <Loader />;
  return (
    <CheckoutFlow
      input={input}
      deps={{ api, stripe, storage, onCompleted }}
      payment={setup.payment}
      loadStripe={loadStripe}
      estimate={estimate}
      today={month}
    />
  );
}
