import { z } from 'zod';

/**
 * Every tag a survey v1.5 answer can attach, with what it tells the recommendation. Tags are
 * PascalCase facts about the person ('FishAllergy'), not product names, so the recommendation
 * rules can change without touching the survey.
 */
export const SURVEY_TAGS = {
  // Part 1: who is answering
  Female: 'Female sex at birth: iron, folate and calcium needs differ.',
  Male: 'Male sex at birth: no added iron unless a reason is found.',
  TryingToConceive: 'Trying to conceive: folic acid 400 µg+ daily; avoid vitamin A as retinol above limits.',
  Pregnant: 'Pregnant: prenatal formula only; no herbs or high-dose vitamin A.',
  Breastfeeding: 'Breastfeeding or post-partum: prenatal/post-natal formula; no unsafe herbs.',
  SevereNausea: 'Severe nausea in pregnancy: prefer smaller pills, vitamin B6 may help.',
  SupplementNewcomer: 'New to supplements: start with the essentials tier.',
  SupplementRegular: 'Takes supplements daily: comfortable with a fuller tier.',
  FewerPills: 'Wants as few pills as possible: recommend the smallest tier that meets needs.',
  DairyAllergy: 'Allergic to dairy: exclude products with milk-derived ingredients.',
  FishAllergy: 'Allergic to fish: exclude fish oil and fish gelatin.',
  ShellfishAllergy: 'Allergic to shellfish: exclude glucosamine from shellfish, krill oil.',
  GelatinAllergy: 'Allergic to gelatin: exclude gelatin capsules and softgels.',
  EggAllergy: 'Allergic to egg: exclude egg-derived ingredients (e.g. lysozyme).',
  CornAllergy: 'Allergic to corn: exclude corn-derived excipients.',
  SoyAllergy: 'Allergic to soy: exclude soy lecithin and soy-derived vitamin E.',
  WheatAllergy: 'Allergic to wheat: exclude wheat-derived ingredients.',
  GlutenAllergy: 'Gluten intolerant or celiac: gluten-free products only.',
  NutAllergy: 'Allergic to nuts or peanuts: exclude nut-derived oils and ingredients.',
  // Part 2: diet and lifestyle
  Flexitarian: 'Mostly plant-based: check B12 and iron.',
  Pescatarian: 'No meat: check iron and B12.',
  Vegetarian: 'Vegetarian: B12, iron, zinc and omega-3 support likely needed.',
  Vegan: 'Vegan: B12, vitamin D, iron, zinc, iodine and algae omega-3 support likely needed.',
  VeganOnly: 'Every product must be vegan.',
  AnimalFree: 'No animal-derived ingredients (gelatin, fish oil, lanolin D3).',
  LowCarb: 'Keto or low-carb: check magnesium, potassium and fibre.',
  LowOmega3: 'Rarely eats fatty fish: omega-3 (EPA/DHA) support.',
  LowProduce: 'Two or fewer servings of vegetables and fruit a day: multivitamin, vitamin C.',
  LowCalcium: 'Little dairy or fortified plant milk: calcium with vitamin D.',
  Smoker: 'Smokes or vapes: extra vitamin C; no beta-carotene.',
  HighAlcohol: 'Drinks above the low-risk limit: B vitamins, especially thiamin and folate.',
  BComplex: 'Calls for a B-complex.',
  LowSun: 'Rarely outdoors in daylight: vitamin D.',
  VitaminDLow: 'A test showed low vitamin D: higher-dose vitamin D.',
  VitaminDHigh: 'A test showed high vitamin D: no added vitamin D.',
  Athlete: 'Intense training: magnesium, protein-friendly recovery, electrolytes.',
  Stress: 'Often stressed: magnesium and B vitamins.',
  HighStress: 'Almost always stressed: consider an adaptogen if medications allow.',
  Anxious: 'Stress shows as tension or anxiety: magnesium, L-theanine.',
  Fatigue: 'Stress shows as tiredness: check iron and B12.',
  PoorSleep: 'Sleeps poorly: magnesium glycinate; melatonin for sleep onset.',
  RecentAntibiotics: 'Antibiotics in the last 6 months: probiotic.',
  // Part 3: concerns picked
  ConcernHormones: 'Picked Hormone and Sexual Health.',
  ConcernGut: 'Picked Gut Health.',
  ConcernBonesJoints: 'Picked Bones Muscles and Joints.',
  ConcernSkinHairNails: 'Picked Healthy Skin Hair and Nails.',
  ConcernImmunity: 'Picked Strong Immune System.',
  ConcernSleep: 'Picked Sleep.',
  ConcernEnergyStress: 'Picked Energy and Stress.',
  ConcernMigraines: 'Picked Migraines and Headaches.',
  ConcernCognition: 'Picked Cognition & Brain Health.',
  // Part 3: hormone and sexual health
  LowLibido: 'Lower sex drive than usual.',
  MaleFertility: 'Man under 50 trying to conceive: zinc, selenium, folate, CoQ10.',
  Perimenopause: 'Periods are changing: magnesium, B6; herbs only if medications allow.',
  Menopause: 'Last period less than 5 years ago: calcium, vitamin D, menopause support.',
  PostMenopause: 'Last period 5 or more years ago: bone support; no added iron.',
  Pms: 'PMS or painful cramps: magnesium, B6.',
  IrregularCycle: 'Irregular cycles: suggest seeing a doctor; inositol support.',
  HeavyPeriods: 'Heavy periods: iron.',
  HormonalAcne: 'Breakouts around the period: zinc.',
  RecurrentUti: 'Urinary tract or yeast infections three or more times a year: cranberry, probiotic.',
  // Part 3: gut
  Bloating: 'Weekly bloating or gas: probiotic, digestive enzymes.',
  Constipation: 'Weekly constipation: fibre, magnesium citrate.',
  LooseStools: 'Weekly loose stools: probiotic; avoid magnesium citrate.',
  Heartburn: 'Weekly heartburn or reflux: avoid fish-oil burps (enteric forms).',
  LowFibre: 'Rarely eats fibre-rich food: fibre support.',
  Ibs: 'Diagnosed with IBS: gentle probiotic strains; low-FODMAP fibre.',
  // Part 3: bones, muscles and joints
  JointStiffness: 'Morning joint stiffness: omega-3, turmeric if medications allow.',
  JointPain: 'Joints ache after activity: glucosamine, omega-3.',
  MuscleSoreness: 'Sore muscles after exercise: magnesium.',
  BackPain: 'Back or neck pain: magnesium, vitamin D.',
  MuscleCramps: 'Muscle cramps or twitches: magnesium.',
  LowBoneDensity: 'Low bone density diagnosed: calcium, vitamin D, vitamin K2.',
  // Part 3: skin, hair and nails
  DrySkin: 'Dry skin: omega-3.',
  Acne: 'Acne or breakouts: zinc.',
  SkinAging: 'Fine lines and firmness: collagen, vitamin C.',
  HairLoss: 'Thinning hair: check iron, biotin, zinc.',
  BrittleNails: 'Brittle nails: biotin.',
  LowHydration: 'Drinks fewer than 4 cups of water a day: hydration advice.',
  Eczema: 'Eczema or psoriasis: omega-3, vitamin D.',
  // Part 3: immunity
  FrequentColds: 'Four or more colds or flus a year: vitamin C, vitamin D, zinc.',
  SlowRecovery: 'Colds last more than a week: zinc, vitamin C.',
  HighExposure: 'Works in health care, with the public or with children: immune support.',
  // Part 3: sleep
  TroubleFallingAsleep: 'Trouble falling asleep: melatonin (short term), magnesium.',
  NightWaking: 'Wakes at night: magnesium glycinate.',
  EarlyWaking: 'Wakes too early: magnesium; check mood.',
  Unrefreshed: 'Wakes unrefreshed: check iron and vitamin D.',
  ShortSleep: 'Sleeps fewer than 6 hours: sleep support.',
  EveningScreens: 'Uses screens in the hour before bed: sleep hygiene advice.',
  // Part 3: energy and stress
  AfternoonSlump: 'Energy dips in the afternoon: B vitamins.',
  LowEnergy: 'Low energy most of the day: B-complex, iron check, CoQ10.',
  HighCaffeine: 'Three or more caffeinated drinks a day: magnesium; no added caffeine.',
  Burnout: 'Feels close to burnout: adaptogens if medications allow, magnesium.',
  // Part 3: migraines and headaches
  Migraine: 'Gets migraines or frequent headaches: magnesium, riboflavin, CoQ10.',
  FrequentMigraine: 'Migraines more than 3 times a month: higher-dose preventive support.',
  MigraineMedication: 'Takes prescription migraine medication: check interactions.',
  Triptan: 'Takes a triptan: no 5-HTP or St. John’s wort (serotonin syndrome).',
  MigrainePreventive: 'Takes a daily migraine preventive: check interactions.',
  // Part 3: cognition
  Forgetfulness: 'Forgetfulness: omega-3 (DHA), B12.',
  PoorFocus: 'Trouble focusing: omega-3, iron check.',
  BrainFog: 'Brain fog: B12, vitamin D, iron check.',
  LowMood: 'Low mood: vitamin D, omega-3; never St. John’s wort with medications.',
  FamilyHistoryDementia: 'Family history of memory loss: omega-3, B vitamins.',
  // Part 4: final touches
  TakesMedication: 'Takes medications: apply the interaction checker to every product.',
  SplitPack: 'Chose split morning and evening packs (adds the split-pack product).',
} as const satisfies Record<string, string>;

export type SurveyTag = keyof typeof SURVEY_TAGS;

export const SURVEY_TAG_NAMES = Object.keys(SURVEY_TAGS) as SurveyTag[];

export const surveyTagSchema = z.enum(SURVEY_TAG_NAMES as [SurveyTag, ...SurveyTag[]]);
