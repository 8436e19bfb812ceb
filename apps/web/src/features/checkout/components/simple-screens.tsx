import { buttonClass, Spinner } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { muted, section } from './checkout.css';

export function EmptyCart() {
  return (
    <div className={section}>
      <p>Your cart is empty.</p>
      <p>
        <Link to="/cart" className={buttonClass()}>
          Back to the cart
        </Link>
      </p>
    </div>
  );
}

export function Placing() {
  return (
    <div className={section} aria-busy="true">
      <Spinner label="Placing your order…" />
      <p className={muted}>Placing your order… Please keep this page open.</p>
    </div>
  );
}
