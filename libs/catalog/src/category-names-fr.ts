import { type CategoryId } from './category';

/** The category tabs in French, by id; the 'All' tab is `ALL_CATEGORIES_TAB_FR`. */
export const CATEGORY_NAMES_FR: Readonly<Record<CategoryId, string>> = {
  78: 'La collection essentielle',
  46: 'Vitamines',
  43: 'Minéraux',
  44: 'Huiles nutritionnelles',
  28: 'Plantes médicinales',
  45: 'Produits spécialisés',
  79: 'Les essentiels pour enfants',
  80: 'Boosters de bien-être',
  47: 'Accessoires',
};

export const ALL_CATEGORIES_TAB_FR = { name: 'Tous', slug: '' } as const;
