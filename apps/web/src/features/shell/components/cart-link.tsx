import { VisuallyHidden } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { cart, cartBadge } from './header.css';

/**
 * The header's cart icon. `label` is the cart lib's counter label ('+' when empty, else the count);
 * screen readers hear the count in words instead of a bare '+'.
 */
export function CartLink({ label, count }: { label: string; count: number }) {
  const spoken = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link to="/cart" className={cart}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H20a1 1 0 0 1 .9 1.4l-3.4 6.5A2 2 0 0 1 15.7 15H8.1l-1 1.8V17H19v2H7a2 2 0 0 1-1.8-2.9L6.6 14 3 4H1V2h3.3z"
        />
      </svg>
      <span className={cartBadge} aria-hidden="true" data-testid="cart-counter">
        {label}
      </span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Link>
  );
}
