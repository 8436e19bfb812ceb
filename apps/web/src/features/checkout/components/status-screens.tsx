// Screens after the form (summary outcomes): their own chunk, loaded once the person reaches the summary.
import { useLingui } from '@lingui/react/macro';
import { Button, buttonClass, Modal } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { laterMessageText } from '../checkout-later-text';
import { amountText } from '../../../lib/i18n/amount-text';
import { type Checkout } from '../use-checkout';
import { actions, alert, notice, section } from './checkout.css';

/** After the retries: the order may exist, so "Try again" sends the same attempt (never a second order). */
export function Failed({ checkout }: { checkout: Checkout }) {
  const { t } = useLingui();
  const { context, send } = checkout;
  return (
    <div className={section}>
      <p role="alert" className={alert}>
        {laterMessageText(context.failure)}
      </p>
      <div className={actions}>
        <Button onClick={() => send({ type: 'checkout.retry' })}>{t`Try again`}</Button>
        <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
          {t`Back to the summary`}
        </Button>
      </div>
    </div>
  );
}

/** The server's total differs from the one the person saw: the new one, why, and a new confirmation. */
export function TotalChanged({ checkout }: { checkout: Checkout }) {
  const { t } = useLingui();
  const { context, send } = checkout;
  const quote = context.quote;
  const previous = context.previousTotal === null ? null : amountText(context.previousTotal);
  const total = quote === null ? '' : amountText(quote.total);
  return (
    <div className={section}>
      <p role="alert" className={alert}>
        {previous === null
          ? t`The total has changed since you last saw it. Your new total is ${total}. Nothing has been charged.`
          : t`The total has changed since you last saw it (it was ${previous}). Your new total is ${total}. Nothing has been charged.`}
      </p>
      {quote?.notices.map((item) => (
        <p key={`${item.kind}-${item.product_id ?? item.code ?? ''}`} className={notice}>
          {item.message}
        </p>
      ))}
      <div className={actions}>
        <Button onClick={() => send({ type: 'checkout.confirm-total' })}>
          {t`Confirm and pay ${total}`}
        </Button>
        <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
          {t`Back to the summary`}
        </Button>
      </div>
    </div>
  );
}

/** The e-mail has an account: sign in (the cart is kept, and checkout comes back after) or use another. */
export function AccountExists({ checkout }: { checkout: Checkout }) {
  const { t } = useLingui();
  const { context, send } = checkout;
  return (
    <div className={section}>
      <p role="alert" className={alert}>
        {laterMessageText(context.stepError)}
      </p>
      <div className={actions}>
        <Link to="/login?redirect=%2Fcheckout" className={buttonClass()}>
          {t`Sign in`}
        </Link>
        <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
          {t`Use another e-mail`}
        </Button>
      </div>
    </div>
  );
}

/** Test mode's stand-in for a bank's 3-D Secure page: Complete or Fail, as Stripe's test page offers. */
export function TestAuthenticationDialog({ checkout }: { checkout: Checkout }) {
  const { t } = useLingui();
  const { send } = checkout;
  const fail = () => send({ type: 'checkout.authenticate', outcome: 'fail' });
  return (
    <Modal open title={t`Test authentication`} onClose={fail} closeLabel={t`Cancel`}>
      <div className={section}>
        <p>
          {t`Test mode: this card asks for authentication (3-D Secure), as a bank would. Complete it to pay, or fail it to see a refused authentication.`}
        </p>
        <div className={actions}>
          <Button onClick={() => send({ type: 'checkout.authenticate', outcome: 'succeed' })}>
            {t`Complete authentication`}
          </Button>
          <Button variant="secondary" onClick={fail}>
            {t`Fail authentication`}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
