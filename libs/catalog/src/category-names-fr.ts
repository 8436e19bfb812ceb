import { type CategoryId } from './category';

/**
 * The category tabs in French, by id; the 'All' tab is `ALL_CATEGORIES_TAB_FR`. Written as a Quebec
 * shop names its shelves rather than word for word: « Les incontournables » for the essentials (and
 * no second « essentiels » for the children's tab, so two tabs never read alike), « Coups de pouce
 * bien-être » rather than the anglicism « boosters », « Formules ciblées » for the specialty products.
 */
export const CATEGORY_NAMES_FR: Readonly<Record<CategoryId, string>> = {
  78: 'Les incontournables',
  46: 'Vitamines',
  43: 'Minéraux',
  44: 'Huiles nutritionnelles',
  28: 'Plantes médicinales',
  45: 'Formules ciblées',
  79: 'Pour enfants',
  80: 'Coups de pouce bien-être',
  47: 'Accessoires',
};

/** The 'All' tab in French; its slug is the English tab's, since French routes keep the English paths. */
export const ALL_CATEGORIES_TAB_FR = { name: 'Tous', slug: '' } as const;
