import { useLingui } from '@lingui/react/macro';
import { ALL_CATEGORIES_TAB, CATEGORIES, type Category } from '@maplepack/catalog';
import { vars } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { categoryName } from '../product-text';
import { tab, tabs } from './catalogue.css';

interface TabItem {
  /** Undefined: the All tab. */
  category: Category | undefined;
  to: string;
  slug: string;
  color: string;
}

// 'All' has no colour of its own (spec §2 gives one per category); it uses the brand colour.
const TAB_ITEMS: readonly TabItem[] = [
  {
    category: undefined,
    to: '/products',
    slug: ALL_CATEGORIES_TAB.slug,
    color: vars.color.primary,
  },
  ...CATEGORIES.map((category) => ({
    category,
    to: `/products/${category.slug}`,
    slug: category.slug,
    color: category.color,
  })),
];

/**
 * The category tabs of spec §2: All and the nine categories, in catalogue order, each in its colour
 * (border, and filled when current), named in the page's language. `current` is the category slug,
 * '' for All.
 */
export function CategoryTabs({ current }: { current: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Product categories`}>
      <ul className={tabs}>
        {TAB_ITEMS.map((item) => {
          const active = item.slug === current;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={tab}
                aria-current={active ? 'page' : undefined}
                style={{ borderColor: item.color, ...(active ? { backgroundColor: item.color } : {}) }}
              >
                {categoryName(item.category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
