import { useLingui } from '@lingui/react/macro';
import { buttonClass, Spinner } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { muted, section } from './checkout.css';

export function EmptyCart() {
  const { t } = useLingui();
  return (
    <div className={section}>
      <p>{t`Your cart is empty.`}</p>
      <p>
        <Link to="/cart" className={buttonClass()}>
          {t`Back to the cart`}
        </Link>
      </p>
    </div>
  );
}

export function Placing() {
  const { t } = useLingui();
  return (
    <div className={section} aria-busy="true">
      <Spinner label={t`Placing your order…`} />
      <p className={muted}>{t`Placing your order… Please keep this page open.`}</p>
    </div>
  );
}
