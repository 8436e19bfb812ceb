import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { section } from './cart.css';

/** The cart with no line: where to start one. */
export function EmptyCart() {
  const { t } = useLingui();
  return (
    <div className={section}>
      <p>{t`Your cart is empty.`}</p>
      <p>
        <Link to="/health-assessment" className={buttonClass()}>
          {t`Health Assessment`}
        </Link>{' '}
        <Link to="/products" className={buttonClass({ variant: 'secondary' })}>
          {t`Products`}
        </Link>
      </p>
    </div>
  );
}
