import type { NeedRule } from './need-rule';
import { isPrenatal, takesClass } from './profile';

const notPrenatal = (p: Parameters<typeof isPrenatal>[0]) => !isPrenatal(p);

/**
 * What the survey v1.5 answers call for. Tier 1 (The Essentials) is the base every adult pack
 * starts from; tier 2 (Advanced Health) answers the concerns a person picked; tier 3 (Complete
 * Support) adds the second-line products. Candidates are catalogue product ids first, then
 * ingredient keys, so another catalogue still finds a product. Nothing here is a safety rule: those
 * live in interaction-rules, pregnancy-rules and upper-limits and always win.
 *
 * Mood herbs (St John's wort, 5-HTP, SAMe) are sold but never recommended: low mood deserves a
 * conversation with a doctor, and these herbs interact with many medications.
 */
export const SURVEY_V1_5_RULES: readonly NeedRule[] = [
  // Tier 1: the essentials
  {
    id: 'prenatal-multivitamin',
    tags: ['TryingToConceive', 'Pregnant', 'Breastfeeding'],
    candidates: [2104, 'prenatal-multivitamin', 2103],
    tier: 1,
    reason:
      'a prenatal multivitamin gives you the folic acid, iron and iodine Health Canada advises, in amounts made for this time, without extra vitamin A as retinol.',
  },
  {
    id: 'multivitamin-women',
    tags: [],
    applies: (p) => p.sex === 'female' && notPrenatal(p),
    candidates: [2101, 2103, 'multivitamin'],
    tier: 1,
    reason:
      'A daily multivitamin made for women fills the small gaps most diets leave, including the iron and folic acid women need more of.',
  },
  {
    id: 'multivitamin-men',
    tags: [],
    applies: (p) => p.sex === 'male',
    candidates: [2102, 2103, 'multivitamin'],
    tier: 1,
    reason:
      'A daily multivitamin made for men fills the small gaps most diets leave, without iron, which men rarely need from a supplement.',
  },
  {
    id: 'multivitamin-other',
    tags: [],
    applies: (p) => (p.sex === 'other' || p.sex === null) && notPrenatal(p),
    candidates: [2103, 'multivitamin'],
    tier: 1,
    reason: 'A daily multivitamin fills the small gaps most diets leave, in a gentle, plant-based formula.',
  },
  {
    id: 'multivitamin-low-produce',
    tags: ['LowProduce'],
    candidates: [2104, 2101, 2102, 2103, 'multivitamin'],
    tier: 1,
    reason: 'a multivitamin fills the gaps that fewer vegetables and fruit leave.',
  },
  {
    id: 'vitamin-d',
    tags: [],
    unlessTags: ['VitaminDHigh'],
    candidates: [2201, 2202, 'vitamin-d3'],
    tier: 1,
    reason:
      'In Canada the sun is too low from October to March for your skin to make vitamin D, so Health Canada suggests a daily supplement; 1,000 IU is a safe, steady amount.',
  },
  {
    id: 'vitamin-d-low-sun',
    tags: ['LowSun'],
    unlessTags: ['VitaminDHigh'],
    candidates: [2201, 2202, 'vitamin-d3'],
    tier: 1,
    reason: 'your skin makes little vitamin D without daylight, so a daily vitamin D matters all the more.',
  },
  {
    id: 'vitamin-d-tested-low',
    tags: ['VitaminDLow'],
    candidates: [2201, 2202, 'vitamin-d3'],
    tier: 1,
    reason:
      'vitamin D3 at 1,000 IU a day helps bring your level back up; ask your doctor about a retest in three months.',
  },
  {
    id: 'omega-3',
    tags: [],
    candidates: [2401, 'fish-oil', 2403, 'algae-omega-3'],
    tier: 1,
    reason:
      'Omega-3 fats (EPA and DHA) support your heart, brain and eyes; few of us eat the two servings of fatty fish a week that would supply them.',
  },
  {
    id: 'omega-3-low-fish',
    tags: ['LowOmega3'],
    candidates: [2401, 'fish-oil', 2403, 'algae-omega-3'],
    tier: 1,
    reason: 'fish oil gives you the EPA and DHA that fatty fish would.',
  },
  {
    id: 'b12-metformin',
    tags: [],
    applies: (p) => takesClass(p, 'metformin').length > 0,
    candidates: [2204, 'vitamin-b12'],
    tier: 1,
    reason:
      'You take {medication}: metformin can lower vitamin B12 over the years, so we add B12 to keep it topped up.',
  },
  // Tier 2: the concerns you picked, and your lifestyle
  {
    id: 'magnesium-sleep',
    tags: ['ConcernSleep', 'PoorSleep', 'NightWaking', 'EarlyWaking'],
    candidates: [2301, 'magnesium'],
    tier: 2,
    reason: 'magnesium bisglycinate, taken in the evening, helps your body relax and settle.',
  },
  {
    id: 'magnesium-stress',
    tags: ['Stress', 'Anxious', 'Burnout'],
    candidates: [2301, 'magnesium'],
    tier: 2,
    reason: 'stress uses up magnesium, which helps muscles and nerves relax.',
  },
  {
    id: 'magnesium-muscles',
    tags: ['MuscleCramps', 'MuscleSoreness', 'BackPain', 'Athlete', 'Pms', 'Perimenopause'],
    candidates: [2301, 'magnesium'],
    tier: 2,
    reason: 'magnesium supports normal muscle function and eases tension and cramps.',
  },
  {
    id: 'magnesium-migraine',
    tags: ['ConcernMigraines', 'Migraine'],
    candidates: [2301, 'magnesium'],
    tier: 2,
    reason: 'magnesium is one of the best-studied supplements for reducing how often migraines come.',
  },
  {
    id: 'riboflavin-migraine',
    tags: ['Migraine', 'FrequentMigraine'],
    candidates: [2210, 'riboflavin'],
    tier: 2,
    reason:
      'riboflavin (vitamin B2) at 400 mg a day is used by Canadian headache specialists to help prevent migraines.',
  },
  {
    // B12 first: the multivitamin of tier 1 already brings the other B vitamins, and a B complex on
    // top of it goes over the niacin limit.
    id: 'b-vitamins-energy',
    tags: ['ConcernEnergyStress', 'LowEnergy', 'Fatigue', 'BComplex', 'HighAlcohol'],
    candidates: [2204, 'vitamin-b12', 2203, 'vitamin-b-complex'],
    tier: 2,
    reason: 'B vitamins help your body turn food into energy, and stress and alcohol use them up faster.',
  },
  {
    id: 'b12-plant-based',
    tags: ['Vegan', 'Vegetarian'],
    candidates: [2204, 'vitamin-b12'],
    tier: 2,
    reason:
      'vitamin B12 comes almost only from animal foods, so it is the one supplement every plant-based eater needs.',
  },
  {
    id: 'b12-cognition',
    tags: ['ConcernCognition', 'Forgetfulness', 'BrainFog', 'FamilyHistoryDementia'],
    candidates: [2204, 'vitamin-b12'],
    tier: 2,
    reason:
      'vitamin B12 supports normal nerve and brain function, and low levels are common and feel like brain fog.',
  },
  {
    id: 'omega-3-brain-skin',
    tags: ['ConcernCognition', 'PoorFocus', 'DrySkin', 'Eczema', 'JointStiffness'],
    candidates: [2401, 'fish-oil', 2403, 'algae-omega-3'],
    tier: 2,
    reason: 'omega-3 fats are building blocks of brain cells and skin, and help calm inflammation.',
  },
  {
    id: 'probiotic-gut',
    tags: ['ConcernGut', 'RecentAntibiotics', 'Bloating', 'LooseStools', 'RecurrentUti'],
    candidates: [2601, 2602, 'probiotic'],
    tier: 2,
    reason: 'a multi-strain probiotic helps restore the friendly bacteria of a healthy gut.',
  },
  {
    id: 'vitamin-c-immune',
    tags: ['ConcernImmunity', 'FrequentColds', 'Smoker'],
    candidates: [2205, 'vitamin-c'],
    tier: 2,
    reason: 'vitamin C supports your immune system, and smokers need more of it than others.',
  },
  {
    id: 'calcium-bones',
    tags: ['ConcernBonesJoints', 'LowBoneDensity', 'LowCalcium', 'Menopause', 'PostMenopause'],
    candidates: [2303, 'calcium'],
    tier: 2,
    reason:
      'calcium with vitamin D keeps bones strong, most of all after menopause and when little dairy is in the diet.',
  },
  {
    id: 'joints',
    tags: ['JointPain', 'JointStiffness'],
    candidates: [2607, 'glucosamine', 2510, 'turmeric'],
    tier: 2,
    reason:
      'glucosamine and chondroitin are building blocks of cartilage and can ease joint discomfort over a few months.',
  },
  {
    id: 'skin-collagen',
    tags: ['ConcernSkinHairNails', 'SkinAging'],
    unlessTags: ['Vegan', 'VeganOnly', 'AnimalFree'],
    candidates: [2801, 'collagen', 2802, 'hyaluronic-acid'],
    tier: 2,
    reason: 'collagen peptides supply the protein your skin is made of.',
  },
  {
    id: 'skin-plant-based',
    tags: ['ConcernSkinHairNails', 'SkinAging'],
    candidates: [2802, 'hyaluronic-acid'],
    tier: 3,
    reason: 'hyaluronic acid helps skin hold on to moisture.',
  },
  {
    id: 'biotin-hair-nails',
    tags: ['HairLoss', 'BrittleNails'],
    candidates: [2209, 'biotin'],
    tier: 2,
    reason:
      'biotin helps keep hair and nails strong. (Tell your lab you take biotin before a blood test: it can skew some results.)',
  },
  {
    id: 'zinc-skin',
    tags: ['Acne', 'HormonalAcne', 'MaleFertility'],
    candidates: [2305, 'zinc'],
    tier: 2,
    reason: 'zinc supports skin healing and normal hormone and sperm health.',
  },
  {
    id: 'iron-heavy-periods',
    tags: ['HeavyPeriods'],
    applies: (p) => p.sex !== 'male',
    candidates: [2304, 'iron'],
    tier: 2,
    reason: 'heavy periods drain iron, and a gentle iron bisglycinate helps keep your stores up.',
  },
  {
    id: 'cranberry-uti',
    tags: ['RecurrentUti'],
    candidates: [2606, 'cranberry'],
    tier: 2,
    reason: 'cranberry helps keep bacteria from sticking to the bladder wall.',
  },
  {
    id: 'ginger-nausea',
    tags: ['SevereNausea'],
    candidates: [2508, 'ginger'],
    tier: 2,
    reason:
      'ginger is a gentle, well-studied help for pregnancy nausea. Please also tell your doctor or midwife.',
  },
  // Tier 3: complete support
  {
    id: 'melatonin-sleep-onset',
    tags: ['TroubleFallingAsleep', 'ShortSleep'],
    candidates: [2610, 'melatonin', 2611, 'l-theanine'],
    tier: 3,
    reason: 'a low dose of melatonin in the evening helps reset your sleep timing.',
  },
  {
    id: 'theanine-anxious',
    tags: ['Anxious', 'EveningScreens'],
    candidates: [2611, 'l-theanine'],
    tier: 3,
    reason: 'L-theanine, from green tea, promotes calm without drowsiness.',
  },
  {
    id: 'adaptogen-stress',
    tags: ['HighStress', 'Burnout'],
    candidates: [2501, 'ashwagandha', 2502, 'rhodiola'],
    tier: 3,
    reason: 'ashwagandha is an adaptogen that helps the body cope with long-term stress.',
  },
  {
    id: 'coq10-energy',
    tags: ['LowEnergy', 'FrequentMigraine', 'MaleFertility'],
    candidates: [2608, 'coq10'],
    tier: 3,
    reason: 'CoQ10 helps your cells make energy and is used to help prevent frequent migraines.',
  },
  {
    id: 'zinc-immune',
    tags: ['FrequentColds', 'SlowRecovery'],
    candidates: [2305, 'zinc'],
    tier: 3,
    reason: 'zinc supports the immune cells that fight colds.',
  },
  {
    id: 'elderberry-exposure',
    tags: ['HighExposure', 'ConcernImmunity'],
    candidates: [2507, 'elderberry', 2506, 'echinacea'],
    tier: 3,
    reason: 'black elderberry supports your defences through cold and flu season.',
  },
  {
    id: 'fibre-constipation',
    tags: ['Constipation', 'LowFibre'],
    candidates: [2603, 'psyllium-fibre'],
    tier: 3,
    reason:
      'psyllium is a gentle soluble fibre that keeps things regular. Take it with a full glass of water.',
  },
  {
    id: 'enzymes-bloating',
    tags: ['Bloating'],
    candidates: [2604, 'digestive-enzymes'],
    tier: 3,
    reason: 'digestive enzymes help break down food so less is left to ferment.',
  },
  {
    id: 'peppermint-ibs',
    tags: ['Ibs'],
    unlessTags: ['Heartburn'],
    candidates: [2605, 'peppermint-oil'],
    tier: 3,
    reason:
      'enteric-coated peppermint oil is recommended by Canadian gastroenterologists to ease IBS cramps and bloating.',
  },
  {
    id: 'vitamin-k2-bones',
    tags: ['LowBoneDensity', 'PostMenopause'],
    candidates: [2207, 'vitamin-k2'],
    tier: 3,
    reason: 'vitamin K2 helps put calcium into bone.',
  },
  {
    id: 'ginkgo-memory',
    tags: ['Forgetfulness', 'FamilyHistoryDementia'],
    candidates: [2520, 'ginkgo'],
    tier: 3,
    reason: 'ginkgo supports blood flow to the brain.',
  },
  {
    id: 'lutein-focus',
    tags: ['PoorFocus'],
    candidates: [2609, 'lutein'],
    tier: 3,
    reason: 'lutein supports eye health and the visual focus long screen days demand.',
  },
  {
    id: 'black-cohosh-menopause',
    tags: ['Menopause', 'Perimenopause'],
    candidates: [2514, 'black-cohosh'],
    tier: 3,
    reason: 'black cohosh is a traditional herb to ease hot flashes and night sweats.',
  },
  {
    id: 'vitex-cycle',
    tags: ['IrregularCycle', 'Pms'],
    candidates: [2516, 'vitex'],
    tier: 3,
    reason:
      'vitex (chasteberry) is a traditional herb for PMS and cycle balance. Please also see your doctor about irregular cycles.',
  },
  {
    id: 'maca-libido',
    tags: ['LowLibido'],
    candidates: [2518, 'maca'],
    tier: 3,
    reason: 'maca root is a traditional Andean food used to support libido and energy.',
  },
  {
    id: 'selenium-fertility',
    tags: ['MaleFertility'],
    candidates: [2306, 'selenium'],
    tier: 3,
    reason: 'selenium supports normal sperm health.',
  },
  {
    id: 'magnesium-lifestyle',
    tags: ['LowCarb', 'HighCaffeine'],
    candidates: [2301, 'magnesium'],
    tier: 3,
    reason: 'both raise how much magnesium your body loses.',
  },
];
