import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { Icon } from '../../../components/icon';
import { cart, cartBadge } from './header.css';

/**
 * The header's cart icon. `label` is the cart lib's counter label ('+' when empty, else the count);
 * screen readers hear the count in words instead of a bare '+'.
 */
export function CartLink({ label, count }: { label: string; count: number }) {
  const { t } = useLingui();
  const spoken =
    count === 0 ? t`Cart, empty` : t`Cart, ${plural(count, { one: '# item', other: '# items' })}`;
  return (
    <Link to="/cart" className={cart}>
      <Icon name="cart" />
      <span className={cartBadge} aria-hidden="true" data-testid="cart-counter">
        {label}
      </span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Link>
  );
}
