import { type SeedPage } from './seed-page';

export const PRODUCTS_PAGE: SeedPage = {
  slug: 'products',
  title: 'Products',
  acf: {
    title: 'Build your own pack',
    intro:
      'Browse every vitamin, mineral, oil and herbal we carry. Each product shows its standard daily dose; add it to your pack and adjust the morning and evening pills within the safe range for that product.',
    dose_note:
      'Prices are per daily pill for a 30-day month. A product taken twice a day costs twice its price.',
    split_pack_disclaimer:
      'Split packs separate your morning and evening pills into two packs for an additional monthly fee.',
    empty_category: 'There are no products in this category yet.',
    disclaimer:
      'These products are not intended to diagnose, treat, cure or prevent any disease. Speak with your health care practitioner before starting a supplement if you are pregnant, breastfeeding, taking medication or have a medical condition.',
  },
};
