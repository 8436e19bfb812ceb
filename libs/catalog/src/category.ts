// No zod here: the route guard needs these lookups in the first page load, and the schemas live in
// category-schema.ts.

/** The shop's product categories (spec §2 "Product categories", §3 category ids). */
export const CATEGORY_IDS = {
  essentials: 78,
  vitamin: 46,
  mineral: 43,
  nutritionalOil: 44,
  herbal: 28,
  specialty: 45,
  kidsFoundations: 79,
  wellnessBoosters: 80,
  accessories: 47,
} as const;

/** One of the nine category ids; `categoryIdSchema` (category-schema.ts) parses it. */
export type CategoryId = (typeof CATEGORY_IDS)[keyof typeof CATEGORY_IDS];

export interface Category {
  id: CategoryId;
  /** Tab label, exactly as the spec lists it. */
  name: string;
  /** Route segment of /products/{category}. */
  slug: string;
  /** Brand colour of the tab and of product chips in this category (hex). */
  color: string;
}

/**
 * Categories in tab order. Colours are ours (the spec says only that each category has its own);
 * they are muted so that white text on them stays at WCAG AA contrast.
 */
export const CATEGORIES: readonly Category[] = [
  { id: 78, name: 'The Essentials Collection', slug: 'essentials', color: '#2f6f4e' },
  { id: 46, name: 'Vitamins', slug: 'vitamin', color: '#b5522b' },
  { id: 43, name: 'Minerals', slug: 'minerals', color: '#4a5f8c' },
  { id: 44, name: 'Nutritional Oils', slug: 'nutritional-oils', color: '#8a6a12' },
  { id: 28, name: 'Herbals', slug: 'herbs', color: '#4f7a28' },
  { id: 45, name: 'Specialty', slug: 'specialty', color: '#7a4b8c' },
  { id: 79, name: "Kid's Foundations", slug: 'kids-foundations', color: '#b03a5b' },
  { id: 80, name: 'Wellness Boosters', slug: 'wellness-boosters', color: '#1f7482' },
  { id: 47, name: 'Accessories', slug: 'accessories', color: '#5c5c5c' },
];

/** The 'All' tab shown before the categories; it has no id of its own. */
export const ALL_CATEGORIES_TAB = { name: 'All', slug: '' } as const;

export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}
