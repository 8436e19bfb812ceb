import type { NutrientKey } from '@maplepack/catalog';
import { MONOGRAPHS as M, REFERENCES as R, ourLabel, says, type RuleSource } from './rule-sources';

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
  /** Why this action rather than a stronger or weaker one, for the pharmacist who signs off. */
  rationale: string;
  sources: readonly RuleSource[];
}

const BLOOD_THINNERS = ['anticoagulant', 'antiplatelet'] as const;
/** Daily vitamin K (µg) from which a product is a vitamin K supplement rather than a multivitamin's trace. */
const VITAMIN_K_SUPPLEMENT_UG = 100;
const SEROTONERGIC = ['ssri', 'snri', 'maoi', 'tricyclic', 'triptan', 'serotonergic-other'] as const;
const MINERALS = ['calcium', 'iron', 'zinc', 'magnesium'] as const;
const CARDIOVASCULAR = [
  'anticoagulant',
  'antiplatelet',
  'statin',
  'antihypertensive',
  'raas-inhibitor',
  'diuretic',
  'potassium-sparing-diuretic',
  'digoxin',
] as const;
const DIABETES = ['metformin', 'diabetes-other'] as const;
const BLOOD_PRESSURE = ['antihypertensive', 'raas-inhibitor', 'diuretic'] as const;

/** Exclude rather than warn: an optional product, taken every day for months, that adds to a real risk. */
const OPTIONAL_DAILY =
  'Exclude: the product is optional in a pack and taken every day for months, so a real risk is not worth a warning.';

/**
 * Medication × supplement rules, each with its sources (docs/safety-rules.md is generated from
 * them). Where the evidence is mixed we exclude rather than warn, because a pack is taken daily for
 * months; a warning is kept for small, well-understood effects the person can manage.
 */
export const INTERACTION_RULES: readonly InteractionRule[] = [
  {
    id: 'anticoagulant-vitamin-k',
    classes: ['anticoagulant'],
    ingredients: ['vitamin-k1', 'vitamin-k2'],
    threshold: { nutrient: 'vitaminK_ug', atLeast: VITAMIN_K_SUPPLEMENT_UG },
    action: 'exclude',
    why: 'vitamin K works against blood thinners such as warfarin and can make your dose unreliable',
    rationale:
      'Exclude: vitamin K directly opposes warfarin, and a supplement dose moves the INR the clinic has set; our own label says not for people taking warfarin.',
    sources: [
      says(
        M.multiVitaminMineral,
        'Vitamin K: consult a health care practitioner prior to use if you are taking anticoagulants (blood thinners).',
      ),
      ourLabel(2207, 'Vitamin K2 120 µg', 'Not for people taking warfarin unless their doctor agrees.'),
      ourLabel(
        2208,
        'Vitamin D3 1,000 IU + K2 120 µg',
        'Not for people taking warfarin unless their doctor agrees.',
      ),
    ],
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
    rationale:
      'Warn: a steady daily 60 µg is an intake the INR is set around (consistency, not avoidance, is the advice); leaving the multivitamin out would also leave out its folic acid.',
    sources: [
      says(
        M.multiVitaminMineral,
        'Vitamin K: consult a health care practitioner prior to use if you are taking anticoagulants (blood thinners).',
      ),
      says(
        R.thrombosisCanada,
        'Keep vitamin K intake consistent rather than avoiding it; tell the clinic about any new supplement.',
      ),
    ],
  },
  {
    id: 'blood-thinner-bleeding-herbs',
    classes: BLOOD_THINNERS,
    ingredients: ['ginkgo', 'garlic', 'turmeric', 'feverfew', 'dong-quai'],
    action: 'exclude',
    why: 'this herb also thins the blood, which raises the risk of bleeding',
    rationale: OPTIONAL_DAILY,
    sources: [
      says(
        M.ginkgo,
        'Consult a health care practitioner prior to use if you are taking anticoagulants or antiplatelet medication, or have a bleeding disorder.',
      ),
      says(M.garlic, 'Consult a health care practitioner prior to use if you are taking blood thinners.'),
      says(
        M.curcumin,
        'Consult a health care practitioner prior to use if you are taking anticoagulant or antiplatelet medication.',
      ),
      says(M.feverfew, 'Consult a health care practitioner prior to use if you are taking blood thinners.'),
      says(M.dongQuai, 'Consult a health care practitioner prior to use if you are taking blood thinners.'),
      ourLabel(
        2520,
        'Ginkgo Biloba 120 mg',
        'It may increase bleeding with blood thinners and before surgery.',
      ),
      ourLabel(
        2509,
        'Odourless Garlic 1,000 mg',
        'Speak with a pharmacist first if you take a blood thinner.',
      ),
      ourLabel(
        2510,
        'Turmeric Curcumin 500 mg',
        'Speak with a pharmacist first if you take a blood thinner.',
      ),
      ourLabel(2522, 'Feverfew 125 mg', 'Not for use in pregnancy or with blood thinners.'),
      ourLabel(2515, 'Dong Quai 500 mg', 'Not for use in pregnancy or with blood thinners.'),
    ],
  },
  {
    id: 'blood-thinner-high-dose-vitamin-e',
    classes: BLOOD_THINNERS,
    ingredients: ['vitamin-e'],
    threshold: { nutrient: 'vitaminE_mg', atLeast: 180 },
    action: 'exclude',
    why: 'high-dose vitamin E (400 IU or more) adds to the blood-thinning effect and raises the risk of bleeding',
    rationale: OPTIONAL_DAILY,
    sources: [
      says(
        M.multiVitaminMineral,
        'Vitamin E at higher doses: consult a health care practitioner prior to use if you are taking anticoagulants.',
      ),
      ourLabel(
        2206,
        'Vitamin E 400 IU',
        'A high dose: speak with a pharmacist first if you take a blood thinner.',
      ),
    ],
  },
  {
    id: 'blood-thinner-omega-3',
    classes: BLOOD_THINNERS,
    ingredients: ['fish-oil', 'krill-oil', 'algae-omega-3'],
    action: 'warn',
    why: 'omega-3 oils can slightly thin the blood; at pack doses this is usually fine, but tell your pharmacist you take it',
    rationale:
      'Warn: at 0.5–1 g of EPA and DHA a day the added effect is small, and omega-3 is a tier-1 product for most people.',
    sources: [
      says(
        M.fishOil,
        'Consult a health care practitioner prior to use if you are taking blood thinners (at higher doses of EPA and DHA).',
      ),
      ourLabel(2402, 'Triple Strength Omega-3', 'Speak with a pharmacist first if you take a blood thinner.'),
    ],
  },
  {
    id: 'blood-thinner-evening-primrose',
    classes: BLOOD_THINNERS,
    ingredients: ['evening-primrose-oil'],
    action: 'warn',
    why: 'evening primrose oil may add slightly to the blood-thinning effect; tell your pharmacist you take it',
    rationale:
      'Warn: the effect is reported in reviews but small; the product is never recommended, only chosen.',
    sources: [
      says(
        R.naturalMedicines,
        'Gamma-linolenic acid may increase bleeding risk with anticoagulant and antiplatelet drugs.',
      ),
    ],
  },
  {
    id: 'blood-thinner-ginger',
    classes: BLOOD_THINNERS,
    ingredients: ['ginger'],
    action: 'warn',
    why: 'ginger may add slightly to the blood-thinning effect at higher doses; tell your pharmacist you take it',
    rationale:
      'Warn: 500 mg a day is a low dose with a small theoretical effect, and ginger is recommended for pregnancy nausea.',
    sources: [
      says(M.ginger, 'Consult a health care practitioner prior to use if you are taking blood thinners.'),
    ],
  },
  {
    id: 'anticoagulant-glucosamine',
    classes: ['anticoagulant'],
    ingredients: ['glucosamine', 'chondroitin'],
    action: 'exclude',
    why: 'glucosamine and chondroitin can raise the effect of blood thinners such as warfarin (a higher INR and bleeding have been reported)',
    rationale: `${OPTIONAL_DAILY} Raised INR and bleeding are reported with warfarin, and joint support has alternatives.`,
    sources: [
      says(
        M.glucosamine,
        'Consult a health care practitioner prior to use if you are taking blood thinners (anticoagulants).',
      ),
      says(
        M.chondroitin,
        'Consult a health care practitioner prior to use if you are taking blood thinners.',
      ),
      says(R.naturalMedicines, 'Glucosamine with warfarin: case reports of increased INR and bleeding.'),
    ],
  },
  {
    id: 'antiplatelet-glucosamine',
    classes: ['antiplatelet'],
    ingredients: ['glucosamine', 'chondroitin'],
    action: 'warn',
    why: 'chondroitin may add slightly to the effect of antiplatelet medicines; tell your pharmacist you take it',
    rationale:
      'Warn: unlike warfarin, no raised bleeding is reported with antiplatelet drugs; the monograph asks for advice first.',
    sources: [
      says(
        M.glucosamine,
        'Consult a health care practitioner prior to use if you are taking blood thinners.',
      ),
    ],
  },
  {
    id: 'diabetes-glucosamine',
    classes: DIABETES,
    ingredients: ['glucosamine'],
    action: 'warn',
    why: 'glucosamine may change blood sugar a little; check your readings more often for the first weeks',
    rationale: 'Warn: the effect is small and checked by the readings a person with diabetes already takes.',
    sources: [says(M.glucosamine, 'Consult a health care practitioner prior to use if you have diabetes.')],
  },
  {
    id: 'anticoagulant-coq10',
    classes: ['anticoagulant'],
    ingredients: ['coq10'],
    action: 'exclude',
    why: 'CoQ10 is close to vitamin K in structure and can weaken blood thinners such as warfarin',
    rationale: `${OPTIONAL_DAILY} A lower INR is reported, as with a vitamin K supplement, which we also exclude.`,
    sources: [
      says(
        M.coenzymeQ10,
        'Consult a health care practitioner prior to use if you are taking blood thinners.',
      ),
      says(R.naturalMedicines, 'CoQ10 may decrease the effect of warfarin (case reports of lowered INR).'),
    ],
  },
  {
    id: 'blood-pressure-coq10',
    classes: BLOOD_PRESSURE,
    ingredients: ['coq10'],
    action: 'warn',
    why: 'CoQ10 can lower blood pressure a little further; check your readings when you start it',
    rationale: 'Warn: the added lowering is modest and the person can watch for it.',
    sources: [
      says(
        M.coenzymeQ10,
        'Consult a health care practitioner prior to use if you are taking blood pressure medication.',
      ),
    ],
  },
  {
    id: 'anticoagulant-ginseng',
    classes: ['anticoagulant'],
    ingredients: ['ginseng'],
    action: 'exclude',
    why: 'ginseng can weaken blood thinners such as warfarin',
    rationale: OPTIONAL_DAILY,
    sources: [
      says(
        M.panaxGinseng,
        'Consult a health care practitioner prior to use if you are taking blood thinners.',
      ),
      ourLabel(2504, 'Panax Ginseng 200 mg', 'It may interact with blood thinners and diabetes medicines.'),
    ],
  },
  {
    id: 'serotonergic-serotonin-boosters',
    classes: SEROTONERGIC,
    ingredients: ['st-johns-wort', '5-htp', 'same'],
    action: 'exclude',
    why: 'together they can raise serotonin too far (serotonin syndrome)',
    rationale:
      'Exclude: serotonin syndrome is serious, and the monographs and our labels say do not combine.',
    sources: [
      says(M.stJohnsWort, 'Do not use if you are taking antidepressants such as SSRIs.', 'read'),
      says(M.fiveHtp, 'Do not use with antidepressants, triptans or other products that raise serotonin.'),
      ourLabel(
        2612,
        '5-HTP 100 mg',
        'Never combine it with antidepressants, triptans or other medicines that raise serotonin.',
      ),
      ourLabel(
        2613,
        'SAMe 200 mg',
        'Not for use with antidepressants or by people with bipolar disorder unless a doctor agrees.',
      ),
    ],
  },
  {
    id: 'st-johns-wort-inducer',
    classes: [
      'oral-contraceptive',
      'hormone-therapy',
      'immunosuppressant',
      'antiretroviral',
      'antiepileptic',
      ...CARDIOVASCULAR,
    ],
    ingredients: ['st-johns-wort'],
    action: 'exclude',
    why: "St John's wort makes the body clear this medication faster, so it can stop working",
    rationale:
      'Exclude: the monograph says do not use with contraceptives, blood thinners, cardiovascular, anti-HIV and immunosuppressive medicines; a failed medicine is serious.',
    sources: [
      says(
        M.stJohnsWort,
        'Do not use if you are taking anti-cancer, antidepressant, cardiovascular or contraceptive medications, blood thinners, anti-HIV agents or immunosuppressive medications.',
        'read',
      ),
      ourLabel(
        2519,
        "St John's Wort 300 mg",
        'It weakens or strengthens many medicines, including antidepressants, birth control pills and blood thinners.',
      ),
    ],
  },
  {
    id: 'statin-red-yeast-rice',
    classes: ['statin'],
    ingredients: ['red-yeast-rice'],
    action: 'exclude',
    why: 'red yeast rice contains the same compound as a statin (monacolin K, lovastatin), doubling the dose and the risk of muscle damage',
    rationale: 'Exclude: it duplicates the statin; our own label says not for use with statins.',
    sources: [
      ourLabel(
        2521,
        'Red Yeast Rice 600 mg',
        'Not for use with statins, in pregnancy, or by people with liver problems.',
      ),
    ],
  },
  {
    id: 'red-yeast-rice-cyp3a4-inhibitors',
    classes: ['immunosuppressant', 'antiretroviral'],
    ingredients: ['red-yeast-rice'],
    action: 'exclude',
    why: 'this medication slows how the body clears the statin in red yeast rice, raising the risk of muscle damage',
    rationale:
      'Exclude: lovastatin is contra-indicated with cyclosporine and with boosted HIV medicines; red yeast rice is lovastatin.',
    sources: [
      says(
        R.lovastatin,
        'Contra-indicated with strong CYP3A4 inhibitors (HIV protease inhibitors, boosters) and cyclosporine.',
      ),
    ],
  },
  {
    id: 'immunosuppressant-immune-stimulants',
    classes: ['immunosuppressant'],
    ingredients: ['echinacea', 'elderberry', 'ashwagandha'],
    action: 'exclude',
    why: 'this herb stimulates the immune system, working against this medication',
    rationale:
      'Exclude: working against a transplant or autoimmune medicine is serious, and these herbs are optional.',
    sources: [
      says(
        M.echinacea,
        'Consult a health care practitioner prior to use if you are taking immunosuppressants.',
      ),
      says(
        M.ashwagandha,
        'Consult a health care practitioner prior to use if you are taking immunosuppressants.',
      ),
      says(
        R.naturalMedicines,
        'Elderberry may stimulate immune function and decrease the effect of immunosuppressants.',
      ),
    ],
  },
  {
    id: 'echinacea-hiv',
    classes: ['antiretroviral'],
    ingredients: ['echinacea'],
    action: 'exclude',
    why: 'echinacea is not advised with HIV or other progressive immune conditions',
    rationale:
      'Exclude: most medicines of the class treat HIV, the condition the monograph names; a PrEP or Paxlovid user loses only an optional herb.',
    sources: [
      says(
        M.echinacea,
        'Consult a health care practitioner prior to use if you have a progressive systemic disease such as tuberculosis, multiple sclerosis, HIV/AIDS or an autoimmune disease.',
      ),
    ],
  },
  {
    id: 'probiotic-immunocompromised',
    classes: ['immunosuppressant', 'antiretroviral'],
    ingredients: ['probiotic'],
    action: 'exclude',
    why: 'live bacteria are not advised when the immune system is weakened',
    rationale:
      'Exclude: the monograph says do not use with an immune-compromised condition, which these medicines mostly tell us of (a PrEP or Paxlovid user loses only an optional product).',
    sources: [
      says(
        M.probiotics,
        'Do not use if you have an immune-compromised condition (e.g. AIDS, lymphoma, long-term corticosteroid treatment).',
      ),
    ],
  },
  {
    id: 'probiotic-corticosteroid',
    classes: ['corticosteroid'],
    ingredients: ['probiotic'],
    action: 'warn',
    why: 'if you take a corticosteroid by mouth for a long time, ask your doctor first: live bacteria are not advised when the immune system is suppressed',
    rationale:
      'Warn rather than exclude: the class holds inhaled and nasal steroids too, which do not suppress immunity.',
    sources: [
      says(
        M.probiotics,
        'Do not use if you have an immune-compromised condition (e.g. long-term corticosteroid treatment).',
      ),
    ],
  },
  {
    id: 'probiotic-antibiotic',
    classes: ['antibiotic', 'antibiotic-chelating'],
    ingredients: ['probiotic'],
    action: 'warn',
    why: 'take your probiotic at least 2 hours before or after the antibiotic, or it is killed before it can help',
    rationale: 'Warn: a question of timing, not of harm.',
    sources: [
      says(
        M.probiotics,
        'If you are taking antibiotics, take this product at least 2 to 3 hours before or after.',
      ),
    ],
  },
  {
    id: 'garlic-antiretroviral',
    classes: ['antiretroviral'],
    ingredients: ['garlic'],
    action: 'exclude',
    why: 'garlic supplements can lower the level of some HIV medicines',
    rationale: OPTIONAL_DAILY,
    sources: [
      says(
        R.naturalMedicines,
        'Garlic supplements lowered saquinavir levels by about half in a study; avoid with HIV protease inhibitors.',
      ),
    ],
  },
  {
    id: 'levothyroxine-minerals',
    classes: ['levothyroxine'],
    ingredients: MINERALS,
    action: 'separate',
    why: 'calcium, iron, zinc and magnesium block its absorption, so they go in your evening pack, away from your morning dose',
    rationale: 'Separate rather than exclude: taken apart, the minerals are safe and often needed.',
    sources: [
      says(R.synthroid, 'Take at least 4 hours apart from calcium, iron and other mineral supplements.'),
      ourLabel(
        2303,
        'Calcium 500 mg + Vitamin D3 400 IU',
        'Take thyroid medicine or antibiotics at least 4 hours apart.',
      ),
    ],
  },
  {
    id: 'chelating-antibiotic-minerals',
    classes: ['antibiotic-chelating', 'bisphosphonate'],
    ingredients: MINERALS,
    action: 'separate',
    why: 'minerals bind to this medication and stop it being absorbed; take them at least 2 hours apart',
    rationale: 'Separate rather than exclude: taken apart, the minerals are safe.',
    sources: [
      says(
        M.multiVitaminMineral,
        'Take at least 2 hours before or 4 to 6 hours after antibiotics such as tetracyclines and quinolones.',
      ),
      ourLabel(
        2303,
        'Calcium 500 mg + Vitamin D3 400 IU',
        'Take thyroid medicine or antibiotics at least 4 hours apart.',
      ),
    ],
  },
  {
    id: 'antiretroviral-minerals',
    classes: ['antiretroviral'],
    ingredients: MINERALS,
    action: 'warn',
    why: 'calcium, iron, zinc and magnesium can block some HIV medicines (integrase inhibitors); take them at least 2 hours apart, or together with food as your pharmacist advises',
    rationale: 'Warn: the timing depends on the HIV medicine, which the pharmacist knows and we do not.',
    sources: [
      says(
        R.integraseInhibitors,
        'Take at least 2 hours before or 6 hours after supplements containing calcium, iron, magnesium or zinc, or together with food.',
      ),
    ],
  },
  {
    id: 'antiepileptic-seizure-threshold',
    classes: ['antiepileptic'],
    ingredients: ['ginkgo', 'evening-primrose-oil'],
    action: 'exclude',
    why: 'this herb may lower the seizure threshold or change how the medication is cleared',
    rationale: OPTIONAL_DAILY,
    sources: [
      says(
        R.naturalMedicines,
        'Ginkgo seeds and leaf contaminants may lower the seizure threshold; evening primrose oil has been linked to seizures.',
      ),
    ],
  },
  {
    id: 'lithium-fibre-and-caffeine',
    classes: ['lithium'],
    ingredients: ['psyllium-fibre', 'green-tea-extract'],
    action: 'exclude',
    why: 'it changes how much lithium the body absorbs or clears, and lithium needs a steady level',
    rationale:
      'Exclude: lithium has a narrow range, so a change in its level is not something to warn about.',
    sources: [
      says(R.naturalMedicines, 'Psyllium may reduce lithium absorption; caffeine changes lithium clearance.'),
      ourLabel(2603, 'Psyllium Husk 625 mg', 'Take other medicines at least 2 hours apart.'),
    ],
  },
  {
    id: 'lithium-bipolar-mood-herbs',
    classes: ['lithium'],
    ingredients: ['same', 'rhodiola'],
    action: 'exclude',
    why: 'this supplement is not advised with bipolar disorder, for which lithium is taken',
    rationale: 'Exclude: the survey does not ask about bipolar disorder; lithium tells us of it.',
    sources: [
      ourLabel(
        2613,
        'SAMe 200 mg',
        'Not for use with antidepressants or by people with bipolar disorder unless a doctor agrees.',
      ),
      says(M.rhodiola, 'Consult a health care practitioner prior to use if you have bipolar disorder.'),
    ],
  },
  {
    id: 'diabetes-blood-sugar-herbs',
    classes: DIABETES,
    ingredients: ['ginseng', 'ashwagandha'],
    action: 'warn',
    why: 'this herb can lower blood sugar further; watch your readings and tell your doctor',
    rationale: 'Warn: the effect is modest and the person already watches their readings.',
    sources: [
      says(M.panaxGinseng, 'Consult a health care practitioner prior to use if you have diabetes.'),
      ourLabel(2504, 'Panax Ginseng 200 mg', 'It may interact with blood thinners and diabetes medicines.'),
    ],
  },
  {
    id: 'thyroid-ashwagandha',
    classes: ['levothyroxine', 'antithyroid'],
    ingredients: ['ashwagandha'],
    action: 'exclude',
    why: 'ashwagandha can raise thyroid hormone levels and upset a carefully set thyroid dose',
    rationale: 'Exclude: our own label says not with thyroid medicine unless a doctor agrees.',
    sources: [
      says(
        M.ashwagandha,
        'Consult a health care practitioner prior to use if you have a thyroid condition or take thyroid medication.',
      ),
      ourLabel(
        2501,
        'Ashwagandha 300 mg',
        'Not for use during pregnancy or with thyroid medicine unless a doctor agrees.',
      ),
    ],
  },
  {
    id: 'sedative-ashwagandha',
    classes: ['benzodiazepine-sedative', 'opioid'],
    ingredients: ['ashwagandha'],
    action: 'exclude',
    why: 'ashwagandha adds to the sedation of this medication',
    rationale: 'Exclude: the monograph says the combination is not recommended.',
    sources: [
      says(
        M.ashwagandha,
        'Use with alcohol or any other drug or natural health product with sedative effects is not recommended.',
        'read',
      ),
    ],
  },
  {
    id: 'licorice-blood-pressure-potassium',
    classes: ['antihypertensive', 'raas-inhibitor', 'diuretic', 'digoxin', 'corticosteroid'],
    ingredients: ['licorice'],
    action: 'exclude',
    why: 'licorice raises blood pressure and lowers potassium',
    rationale:
      'Exclude: the monograph says do not use with high blood pressure, which these medicines treat.',
    sources: [
      says(
        M.licorice,
        'Do not use if you have hypertension; consult a health care practitioner if you are taking thiazide diuretics, cardiac glycosides or corticosteroids.',
      ),
      ourLabel(2513, 'Licorice Root 450 mg', 'Glycyrrhizin can raise blood pressure and lower potassium.'),
    ],
  },
  {
    id: 'nsaid-bleeding-herbs',
    classes: ['nsaid'],
    ingredients: ['ginkgo', 'garlic', 'turmeric', 'feverfew'],
    action: 'warn',
    why: 'anti-inflammatory painkillers and this herb both affect bleeding; occasional use is fine, daily use is worth a word with your pharmacist',
    rationale: 'Warn: most NSAID use is occasional; daily users are told to ask.',
    sources: [
      says(
        M.garlic,
        'Consult a health care practitioner prior to use if you are taking blood thinners or anti-inflammatory medicines.',
      ),
      says(
        M.curcumin,
        'Consult a health care practitioner prior to use if you are taking anticoagulant or antiplatelet medication.',
      ),
      says(M.feverfew, 'Consult a health care practitioner prior to use if you are taking blood thinners.'),
      says(
        M.ginkgo,
        'Consult a health care practitioner prior to use if you are taking anticoagulants or antiplatelet medication.',
      ),
    ],
  },
  {
    id: 'sedative-additive-sleep-aids',
    classes: ['benzodiazepine-sedative', 'opioid'],
    ingredients: ['valerian', 'melatonin'],
    action: 'exclude',
    why: 'it adds to the sedation of this medication',
    rationale: 'Exclude: added sedation with opioids or benzodiazepines is dangerous (breathing, falls).',
    sources: [
      says(
        M.valerian,
        'Consult a health care practitioner prior to use if you are taking sedatives or sleep aids.',
      ),
      says(
        M.melatonin,
        'Consult a health care practitioner prior to use if you are taking sedatives or other medications that cause drowsiness.',
      ),
      ourLabel(2503, 'Valerian Root 500 mg', 'Do not combine it with alcohol or sedatives.'),
    ],
  },
  {
    id: 'retinoid-vitamin-a',
    classes: ['isotretinoin-retinoid'],
    ingredients: ['vitamin-a-retinol'],
    action: 'exclude',
    why: 'extra vitamin A on top of a retinoid can cause vitamin A toxicity',
    rationale: 'Exclude: the retinoid product monographs say to avoid vitamin A supplements.',
    sources: [says(R.isotretinoin, 'Avoid vitamin A supplements during treatment (additive toxicity).')],
  },
  {
    id: 'maoi-stimulating-herbs',
    classes: ['maoi'],
    ingredients: ['ginseng', 'green-tea-extract'],
    action: 'exclude',
    why: 'stimulating herbs with an MAOI can raise blood pressure or cause agitation',
    rationale: OPTIONAL_DAILY,
    sources: [
      says(
        R.naturalMedicines,
        'Ginseng and caffeine with MAO inhibitors: headache, tremor, mania and raised blood pressure reported.',
      ),
    ],
  },
  {
    id: 'hormonal-contraceptive-vitex',
    classes: ['oral-contraceptive', 'hormone-therapy'],
    ingredients: ['vitex'],
    action: 'exclude',
    why: 'vitex acts on the same hormones and may make hormonal birth control or hormone therapy work less well',
    rationale:
      'Exclude: our own label says not for use with hormonal birth control; the risk is an unintended pregnancy, and vitex is a tier-3 option.',
    sources: [
      says(
        M.chasteTree,
        'Consult a health care practitioner prior to use if you are taking progesterone, oral contraceptives or hormone replacement therapy.',
      ),
      ourLabel(
        2516,
        'Vitex (Chasteberry) 400 mg',
        'It acts on hormones, so it is not for use with hormonal birth control, in pregnancy or while breastfeeding.',
      ),
    ],
  },
  {
    id: 'hormone-therapy-black-cohosh',
    classes: ['hormone-therapy'],
    ingredients: ['black-cohosh'],
    action: 'exclude',
    why: 'black cohosh is not advised with hormone therapy or hormone-sensitive cancer treatment without your doctor',
    rationale:
      'Exclude: the class holds breast-cancer hormone drugs (tamoxifen, aromatase inhibitors) as well as HRT.',
    sources: [
      says(
        M.blackCohosh,
        'Consult a health care practitioner prior to use if you are taking other medication, or have or had a hormone-sensitive condition such as breast cancer.',
      ),
    ],
  },
  {
    id: 'hormones-saw-palmetto',
    classes: ['oral-contraceptive', 'hormone-therapy'],
    ingredients: ['saw-palmetto'],
    action: 'warn',
    why: 'saw palmetto has mild hormonal effects; ask your pharmacist before taking it with hormonal medicines',
    rationale: 'Warn: the interaction is theoretical; the product is never recommended, only chosen.',
    sources: [
      says(
        R.naturalMedicines,
        'Saw palmetto has anti-androgenic effects and might interfere with hormonal contraceptives and HRT.',
      ),
    ],
  },
  {
    id: 'acid-reducer-peppermint-oil',
    classes: ['ppi'],
    ingredients: ['peppermint-oil'],
    action: 'warn',
    why: 'acid reducers can dissolve the capsule’s coating too early, causing heartburn; take them at least 2 hours apart',
    rationale: 'Warn: a question of timing and comfort, not of harm.',
    sources: [
      says(M.peppermintOil, 'Take at least 2 hours before or after antacids or acid-reducing medicines.'),
    ],
  },
  {
    id: 'anticoagulant-cranberry',
    classes: ['anticoagulant'],
    ingredients: ['cranberry'],
    action: 'warn',
    why: 'cranberry extract has been reported to change the effect of warfarin; tell the clinic that manages your INR',
    rationale: 'Warn: later studies found little effect, so an INR check when starting is enough.',
    sources: [
      says(M.cranberry, 'Consult a health care practitioner prior to use if you are taking blood thinners.'),
      says(
        R.naturalMedicines,
        'Cranberry with warfarin: case reports of changed INR; controlled studies show little effect.',
      ),
    ],
  },
  {
    id: 'thyroid-biotin-tests',
    classes: ['levothyroxine', 'antithyroid'],
    ingredients: ['biotin'],
    threshold: { nutrient: 'biotin_ug', atLeast: 1000 },
    action: 'warn',
    why: 'high-dose biotin can make thyroid blood tests read wrong; stop it 2 days before a test and tell the lab you take it',
    rationale: 'Warn: the tests, not the person, are affected; the thyroid dose is set from those tests.',
    sources: [
      ourLabel(
        2209,
        'Biotin 5,000 µg',
        'Biotin can distort some blood tests, including thyroid and heart tests: tell the lab you take it.',
      ),
      says(
        R.fdaBiotin,
        'Biotin can cause falsely high or low results in tests that use biotin–streptavidin, including thyroid tests.',
      ),
    ],
  },
  {
    id: 'digoxin-calcium',
    classes: ['digoxin'],
    ingredients: ['calcium'],
    threshold: { nutrient: 'calcium_mg', atLeast: 300 },
    action: 'warn',
    why: 'calcium supplements can strengthen digoxin’s effect on the heart rhythm; ask your prescriber before adding one',
    rationale: 'Warn: supplement doses rarely matter with normal kidneys, but digoxin has a narrow range.',
    sources: [says(R.naturalMedicines, 'High calcium levels increase the risk of digoxin toxicity.')],
  },
];

/** Classes whose people should also get vitamin B12 (long-term metformin lowers B12). */
export const B12_SUGGESTED_FOR = ['metformin'] as const;
