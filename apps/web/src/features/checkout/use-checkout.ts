import {
  checkoutDraftOf,
  type CheckoutInput,
  checkoutStepOf,
  type CheckoutStep,
  paymentRequirement,
} from '@maplepack/checkout';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createCheckoutMachine, type CheckoutMachineDeps } from './machines/checkout-machine';
import { clearDraft, type DraftStorage, saveDraft } from './checkout-storage';

export interface UseCheckoutDeps extends CheckoutMachineDeps {
  storage: DraftStorage | null;
  /** After the order: sign the person in, empty the cart, go to the thank-you page. */
  onCompleted: () => void;
}

/**
 * Runs one checkout: the lib's machine with the shop's IO. It saves the draft (fields and the
 * attempt's key, never the password or the card) to this tab's storage on every change, and clears it
 * once the order is placed. Components read what it returns and send events; they decide nothing.
 */
export function useCheckout(input: CheckoutInput, deps: UseCheckoutDeps) {
  const [machine] = useState(() => createCheckoutMachine(deps));
  const actor = useActorRef(machine, { input });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const step: CheckoutStep = useSelector(actor, (snapshot) => checkoutStepOf(snapshot.value));
  const quoteState = useSelector(actor, (snapshot) =>
    typeof snapshot.value === 'object' ? String(snapshot.value['quote']) : 'idle',
  );
  const eligibilityChecking = useSelector(actor, (snapshot) =>
    snapshot.matches({ flow: { eligibility: 'checking' } }),
  );
  const completed = useRef(false);
  const { storage, onCompleted } = deps;

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (checkoutStepOf(snapshot.value) === 'done') {
        clearDraft(storage);
        if (!completed.current) {
          completed.current = true;
          onCompleted();
        }
        return;
      }
      saveDraft(storage, checkoutDraftOf(snapshot.context));
    });
    return () => subscription.unsubscribe();
  }, [actor, storage, onCompleted]);

  const requirement = paymentRequirement({
    trial: context.campaign !== null,
    account: context.account,
    quote: context.quote,
  });
  const quoteCurrent = context.quoteKey !== null && context.quotedKey === context.quoteKey;
  return {
    actor,
    send: actor.send,
    context,
    step,
    requirement,
    /** The quote shown is the server's for the current address and coupons. */
    quoteReady: quoteCurrent && quoteState === 'ready',
    quoteLoading: quoteState === 'loading' || quoteState === 'waiting',
    quoteFailed: quoteState === 'failed',
    eligibilityChecking,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
