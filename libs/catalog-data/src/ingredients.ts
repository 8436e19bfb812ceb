import { z } from 'zod';

/**
 * Active-ingredient keys with a one-line description each. The recommendation's safety rules match on
 * these keys (interactions, pregnancy, allergies), so a key names one substance or one well-defined
 * formula, never a marketing blend.
 */
const DESCRIPTIONS = {
  multivitamin: 'Adult multivitamin and multimineral formula.',
  'prenatal-multivitamin': 'Multivitamin and multimineral formula for before, during and after pregnancy.',
  'childrens-multivitamin': "Children's chewable multivitamin and multimineral formula.",
  'vitamin-a-retinol': 'Preformed vitamin A (retinyl palmitate or acetate).',
  'beta-carotene': 'Provitamin A carotenoid from plants or algae.',
  'vitamin-b-complex': 'The eight B vitamins together, including niacin.',
  'vitamin-b6': 'Vitamin B6 (pyridoxine or pyridoxal-5-phosphate).',
  'vitamin-b12': 'Vitamin B12 (methylcobalamin or cyanocobalamin).',
  riboflavin: 'Vitamin B2 on its own, usually at a high dose.',
  'folic-acid': 'Synthetic folate (folic acid or methylfolate).',
  biotin: 'Vitamin B7.',
  'vitamin-c': 'Vitamin C (ascorbic acid or mineral ascorbates).',
  'vitamin-d3': 'Vitamin D3 (cholecalciferol) from lanolin or lichen.',
  'vitamin-e': 'Vitamin E (d-alpha-tocopherol, alone or with mixed tocopherols).',
  'vitamin-k1': 'Vitamin K1 (phylloquinone); affects warfarin.',
  'vitamin-k2': 'Vitamin K2 (menaquinone-7); affects warfarin.',
  calcium: 'Elemental calcium (carbonate or citrate).',
  magnesium: 'Elemental magnesium (bisglycinate, citrate or oxide).',
  iron: 'Elemental iron (bisglycinate or ferrous salts).',
  zinc: 'Elemental zinc (citrate, gluconate or picolinate).',
  selenium: 'Selenium (selenomethionine).',
  iodine: 'Iodine (potassium iodide or kelp).',
  'fish-oil': 'Fish body oil, a source of EPA and DHA.',
  'krill-oil': 'Antarctic krill oil, a source of EPA and DHA as phospholipids.',
  'algae-omega-3': 'Microalgae oil, a vegan source of DHA and EPA.',
  'flaxseed-oil': 'Flaxseed oil, a source of ALA omega-3.',
  'evening-primrose-oil': 'Evening primrose seed oil, a source of GLA.',
  probiotic: 'Live bacteria (Lactobacillus, Bifidobacterium and similar strains).',
  'psyllium-fibre': 'Psyllium husk, a soluble fibre.',
  'digestive-enzymes': 'Plant or fungal enzymes (amylase, protease, lipase, lactase).',
  'peppermint-oil': 'Enteric-coated peppermint oil.',
  'st-johns-wort': "St John's wort (Hypericum perforatum); many drug interactions.",
  '5-htp': '5-hydroxytryptophan, a serotonin precursor.',
  same: 'S-adenosyl-L-methionine.',
  ginkgo: 'Ginkgo biloba leaf extract.',
  garlic: 'Garlic bulb extract (Allium sativum).',
  turmeric: 'Turmeric rhizome extract standardized to curcuminoids.',
  ginger: 'Ginger rhizome (Zingiber officinale).',
  'red-yeast-rice': 'Red yeast rice (Monascus purpureus); contains monacolin K.',
  goldenseal: 'Goldenseal root (Hydrastis canadensis); contains berberine.',
  'black-cohosh': 'Black cohosh root (Actaea racemosa).',
  'blue-cohosh': 'Blue cohosh root (Caulophyllum thalictroides).',
  'dong-quai': 'Dong quai root (Angelica sinensis).',
  licorice: 'Licorice root (Glycyrrhiza glabra) with glycyrrhizin.',
  ashwagandha: 'Ashwagandha root extract (Withania somnifera).',
  rhodiola: 'Rhodiola rosea root extract.',
  ginseng: 'Asian or North American ginseng root (Panax).',
  maca: 'Maca root (Lepidium meyenii).',
  valerian: 'Valerian root (Valeriana officinalis).',
  melatonin: 'Melatonin.',
  'l-theanine': 'L-theanine, an amino acid from tea.',
  echinacea: 'Echinacea purpurea or angustifolia.',
  elderberry: 'Black elderberry fruit extract (Sambucus nigra).',
  coq10: 'Coenzyme Q10 (ubiquinone or ubiquinol).',
  glucosamine: 'Glucosamine sulfate, usually from shellfish.',
  chondroitin: 'Chondroitin sulfate, usually from bovine cartilage.',
  collagen: 'Hydrolysed collagen peptides (bovine or marine).',
  'hyaluronic-acid': 'Sodium hyaluronate.',
  cranberry: 'Cranberry fruit extract standardized to proanthocyanidins.',
  'saw-palmetto': 'Saw palmetto berry extract (Serenoa repens).',
  vitex: 'Chaste tree berry (Vitex agnus-castus).',
  feverfew: 'Feverfew leaf (Tanacetum parthenium).',
  butterbur: 'Butterbur root extract certified free of pyrrolizidine alkaloids (PA-free).',
  'green-tea-extract': 'Green tea leaf extract (EGCG, with caffeine unless decaffeinated).',
  'milk-thistle': 'Milk thistle seed extract (silymarin).',
  lutein: 'Lutein and zeaxanthin from marigold.',
} as const;

export type IngredientKey = keyof typeof DESCRIPTIONS;

/** Every ingredient key, in a fixed order. */
export const INGREDIENT_KEYS = Object.keys(DESCRIPTIONS) as [IngredientKey, ...IngredientKey[]];

export const ingredientSchema = z.enum(INGREDIENT_KEYS);

/** Ingredient keys with their one-line descriptions. */
export const INGREDIENTS: readonly { readonly key: IngredientKey; readonly description: string }[] =
  INGREDIENT_KEYS.map((key) => ({ key, description: DESCRIPTIONS[key] }));

/** True when `key` is an ingredient key of this catalogue. */
export function isIngredientKey(key: string): key is IngredientKey {
  return Object.hasOwn(DESCRIPTIONS, key);
}
