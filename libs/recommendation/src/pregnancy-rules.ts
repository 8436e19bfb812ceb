import { MONOGRAPHS as M, REFERENCES as R, ourLabel, says, type RuleSource } from './rule-sources';

/**
 * An ingredient never given to someone trying to conceive, pregnant or breastfeeding, with why and
 * the sources (docs/safety-rules.md is generated from this table). Every pregnancy rule excludes: the
 * monographs' "consult a health care practitioner if pregnant or breastfeeding" has no practitioner
 * in the loop of an online assessment, and a pack is taken daily for months.
 */
export interface PregnancyRule {
  ingredients: readonly string[];
  rationale: string;
  sources: readonly RuleSource[];
}

const CONSULT = 'Consult a health care practitioner prior to use if you are pregnant or breastfeeding.';
const NOT_ESTABLISHED = 'Safety during pregnancy and breastfeeding has not been established: do not use.';

export const PREGNANCY_RULES: readonly PregnancyRule[] = [
  {
    ingredients: ['st-johns-wort', '5-htp', 'same'],
    rationale:
      'Mood herbs and serotonin precursors: no pregnancy safety data, and mood in pregnancy needs a prescriber.',
    sources: [
      says(M.stJohnsWort, 'Do not use if you are pregnant or breastfeeding.'),
      says(M.fiveHtp, CONSULT),
    ],
  },
  {
    ingredients: ['red-yeast-rice'],
    rationale: 'It is lovastatin, and statins are contra-indicated in pregnancy.',
    sources: [
      ourLabel(
        2521,
        'Red Yeast Rice 600 mg',
        'Not for use with statins, in pregnancy, or by people with liver problems.',
      ),
      says(R.lovastatin, 'Contra-indicated in pregnancy and breastfeeding.'),
    ],
  },
  {
    ingredients: ['goldenseal'],
    rationale: 'Berberine can reach the baby (jaundice in newborns).',
    sources: [
      says(M.goldenseal, 'Do not use if you are pregnant or breastfeeding.'),
      ourLabel(2512, 'Goldenseal Root 500 mg', 'Not for use in pregnancy or while breastfeeding.'),
    ],
  },
  {
    ingredients: ['black-cohosh', 'blue-cohosh', 'dong-quai', 'feverfew', 'vitex'],
    rationale: 'Hormonal herbs and uterine stimulants.',
    sources: [
      says(M.blackCohosh, 'Do not use if you are pregnant or breastfeeding.'),
      says(M.dongQuai, 'Do not use if you are pregnant or breastfeeding.'),
      says(M.feverfew, 'Do not use if you are pregnant or breastfeeding.'),
      says(M.chasteTree, 'Do not use if you are pregnant or breastfeeding.'),
      ourLabel(2515, 'Dong Quai 500 mg', 'Not for use in pregnancy or with blood thinners.'),
      ourLabel(2522, 'Feverfew 125 mg', 'Not for use in pregnancy or with blood thinners.'),
      ourLabel(
        2516,
        'Vitex (Chasteberry) 400 mg',
        'It acts on hormones, so it is not for use with hormonal birth control, in pregnancy or while breastfeeding.',
      ),
      says(R.motherisk, 'Blue cohosh: uterine stimulant with reports of newborn heart problems.'),
    ],
  },
  {
    ingredients: ['licorice'],
    rationale: 'Glycyrrhizin in pregnancy is linked to preterm birth.',
    sources: [says(M.licorice, 'Do not use if you are pregnant or breastfeeding.')],
  },
  {
    ingredients: ['ashwagandha', 'rhodiola', 'ginseng', 'maca'],
    rationale: 'Adaptogens: no pregnancy safety data; ashwagandha is traditionally an abortifacient.',
    sources: [
      says(M.ashwagandha, 'Do not use if you are pregnant or breastfeeding.', 'read'),
      ourLabel(
        2501,
        'Ashwagandha 300 mg',
        'Not for use during pregnancy or with thyroid medicine unless a doctor agrees.',
      ),
      says(M.rhodiola, CONSULT),
      says(M.panaxGinseng, 'Do not use if you are pregnant or breastfeeding.'),
      says(R.motherisk, 'Maca: no human pregnancy or lactation safety data.'),
    ],
  },
  {
    ingredients: ['valerian', 'melatonin', 'l-theanine', 'butterbur'],
    rationale: 'Sleep and headache aids without pregnancy safety data; a prescriber decides.',
    sources: [
      says(M.valerian, CONSULT),
      says(M.melatonin, 'Do not use if you are pregnant or breastfeeding.'),
      says(M.lTheanine, CONSULT),
      says(M.butterbur, 'Do not use if you are pregnant or breastfeeding.'),
    ],
  },
  {
    ingredients: ['ginkgo', 'echinacea', 'elderberry', 'milk-thistle', 'saw-palmetto', 'green-tea-extract'],
    rationale:
      'No pregnancy safety data at supplement doses (green tea extract: caffeine and folate uptake).',
    sources: [
      says(M.ginkgo, CONSULT),
      says(M.echinacea, CONSULT),
      says(M.elderberry, CONSULT),
      says(M.milkThistle, CONSULT),
      says(M.sawPalmetto, 'Do not use if you are pregnant or breastfeeding.'),
      says(M.greenTea, CONSULT),
    ],
  },
  {
    ingredients: ['coq10'],
    rationale: `${NOT_ESTABLISHED} CoQ10 is optional in a pack and has no pregnancy safety data.`,
    sources: [says(M.coenzymeQ10, CONSULT)],
  },
  {
    ingredients: ['glucosamine', 'chondroitin'],
    rationale: 'No pregnancy or breastfeeding safety data; joint support can wait.',
    sources: [says(M.glucosamine, CONSULT), says(M.chondroitin, CONSULT)],
  },
  {
    ingredients: ['turmeric'],
    rationale: 'A concentrated curcumin extract (95%) is not food turmeric; no pregnancy safety data.',
    sources: [says(M.curcumin, CONSULT)],
  },
  {
    ingredients: ['vitamin-a-retinol'],
    rationale:
      'Preformed vitamin A beyond a prenatal can cause birth defects; the prenatal is formulated for it.',
    sources: [
      says(
        M.multiVitaminMineral,
        'Vitamin A: women who are pregnant or may become pregnant should not take more than 3,000 µg RAE of preformed vitamin A a day.',
      ),
      ourLabel(2211, 'Vitamin A 5,000 IU', 'Too much preformed vitamin A is harmful in pregnancy.'),
    ],
  },
];

/**
 * Ingredients never given to someone trying to conceive, pregnant or breastfeeding (from
 * PREGNANCY_RULES): unsafe, or without safety data at supplement doses.
 */
export const PRENATAL_EXCLUDED_INGREDIENTS: readonly string[] = PREGNANCY_RULES.flatMap(
  (rule) => rule.ingredients,
);

/** The ingredient whose product is exempt from the retinol rule: a prenatal is formulated for it. */
export const PRENATAL_PRODUCT_INGREDIENT = 'prenatal-multivitamin';
/** Ingredients that stand for an ordinary (non-prenatal) multivitamin, replaced by the prenatal. */
export const GENERAL_MULTIVITAMIN_INGREDIENT = 'multivitamin';
/** Folic acid a prenatal pack must reach each day (µg): Health Canada advises 400 µg before and during pregnancy. */
export const PRENATAL_FOLIC_ACID_UG = 400;
