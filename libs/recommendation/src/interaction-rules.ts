import type { NutrientKey } from '@maplepack/catalog';

/**
 * What a rule does to a product:
 * - `exclude`: the product is never recommended and a pack holding it is refused;
 * - `separate`: the product stays, but its pills go in the other half of the day from the medication;
 * - `warn`: the product stays and the person is told why to check with their pharmacist.
 */
export type InteractionAction = 'exclude' | 'separate' | 'warn';

export interface InteractionRule {
  id: string;
  /** Interaction classes of the medication list (survey-content). */
  classes: readonly string[];
  /** Ingredient keys of the catalogue (catalog-data). */
  ingredients: readonly string[];
  action: InteractionAction;
  /**
   * Only when the product's daily amount of this nutrient reaches `atLeast` (a "high dose"), or
   * stays below `below` (a trace, as in a multivitamin).
   */
  threshold?: { nutrient: NutrientKey; atLeast?: number; below?: number };
  /** Plain words, completing "{medication}: …". */
  why: string;
}

const BLOOD_THINNERS = ['anticoagulant', 'antiplatelet'] as const;
/** Daily vitamin K (µg) from which a product is a vitamin K supplement rather than a multivitamin's trace. */
const VITAMIN_K_SUPPLEMENT_UG = 100;
const SEROTONERGIC = ['ssri', 'snri', 'maoi', 'tricyclic', 'triptan', 'serotonergic-other'] as const;
const MINERALS = ['calcium', 'iron', 'zinc', 'magnesium'] as const;

/**
 * Medication × supplement rules. Sources: Health Canada product monographs for the named herbs,
 * the Natural Medicines interaction ratings, and pharmacist references; where evidence is mixed we
 * exclude rather than warn, because a pack is taken daily for months.
 */
export const INTERACTION_RULES: readonly InteractionRule[] = [
  {
    id: 'anticoagulant-vitamin-k',
    classes: ['anticoagulant'],
    ingredients: ['vitamin-k1', 'vitamin-k2'],
    threshold: { nutrient: 'vitaminK_ug', atLeast: VITAMIN_K_SUPPLEMENT_UG },
    action: 'exclude',
    why: 'vitamin K works against blood thinners such as warfarin and can make your dose unreliable',
  },
  {
    // A multivitamin's trace of vitamin K is compatible with warfarin when taken every day (what
    // matters is a steady intake); leaving it out would also leave out folic acid in pregnancy.
    id: 'anticoagulant-vitamin-k-trace',
    classes: ['anticoagulant'],
    ingredients: ['vitamin-k1', 'vitamin-k2'],
    threshold: { nutrient: 'vitaminK_ug', below: VITAMIN_K_SUPPLEMENT_UG },
    action: 'warn',
    why: 'this multivitamin has a little vitamin K; take it every day without gaps so your INR stays steady, and tell the clinic that manages your blood thinner',
  },
  {
    id: 'blood-thinner-bleeding-herbs',
    classes: BLOOD_THINNERS,
    ingredients: ['ginkgo', 'garlic', 'turmeric', 'feverfew'],
    action: 'exclude',
    why: 'this herb also thins the blood, which raises the risk of bleeding',
  },
  {
    id: 'blood-thinner-high-dose-vitamin-e',
    classes: BLOOD_THINNERS,
    ingredients: ['vitamin-e'],
    threshold: { nutrient: 'vitaminE_mg', atLeast: 180 },
    action: 'exclude',
    why: 'high-dose vitamin E (400 IU or more) adds to the blood-thinning effect and raises the risk of bleeding',
  },
  {
    id: 'blood-thinner-omega-3',
    classes: BLOOD_THINNERS,
    ingredients: ['fish-oil', 'krill-oil', 'algae-omega-3'],
    action: 'warn',
    why: 'omega-3 oils can slightly thin the blood; at pack doses this is usually fine, but tell your pharmacist you take it',
  },
  {
    id: 'serotonergic-serotonin-boosters',
    classes: SEROTONERGIC,
    ingredients: ['st-johns-wort', '5-htp', 'same'],
    action: 'exclude',
    why: 'together they can raise serotonin too far (serotonin syndrome)',
  },
  {
    id: 'st-johns-wort-inducer',
    classes: [
      'oral-contraceptive',
      'hormone-therapy',
      'immunosuppressant',
      'antiretroviral',
      'digoxin',
      'antiepileptic',
      'anticoagulant',
    ],
    ingredients: ['st-johns-wort'],
    action: 'exclude',
    why: "St John's wort makes the body clear this medication faster, so it can stop working",
  },
  {
    id: 'statin-red-yeast-rice',
    classes: ['statin'],
    ingredients: ['red-yeast-rice'],
    action: 'exclude',
    why: 'red yeast rice contains the same compound as a statin (monacolin K, lovastatin), doubling the dose and the risk of muscle damage',
  },
  {
    id: 'immunosuppressant-immune-stimulants',
    classes: ['immunosuppressant'],
    ingredients: ['echinacea', 'elderberry', 'ashwagandha'],
    action: 'exclude',
    why: 'this herb stimulates the immune system, working against this medication',
  },
  {
    id: 'levothyroxine-minerals',
    classes: ['levothyroxine'],
    ingredients: MINERALS,
    action: 'separate',
    why: 'calcium, iron, zinc and magnesium block its absorption, so they go in your evening pack, away from your morning dose',
  },
  {
    id: 'chelating-antibiotic-minerals',
    classes: ['antibiotic-chelating', 'bisphosphonate'],
    ingredients: MINERALS,
    action: 'separate',
    why: 'minerals bind to this medication and stop it being absorbed; take them at least 2 hours apart',
  },
  {
    id: 'antiepileptic-seizure-threshold',
    classes: ['antiepileptic'],
    ingredients: ['ginkgo', 'evening-primrose-oil'],
    action: 'exclude',
    why: 'this herb may lower the seizure threshold or change how the medication is cleared',
  },
  {
    id: 'lithium-fibre-and-caffeine',
    classes: ['lithium'],
    ingredients: ['psyllium-fibre', 'green-tea-extract'],
    action: 'exclude',
    why: 'it changes how much lithium the body absorbs or clears, and lithium needs a steady level',
  },
  {
    id: 'diabetes-blood-sugar-herbs',
    classes: ['metformin', 'diabetes-other'],
    ingredients: ['ginseng', 'ashwagandha'],
    action: 'warn',
    why: 'this herb can lower blood sugar further; watch your readings and tell your doctor',
  },
  {
    id: 'thyroid-ashwagandha',
    classes: ['levothyroxine', 'antithyroid'],
    ingredients: ['ashwagandha'],
    action: 'exclude',
    why: 'ashwagandha can raise thyroid hormone levels and upset a carefully set thyroid dose',
  },
  {
    id: 'licorice-blood-pressure-potassium',
    classes: ['antihypertensive', 'diuretic', 'digoxin', 'corticosteroid'],
    ingredients: ['licorice'],
    action: 'exclude',
    why: 'licorice raises blood pressure and lowers potassium',
  },
  {
    id: 'nsaid-bleeding-herbs',
    classes: ['nsaid'],
    ingredients: ['ginkgo', 'garlic', 'turmeric', 'feverfew'],
    action: 'warn',
    why: 'anti-inflammatory painkillers and this herb both affect bleeding; occasional use is fine, daily use is worth a word with your pharmacist',
  },
  {
    id: 'sedative-additive-sleep-aids',
    classes: ['benzodiazepine-sedative', 'opioid'],
    ingredients: ['valerian', 'melatonin'],
    action: 'exclude',
    why: 'it adds to the sedation of this medication',
  },
  {
    id: 'retinoid-vitamin-a',
    classes: ['isotretinoin-retinoid'],
    ingredients: ['vitamin-a-retinol'],
    action: 'exclude',
    why: 'extra vitamin A on top of a retinoid can cause vitamin A toxicity',
  },
  {
    id: 'maoi-stimulating-herbs',
    classes: ['maoi'],
    ingredients: ['ginseng', 'green-tea-extract'],
    action: 'exclude',
    why: 'stimulating herbs with an MAOI can raise blood pressure or cause agitation',
  },
];

/** Classes whose people should also get vitamin B12 (long-term metformin lowers B12). */
export const B12_SUGGESTED_FOR = ['metformin'] as const;
