import { useLingui } from '../../../lib/i18n/react';
import { Link } from '../../../components/router-link';
import { type NavLinkItem } from '../../../config/nav-links';

/** One list item with a site link per entry of a navigation list (header, sidebar, footer). */
export function LinkItems({ items, className }: { items: readonly NavLinkItem[]; className: string }) {
  const { i18n } = useLingui();
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={className}>
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </>
  );
}
