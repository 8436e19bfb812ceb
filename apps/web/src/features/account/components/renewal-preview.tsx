import { type AddressPlanPrice } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { formStatus, section, sectionHeading } from './account.css';

export type RenewalPreviewState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; province: string; plans: readonly AddressPlanPrice[] };

const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'December 21, 2026' for '2026-12-21'. */
export function renewalDateLabel(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DATE_FORMAT.format(date);
}

/**
 * What the new shipping address does to each plan's next renewal, before it is saved: the total
 * now and with the new address (taxes and shipping of the new province and postal code).
 */
export function RenewalPreview({ state }: { state: RenewalPreviewState }) {
  if (state.kind === 'none') return null;
  return (
    <div className={section} aria-live="polite">
      <h3 className={sectionHeading}>Your next renewal with this address</h3>
      {state.kind === 'loading' && <p>Calculating your renewal total…</p>}
      {state.kind === 'failed' && <p>{state.message}</p>}
      {state.kind === 'ready' && state.plans.length === 0 && <p>You have no plan that renews.</p>}
      {state.kind === 'ready' &&
        state.plans.map((plan) =>
          plan.proposed === null ? (
            <p key={plan.subscription_id}>Plan {plan.subscription_id} does not renew.</p>
          ) : (
            <p key={plan.subscription_id} className={formStatus} data-testid="renewal-preview">
              Renewal on {renewalDateLabel(plan.proposed.date)}: {moneyLabel(plan.proposed.total)}
              {plan.current !== null && plan.current.total !== plan.proposed.total
                ? ` (now ${moneyLabel(plan.current.total)})`
                : ''}
              , taxes for {state.province} included.
            </p>
          ),
        )}
    </div>
  );
}
