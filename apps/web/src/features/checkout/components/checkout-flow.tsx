import { useLingui } from '@lingui/react/macro';
import { type CheckoutInput, formSteps } from '@maplepack/checkout';
import { Loader, VisuallyHidden } from '@maplepack/ui';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { type PaymentSetup } from '../checkout-setup';
import { type StripeLoader } from '../stripe-types';
import { stepAnnouncementText, stepTitle } from '../checkout-text';
import { useCheckout, type UseCheckoutDeps } from '../use-checkout';
import { currentStep, layout, section, stepHeading, steps } from './checkout.css';
import { ContactStep } from './contact-step';
import { OrderSummary } from './order-summary';
import { EmptyCart, Placing } from './simple-screens';
import { preloadable } from '../../../lib/preloadable';

// Only the trial program asks for eligibility: /checkout never loads that step.
const EligibilityStep = preloadable('checkout-flow/EligibilityStep', () =>
  import('./eligibility-step').then((module) => ({ default: module.EligibilityStep })),
);
// The summary, the payment and the outcomes load while the person fills in the first steps.
const SummaryStep = preloadable('checkout-flow/SummaryStep', () =>
  import('./summary-step').then((module) => ({ default: module.SummaryStep })),
);
// The shipping step is never the first one shown: it loads while the person fills in the contact step.
const shippingStep = () => import('./shipping-step');
const ShippingStep = preloadable('checkout-flow/ShippingStep', () =>
  shippingStep().then((module) => ({ default: module.ShippingStep })),
);
const statusScreens = () => import('./status-screens');
const AccountExists = preloadable('checkout-flow/AccountExists', () =>
  statusScreens().then((module) => ({ default: module.AccountExists })),
);
const Failed = preloadable('checkout-flow/Failed', () =>
  statusScreens().then((module) => ({ default: module.Failed })),
);
const TotalChanged = preloadable('checkout-flow/TotalChanged', () =>
  statusScreens().then((module) => ({ default: module.TotalChanged })),
);
const TestAuthenticationDialog = preloadable('checkout-flow/TestAuthenticationDialog', () =>
  statusScreens().then((module) => ({ default: module.TestAuthenticationDialog })),
);

export interface CheckoutFlowProps {
  input: CheckoutInput;
  deps: UseCheckoutDeps;
  payment: PaymentSetup;
  loadStripe: StripeLoader;
  /** The browser's estimate from the cart, shown until the server's quote arrives. */
  estimate: ReactNode;
  today: { year: number; month: number };
}

const HEADING_ID = 'checkout-step';

/**
 * The checkout on screen: the machine's step, its heading focused and announced on every change, and
 * the order summary beside it. Every decision is the machine's; this renders and sends events.
 */
export function CheckoutFlow({ input, deps, payment, loadStripe, estimate, today }: CheckoutFlowProps) {
  const { t } = useLingui();
  const checkout = useCheckout(input, deps);
  const { step, context } = checkout;
  const trial = context.campaign !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Start fetching the later steps' code at once, so they are there when the person is.
  useEffect(() => {
    void shippingStep();
    void import('./summary-step');
    void statusScreens();
  }, []);

  // Keyboard and screen-reader users follow the steps: each new step takes focus on its heading.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (step === 'empty') return <EmptyCart />;

  const numbered = formSteps(trial);
  const shown = step === 'placing' || step === 'requires-action' ? 'summary' : step;
  let body: ReactNode;
  switch (shown) {
    case 'eligibility':
      body = <EligibilityStep checkout={checkout} headingId={HEADING_ID} />;
      break;
    case 'contact':
      body = <ContactStep checkout={checkout} headingId={HEADING_ID} />;
      break;
    case 'shipping':
      body = <ShippingStep checkout={checkout} headingId={HEADING_ID} />;
      break;
    case 'total-changed':
      body = <TotalChanged checkout={checkout} />;
      break;
    case 'account-exists':
      body = <AccountExists checkout={checkout} />;
      break;
    case 'failed':
      body = <Failed checkout={checkout} />;
      break;
    case 'done':
      body = <Placing />;
      break;
    default:
      body = <SummaryStep checkout={checkout} payment={payment} loadStripe={loadStripe} today={today} />;
  }

  return (
    <div className={layout}>
      <div className={section}>
        <div aria-live="polite" aria-atomic="true">
          <VisuallyHidden>{first.current ? '' : stepAnnouncementText(step, trial)}</VisuallyHidden>
        </div>
        <ol className={steps} aria-label={t`Checkout steps`}>
          {numbered.map((name, index) => (
            <li
              key={name}
              className={name === shown ? currentStep : undefined}
              aria-current={name === shown ? 'step' : undefined}
            >
              {index + 1}. {stepTitle(name)}
            </li>
          ))}
        </ol>
        <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className={stepHeading}>
          {stepTitle(shown)}
        </h2>
        {step === 'placing' && <Placing />}
        <Suspense fallback={<Loader />}>
          {body}
          {step === 'requires-action' && <TestAuthenticationDialog checkout={checkout} />}
        </Suspense>
      </div>
      <OrderSummary quote={context.quote} updating={checkout.quoteLoading} estimate={estimate} />
    </div>
  );
}
