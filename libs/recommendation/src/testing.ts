import { productSchema, type Product, type ProductInput } from '@maplepack/catalog';
import { MEDICATIONS, SURVEY_V1_5 } from '@maplepack/survey-content';
import { PROFILE_TODAY } from '@maplepack/survey-content/testing';
import { walkInputSchema, type Field, type WalkInput } from '@maplepack/survey-engine';
import fc from 'fast-check';
import { EMPTY_PROFILE, type Profile } from './profile';

/** A product for tests: defaults fill what the test does not care about. */
export function testProduct(
  input: Partial<ProductInput> & Pick<ProductInput, 'id' | 'ingredients'>,
): Product {
  return productSchema.parse({
    name: `Product ${input.id}`,
    slug: `product-${input.id}`,
    priceCents: 300,
    categories: [{ id: 46, name: 'Vitamins' }],
    stockStatus: 'instock',
    relatedIds: [],
    standardDose: { am: 1, pm: 0 },
    pills: { min: 1, max: 2 },
    manufacturer: 'Test Labs',
    diet: { vegan: true, vegetarian: true },
    ...input,
  });
}

export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...EMPTY_PROFILE, age: 35, sex: 'female', ...overrides };
}

// ---------------------------------------------------------------------------------------------
// Survey v1.5 answer sets for recommendation tests (this lib's, the CLI's, the API's) and the
// benchmark. They are `recommend` inputs as `survey walk` takes them (CONTRACTS §1), built from the
// real v1.5 labels and medication names, so a renamed choice breaks the tests that use it.
// ---------------------------------------------------------------------------------------------

/** The day every answer set is given on (the survey-content fixtures' day), so ages never drift. */
export const ANSWERS_TODAY = PROFILE_TODAY;

type AnswerValue = string | boolean | string[];
export type Answers = Record<string, AnswerValue>;

/** A birthday (MMDDYYYY) that makes the person exactly `age` on ANSWERS_TODAY (2026-11-21). */
export function birthdayForAge(age: number): string {
  return `0101${2026 - age}`;
}

/**
 * A complete, neutral answer set: an adult who eats well, gets sun, is rarely stressed, sleeps well
 * and picked no concern, so every tag a test sees comes from its own overrides.
 */
export const NEUTRAL_ANSWERS: Readonly<Answers> = {
  name: 'Robin',
  consent: true,
  email: 'robin@example.ca',
  birthday: birthdayForAge(35),
  sex: 'Female',
  pregnancy_status: 'None of these',
  supplement_attitude: 'I take a few now and then',
  allergies: ['Nothing I know of'],
  chronic_conditions: ['None of these'],
  diet_type: 'I eat everything',
  fish_intake: 'Twice a week or more',
  produce_intake: '5 or more',
  dairy_intake: '3 or more',
  smoking: false,
  alcohol_female: false,
  alcohol_male: false,
  sun_exposure: '20 minutes or more most days',
  vitamin_d_tested: false,
  activity_level: 'Light activity, like walks and chores',
  stress_frequency: 'Rarely',
  stress_feeling: ['Irritable or short-tempered'],
  sleep_quality: 'Great, I wake up rested',
  antibiotics_recent: false,
  concerns: ['Nothing for now'],
  concerns_fallback: "Let's see recommendations",
  medications: false,
  pack_format: 'One pack a day',
  final_consent: 'I accept',
};

/** A `recommend` input: the neutral answers with `overrides` on top (a key set to undefined is dropped). */
export function answersInput(overrides: Readonly<Record<string, AnswerValue | undefined>> = {}): WalkInput {
  const answers: Answers = { ...NEUTRAL_ANSWERS };
  for (const [ref, value] of Object.entries(overrides)) {
    if (value === undefined) delete answers[ref];
    else answers[ref] = value;
  }
  const medicationList = answers['medication_list'];
  if (Array.isArray(medicationList) && medicationList.length > 0) answers['medications'] = true;
  return walkInputSchema.parse({ today: ANSWERS_TODAY, answers });
}

function fieldOf(ref: string): Field {
  const field = SURVEY_V1_5.fields.find((candidate) => candidate.ref === ref);
  if (!field) throw new Error(`Survey v1.5 has no field '${ref}'`);
  return field;
}

/** Any answer a person can give to one v1.5 question (yes/no, one choice, or a valid multi-selection). */
export function arbAnswerTo(ref: string): fc.Arbitrary<AnswerValue> {
  const field = fieldOf(ref);
  const choices = field.properties.choices ?? [];
  if (field.type === 'yes_no' || field.type === 'legal') return fc.boolean();
  if (field.properties.allow_multiple_selection) {
    const plain = choices.filter((choice) => !choice.exclusive).map((choice) => choice.label);
    const exclusive = choices.filter((choice) => choice.exclusive).map((choice) => [choice.label]);
    const picks = fc.subarray(plain, { minLength: 1 });
    return exclusive.length > 0
      ? fc.oneof({ arbitrary: picks, weight: 4 }, { arbitrary: fc.constantFrom(...exclusive), weight: 1 })
      : picks;
  }
  return fc.constantFrom(...choices.map((choice) => choice.label));
}

/** The follow-up questions of each concern, by the concern's label. */
export const CONCERN_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  'Hormone and Sexual Health': [
    'hormones_libido',
    'hormones_male_fertility',
    'hormones_menopause',
    'hormones_resonance',
    'hormones_uti',
  ],
  'Gut Health': ['gut_symptoms', 'gut_fibre', 'gut_ibs'],
  'Bones Muscles and Joints': ['bones_pain', 'bones_pain_type', 'bones_cramps', 'bones_density'],
  'Healthy Skin Hair and Nails': ['skin_concerns', 'skin_water', 'skin_eczema'],
  'Strong Immune System': ['immune_colds', 'immune_recovery', 'immune_exposure'],
  Sleep: ['sleep_trouble', 'sleep_hours', 'sleep_screens'],
  'Energy and Stress': ['energy_level', 'energy_caffeine', 'energy_burnout'],
  'Migraines and Headaches': [
    'migraines_any',
    'migraines_frequency',
    'migraines_prescription',
    'migraines_medication_type',
  ],
  'Cognition & Brain Health': ['cognition_concerns', 'cognition_family_history'],
};

/**
 * Medications the safety rules care about (the list and more of each class), by their exact
 * v1.5 labels. Generated answer sets draw from these often and from the whole list sometimes.
 */
export const INTERACTING_MEDICATIONS: readonly string[] = [
  'Coumadin',
  'Warfarin',
  'Eliquis',
  'Xarelto',
  'Plavix',
  'Aspirin 81 mg',
  'Advil',
  'Zoloft',
  'Prozac',
  'Effexor XR',
  'Cymbalta',
  'Nardil',
  'Imitrex',
  'Maxalt',
  'Alesse',
  'Prograf',
  'Neoral',
  'Atripla',
  'Biktarvy',
  'Lanoxin',
  'Lipitor',
  'Crestor',
  'Synthroid',
  'Eltroxin',
  'Glucophage',
  'Metformin ER',
  'Januvia',
  'Ozempic',
  'Lithium carbonate',
  'Tegretol',
  'Lamictal',
  'Dilantin',
];

const LIFESTYLE_REFS = [
  'supplement_attitude',
  'diet_type',
  'vegan_supplements',
  'animal_products',
  'fish_intake',
  'produce_intake',
  'dairy_intake',
  'smoking',
  'sun_exposure',
  'vitamin_d_tested',
  'vitamin_d_level',
  'activity_level',
  'stress_frequency',
  'stress_feeling',
  'sleep_quality',
  'antibiotics_recent',
  'pack_format',
] as const;

function arbRecord(refs: readonly string[]): fc.Arbitrary<Answers> {
  return fc
    .tuple(...refs.map((ref) => arbAnswerTo(ref)))
    .map((values) => Object.fromEntries(refs.map((ref, i) => [ref, values[i] as AnswerValue])));
}

/** A birthday (MMDDYYYY) for an adult aged 19 to 65 on ANSWERS_TODAY. */
export function arbAdultBirthday(): fc.Arbitrary<string> {
  // 2007-11-21 is the latest 19th birthday; 1960-11-22 the earliest day that is still 65.
  return fc
    .date({
      min: new Date('1960-11-22T00:00:00Z'),
      max: new Date('2007-11-21T00:00:00Z'),
      noInvalidDate: true,
    })
    .map(
      (d) =>
        `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${d.getUTCFullYear()}`,
    );
}

/**
 * A complete v1.5 answer set of an adult (19 to 65): any sex, pregnancy state (asked of women),
 * allergies, diet, lifestyle, concerns with their sections' answers, and up to four medications.
 */
export function arbCompleteAnswers(): fc.Arbitrary<WalkInput> {
  const concernLabels = Object.keys(CONCERN_SECTIONS);
  const concerns = fc.oneof(
    { arbitrary: fc.subarray(concernLabels, { minLength: 1 }), weight: 6 },
    { arbitrary: fc.constant<string[]>(['Take me through it all']), weight: 1 },
    { arbitrary: fc.constant<string[]>(['Nothing for now']), weight: 1 },
  );
  const medication = fc.oneof(
    { arbitrary: fc.constantFrom(...INTERACTING_MEDICATIONS), weight: 3 },
    { arbitrary: fc.constantFrom(...MEDICATIONS.map((m) => m.label)), weight: 1 },
  );
  const sections = arbRecord(Object.values(CONCERN_SECTIONS).flat());
  return fc
    .record({
      birthday: arbAdultBirthday(),
      sex: arbAnswerTo('sex'),
      pregnancy: arbAnswerTo('pregnancy_status'),
      nausea: fc.boolean(),
      allergies: arbAnswerTo('allergies'),
      alcohol: fc.boolean(),
      lifestyle: arbRecord(LIFESTYLE_REFS),
      concerns,
      sections,
      medications: fc.uniqueArray(medication, { maxLength: 4 }),
    })
    .map(
      ({
        birthday,
        sex,
        pregnancy,
        nausea,
        allergies,
        alcohol,
        lifestyle,
        concerns: picked,
        sections: all,
        medications,
      }) => {
        const answers: Answers = { ...NEUTRAL_ANSWERS, ...lifestyle, birthday, sex, allergies };
        // Follow-ups are only asked after the answer that opens them (v1.5 logic).
        if (answers['diet_type'] !== 'Vegan') delete answers['vegan_supplements'];
        if (answers['diet_type'] !== 'Vegetarian') delete answers['animal_products'];
        if (answers['vitamin_d_tested'] !== true) delete answers['vitamin_d_level'];
        delete answers['pregnancy_status'];
        if (sex === 'Female') {
          answers['pregnancy_status'] = pregnancy;
          answers['alcohol_female'] = alcohol;
          if (pregnancy === 'Pregnant') answers['pregnancy_nausea'] = nausea;
        } else {
          answers['alcohol_male'] = alcohol;
        }
        answers['concerns'] = picked;
        const covered = picked[0] === 'Take me through it all' ? concernLabels : picked;
        for (const concern of covered) {
          for (const ref of CONCERN_SECTIONS[concern] ?? []) answers[ref] = all[ref] as AnswerValue;
        }
        answers['medications'] = medications.length > 0;
        if (medications.length > 0) answers['medication_list'] = medications;
        return walkInputSchema.parse({ today: ANSWERS_TODAY, answers });
      },
    );
}
