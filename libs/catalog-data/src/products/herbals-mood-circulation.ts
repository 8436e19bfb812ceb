import { type CatalogueEntry } from '../define-product';

/**
 * Herbs with well-known drug interactions. They are sold to anyone; the recommendation's safety rules
 * decide who may be offered them, and the descriptions name the interaction plainly.
 */
export const HERBALS_MOOD_CIRCULATION: readonly CatalogueEntry[] = [
  {
    id: 2519,
    name: "St John's Wort 300 mg",
    slug: 'st-johns-wort-300-mg',
    priceCents: 300,
    categoryIds: [28],
    relatedIds: [2301, 2402],
    dose: [1, 1],
    pills: [1, 3],
    manufacturer: 'Jamieson Laboratories',
    description:
      "St John's wort extract (0.3% hypericin), used in herbal medicine to help relieve mild low mood. It weakens or strengthens many medicines, including antidepressants, birth control pills and blood thinners: speak with a pharmacist before taking it.",
    npn: '99002519',
    diet: 'vegan',
    ingredients: ['st-johns-wort'],
  },
  {
    id: 2520,
    name: 'Ginkgo Biloba 120 mg',
    slug: 'ginkgo-biloba-120-mg',
    priceCents: 350,
    categoryIds: [28],
    relatedIds: [2402, 2204, 2609],
    dose: [1, 0],
    pills: [1, 2],
    manufacturer: 'Natural Factors',
    description:
      'Ginkgo leaf extract standardized to 24% flavone glycosides, used in herbal medicine to support memory. It may increase bleeding with blood thinners and before surgery.',
    npn: '99002520',
    diet: 'vegan',
    ingredients: ['ginkgo'],
  },
  {
    id: 2521,
    name: 'Red Yeast Rice 600 mg',
    slug: 'red-yeast-rice-600-mg',
    priceCents: 400,
    categoryIds: [28],
    relatedIds: [2608, 2401, 2509],
    dose: [0, 1],
    pills: [1, 2],
    manufacturer: 'Natural Factors',
    description:
      'Red yeast rice, which naturally contains monacolin K, the same compound as the statin lovastatin. Not for use with statins, in pregnancy, or by people with liver problems.',
    npn: '99002521',
    diet: 'vegan',
    ingredients: ['red-yeast-rice'],
  },
  {
    id: 2522,
    name: 'Feverfew 125 mg',
    slug: 'feverfew-125-mg',
    priceCents: 300,
    categoryIds: [28],
    relatedIds: [2210, 2301, 2523],
    dose: [1, 0],
    pills: [1, 1],
    manufacturer: 'St. Francis Herb Farm',
    description:
      'Feverfew leaf standardized to parthenolide, used in herbal medicine for headaches. Not for use in pregnancy or with blood thinners.',
    npn: '99002522',
    diet: 'vegan',
    ingredients: ['feverfew'],
  },
  {
    id: 2523,
    name: 'Butterbur 75 mg (PA-free)',
    slug: 'butterbur-75-mg-pa-free',
    priceCents: 600,
    categoryIds: [28],
    stockStatus: 'outofstock',
    relatedIds: [2210, 2522, 2301],
    dose: [1, 1],
    pills: [1, 2],
    manufacturer: 'AOR',
    description:
      'Butterbur root extract certified free of pyrrolizidine alkaloids, which harm the liver in unprocessed butterbur, in a gelatin softgel. Used in herbal medicine for headaches.',
    npn: '99002523',
    allergens: ['gelatin'],
    diet: 'neither',
    ingredients: ['butterbur'],
  },
];
