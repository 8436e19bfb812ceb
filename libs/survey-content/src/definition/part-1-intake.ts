import { type Field, type LogicRule } from '@maplepack/survey-engine';
import { date, email, legal, multi, partCover, shortText, single, yesNo } from './build-fields';
import {
  ageGate,
  ageLess,
  allOf,
  always,
  answered,
  anyOf,
  authenticated,
  picked,
  rule,
  toField,
  toThankYou,
} from './logic';
import { PART_STYLE } from './part-style';
import { ADULT_AGE, SENIOR_CAUTION_AGE } from './age-gate';

/** PART 1: who is answering, whether we may help them, and what they must avoid. */
export const PART_1_FIELDS: Field[] = [
  partCover('part_1', PART_STYLE[1], {
    description: 'A few quick questions so we know who we are building a pack for.',
  }),
  shortText('name', {
    title: "First things first, what's your first name?",
    placeholder: 'First Name',
  }),
  legal('consent', {
    title: 'Before we begin, we need your consent.',
    auth_title: 'Welcome back! Before we begin, we need your consent.',
    description:
      'We use your answers only to build your recommendations, and we keep them private. This assessment is ' +
      'not a diagnosis and does not replace advice from your doctor or pharmacist. By accepting, you agree to ' +
      'our [Terms and Conditions](/terms-and-conditions) and [Privacy Policy](/privacy-policy).',
    auth_description:
      'Your answers update the recommendations on your account. This assessment is not a diagnosis and does ' +
      'not replace advice from your doctor or pharmacist. By accepting, you agree to our ' +
      '[Terms and Conditions](/terms-and-conditions) and [Privacy Policy](/privacy-policy).',
  }),
  email('email', {
    title: 'Where should we send your recommendations?',
    description: 'We will email you a copy of your results. No spam, ever.',
    placeholder: 'you@example.com',
  }),
  date('birthday', {
    title: 'When were you born?',
    description: `Nutrient needs change with age, and our packs are made for adults aged ${ADULT_AGE} to ${SENIOR_CAUTION_AGE}.`,
  }),
  legal('caution_65_plus', {
    title: 'Because we care',
    description:
      `Our packs are designed for adults aged ${ADULT_AGE} to ${SENIOR_CAUTION_AGE}. After ${SENIOR_CAUTION_AGE}, nutrient needs change and medications become ` +
      'more common, so please review your recommendations with your doctor or pharmacist before you start ' +
      'taking them. Do you accept and wish to continue?',
  }),
  single('sex', {
    title: 'What sex were you assigned at birth?',
    description: 'Iron, calcium and other needs differ by biological sex.',
    choices: [
      { ref: 'sex_female', label: 'Female', tags: ['Female'] },
      { ref: 'sex_male', label: 'Male', tags: ['Male'] },
      { ref: 'sex_other', label: 'Other' },
    ],
  }),
  single('pregnancy_status', {
    title: 'Does any of these apply to you right now?',
    description: 'Folate, iron and iodine needs rise, and some herbs become unsafe.',
    vertical: true,
    choices: [
      { ref: 'pregnancy_trying', label: 'Trying to conceive', tags: ['TryingToConceive'] },
      { ref: 'pregnancy_pregnant', label: 'Pregnant', tags: ['Pregnant'] },
      { ref: 'pregnancy_breastfeeding', label: 'Breastfeeding or post-partum', tags: ['Breastfeeding'] },
      { ref: 'pregnancy_none', label: 'None of these' },
    ],
  }),
  legal('pregnancy_caution', {
    title: 'Because we care',
    description:
      'Pregnancy and breastfeeding change what is safe to take. We leave out herbs and high doses that are not ' +
      'recommended for you, but please show your recommendations to your doctor, midwife or pharmacist ' +
      'before you start. Do you accept and wish to continue?',
  }),
  yesNo('pregnancy_nausea', {
    title: 'Are you having severe nausea or vomiting?',
    description: 'Large prenatal pills can be hard to keep down; we take that into account.',
    yesTags: ['SevereNausea'],
  }),
  single('supplement_attitude', {
    title: 'How do you feel about taking supplements?',
    vertical: true,
    choices: [
      { ref: 'attitude_new', label: "I'm new to supplements", tags: ['SupplementNewcomer'] },
      { ref: 'attitude_some', label: 'I take a few now and then' },
      { ref: 'attitude_daily', label: 'I take supplements every day', tags: ['SupplementRegular'] },
      { ref: 'attitude_minimal', label: 'As few pills as possible, please', tags: ['FewerPills'] },
    ],
  }),
  multi('allergies', {
    title: 'Do you have any allergies or intolerances?',
    description: 'We leave out any product that contains them. Choose all that apply.',
    choices: [
      { ref: 'allergy_none', label: 'Nothing I know of', exclusive: true },
      { ref: 'allergy_dairy', label: 'Dairy', tags: ['DairyAllergy'] },
      { ref: 'allergy_fish', label: 'Fish/Shellfish', tags: ['FishAllergy', 'ShellfishAllergy'] },
      { ref: 'allergy_gelatin', label: 'Gelatin', tags: ['GelatinAllergy'] },
      { ref: 'allergy_egg', label: 'Egg', tags: ['EggAllergy'] },
      { ref: 'allergy_corn', label: 'Corn', tags: ['CornAllergy'] },
      { ref: 'allergy_soy', label: 'Soy', tags: ['SoyAllergy'] },
      { ref: 'allergy_wheat', label: 'Wheat', tags: ['WheatAllergy'] },
      { ref: 'allergy_gluten', label: 'Gluten', tags: ['GlutenAllergy'] },
      { ref: 'allergy_nuts', label: 'Nuts/Peanuts', tags: ['NutAllergy'] },
    ],
  }),
  multi('chronic_conditions', {
    title: 'Has a doctor diagnosed you with any of these?',
    description: 'These conditions change which nutrients are safe for you. Choose all that apply.',
    columns: 1,
    choices: [
      { ref: 'chronic_none', label: 'None of these', exclusive: true },
      { ref: 'chronic_kidney', label: 'Kidney disease' },
      { ref: 'chronic_liver', label: 'Liver disease' },
      { ref: 'chronic_heart', label: 'Heart disease or heart failure' },
      { ref: 'chronic_bleeding', label: 'A bleeding or clotting disorder' },
      { ref: 'chronic_cancer', label: 'Cancer, in treatment now' },
      { ref: 'chronic_iron_overload', label: 'Hemochromatosis (iron overload)' },
      { ref: 'chronic_parathyroid', label: 'A parathyroid disorder or high blood calcium' },
    ],
  }),
];

const PREGNANT_OR_PLANNING = anyOf(
  picked('pregnancy_status', 'pregnancy_trying'),
  picked('pregnancy_status', 'pregnancy_pregnant'),
  picked('pregnancy_status', 'pregnancy_breastfeeding'),
);

export const PART_1_LOGIC: LogicRule[] = [
  // The account already knows the name, so signed-in people start at consent.
  rule('part_1', toField('consent', authenticated)),
  rule(
    'consent',
    toThankYou('exit_consent_declined', answered('consent', false)),
    // Signed-in people skip email; birthday fills itself from the account when it has one, so the
    // age gate below runs on it and the submission still carries the birthday.
    toField('birthday', authenticated),
  ),
  rule('birthday', ...ageGate('sex')),
  rule('caution_65_plus', toThankYou('exit_age', answered('caution_65_plus', false))),
  rule(
    'sex',
    toField('pregnancy_status', allOf(picked('sex', 'sex_female'), ageLess(50))),
    toField('supplement_attitude', always),
  ),
  rule(
    'pregnancy_status',
    toField('pregnancy_caution', PREGNANT_OR_PLANNING),
    toField('supplement_attitude', always),
  ),
  rule(
    'pregnancy_caution',
    toThankYou('exit_consent_declined', answered('pregnancy_caution', false)),
    toField('pregnancy_nausea', picked('pregnancy_status', 'pregnancy_pregnant')),
    toField('supplement_attitude', always),
  ),
  rule(
    'chronic_conditions',
    toField('part_2', picked('chronic_conditions', 'chronic_none')),
    toThankYou('exit_chronic_condition', always),
  ),
];
