import { type CatalogueEntry } from '../define-product';

/** Skin, hair and nails. Most wellness boosters are cross-listed from the other category files. */
export const WELLNESS_BOOSTERS: readonly CatalogueEntry[] = [
  {
    id: 2801,
    name: 'Hydrolysed Collagen 1,000 mg',
    slug: 'hydrolysed-collagen-1000-mg',
    priceCents: 200,
    categoryIds: [80],
    relatedIds: [2802, 2209, 2205],
    dose: [1, 2],
    pills: [1, 4],
    manufacturer: 'Vital Proteins',
    description:
      'Bovine collagen peptides (types I and III), 1,000 mg per caplet, for skin elasticity. Collagen is the protein gelatin is made from, so people avoiding gelatin should avoid it too.',
    npn: '99002801',
    allergens: ['gelatin'],
    diet: 'neither',
    ingredients: ['collagen'],
  },
  {
    id: 2802,
    name: 'Hyaluronic Acid 120 mg',
    slug: 'hyaluronic-acid-120-mg',
    priceCents: 450,
    categoryIds: [80],
    relatedIds: [2801, 2209, 2405],
    dose: [1, 0],
    pills: [1, 1],
    manufacturer: 'CanPrev',
    description: 'Sodium hyaluronate made by fermentation, which helps skin hold moisture. Vegan.',
    npn: '99002802',
    diet: 'vegan',
    ingredients: ['hyaluronic-acid'],
  },
];
