import { ALL_CATEGORIES_TAB, CATEGORIES } from '@maplepack/catalog';
import { vars } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { tab, tabs } from './catalogue.css';

interface TabItem {
  name: string;
  to: string;
  slug: string;
  color: string;
}

// 'All' has no colour of its own (spec §2 gives one per category); it uses the brand colour.
const TAB_ITEMS: readonly TabItem[] = [
  {
    name: ALL_CATEGORIES_TAB.name,
    to: '/products',
    slug: ALL_CATEGORIES_TAB.slug,
    color: vars.color.primary,
  },
  ...CATEGORIES.map((category) => ({
    name: category.name,
    to: `/products/${category.slug}`,
    slug: category.slug,
    color: category.color,
  })),
];

/**
 * The category tabs of spec §2: All and the nine categories, in catalogue order, each in its colour
 * (border, and filled when current). `current` is the category slug, '' for All.
 */
export function CategoryTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Product categories">
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
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
