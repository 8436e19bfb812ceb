import fc from 'fast-check';
import { type WalkInputRaw } from '@maplepack/survey-engine';
import { SURVEY_TAG_NAMES, type SurveyTag } from './tags';

/**
 * Fixtures for tests of this lib and of the libs that consume survey answers (recommendation,
 * CLI): typical people answering survey v1.5, and an arbitrary over the known tags.
 */

/** The day every profile is answered on, so ages never drift as the calendar moves. */
export const PROFILE_TODAY = '2026-11-21';

const GUEST_INTAKE = {
  consent: true,
  supplement_attitude: 'I take a few now and then',
  allergies: ['Nothing I know of'],
  chronic_conditions: ['None of these'],
};

const LIFESTYLE = {
  diet_type: 'I eat everything',
  fish_intake: 'Rarely or never',
  produce_intake: '3 to 4',
  dairy_intake: '1 to 2',
  smoking: false,
  alcohol_female: false,
  alcohol_male: false,
  sun_exposure: 'A few times a week',
  vitamin_d_tested: false,
  activity_level: 'Light activity, like walks and chores',
  stress_frequency: 'Often',
  stress_feeling: ['Tense or anxious', 'Trouble sleeping'],
  sleep_quality: 'Okay most nights',
  antibiotics_recent: false,
};

const FINAL = {
  medications: false,
  pack_format: 'One pack a day',
  final_consent: 'I accept',
};

/** Answers to every concern section, for walks that go through all of them. */
const ALL_SECTIONS = {
  hormones_libido: false,
  hormones_menopause: 'I still have regular periods',
  hormones_resonance: ['Heavy periods'],
  hormones_uti: false,
  hormones_male_fertility: false,
  gut_symptoms: ['Bloating or gas'],
  gut_fibre: 'Some days',
  gut_ibs: false,
  bones_pain: true,
  bones_pain_type: ['Aching joints after activity'],
  bones_cramps: true,
  bones_density: false,
  skin_concerns: ['Brittle nails'],
  skin_water: '4 to 7 cups',
  skin_eczema: false,
  immune_colds: '2 to 3',
  immune_recovery: false,
  immune_exposure: true,
  sleep_trouble: ['Staying asleep'],
  sleep_hours: '6 to 7',
  sleep_screens: true,
  energy_level: 'I dip in the afternoon',
  energy_caffeine: '1 to 2',
  energy_burnout: false,
  migraines_any: 'No, Never',
  cognition_concerns: ['Brain fog'],
  cognition_family_history: false,
};

/**
 * Typical people answering survey v1.5, as `survey walk` inputs (CONTRACTS §1). Other libs use
 * them to test recommendations on realistic answers; this lib's tests check where each one ends.
 */
export const SURVEY_PROFILES = {
  youngWoman: {
    today: PROFILE_TODAY,
    answers: {
      name: 'Ann',
      ...GUEST_INTAKE,
      email: 'ann@example.ca',
      birthday: '05141990',
      sex: 'Female',
      pregnancy_status: 'None of these',
      ...LIFESTYLE,
      concerns: ['Sleep', 'Energy and Stress'],
      sleep_trouble: ['Falling asleep'],
      sleep_hours: '6 to 7',
      sleep_screens: true,
      energy_level: 'I dip in the afternoon',
      energy_caffeine: '3 or more',
      energy_burnout: false,
      concerns_fallback: "Let's see recommendations",
      ...FINAL,
    },
  },
  pregnantWoman: {
    today: PROFILE_TODAY,
    answers: {
      name: 'Maya',
      ...GUEST_INTAKE,
      email: 'maya@example.ca',
      birthday: '08021994',
      sex: 'Female',
      pregnancy_status: 'Pregnant',
      pregnancy_caution: true,
      pregnancy_nausea: true,
      ...LIFESTYLE,
      diet_type: 'Vegan',
      vegan_supplements: true,
      concerns: ['Hormone and Sexual Health'],
      hormones_libido: false,
      concerns_fallback: "Let's see recommendations",
      ...FINAL,
      medications: true,
      medication_list: ['Synthroid'],
    },
  },
  man55: {
    today: PROFILE_TODAY,
    answers: {
      name: 'Luc',
      ...GUEST_INTAKE,
      email: 'luc@example.ca',
      birthday: '03101971',
      sex: 'Male',
      ...LIFESTYLE,
      smoking: true,
      alcohol_male: true,
      concerns: ['Hormone and Sexual Health', 'Migraines and Headaches'],
      hormones_libido: true,
      hormones_uti: false,
      migraines_any: 'Yes',
      migraines_frequency: 'More than 3 times a month',
      migraines_prescription: true,
      migraines_medication_type: ['A triptan, like Imitrex, Maxalt or Zomig'],
      concerns_fallback: "Let's see recommendations",
      ...FINAL,
      pack_format: 'Split packs, morning and evening',
    },
  },
  under19: {
    today: PROFILE_TODAY,
    answers: { name: 'Zoe', consent: true, email: 'zoe@example.ca', birthday: '06152010' },
  },
  consentDeclined: {
    today: PROFILE_TODAY,
    answers: { name: 'Sam', consent: false },
  },
  senior67Accepts: {
    today: PROFILE_TODAY,
    answers: {
      name: 'Ruth',
      ...GUEST_INTAKE,
      email: 'ruth@example.ca',
      birthday: '01201959',
      caution_65_plus: true,
      sex: 'Female',
      ...LIFESTYLE,
      concerns: ['Bones Muscles and Joints'],
      bones_pain: false,
      bones_cramps: false,
      bones_density: true,
      concerns_fallback: "Let's see recommendations",
      ...FINAL,
    },
  },
  takeMeThroughItAll: {
    today: PROFILE_TODAY,
    answers: {
      name: 'Alex',
      ...GUEST_INTAKE,
      email: 'alex@example.ca',
      birthday: '11301988',
      sex: 'Female',
      pregnancy_status: 'None of these',
      ...LIFESTYLE,
      concerns: ['Take me through it all'],
      ...ALL_SECTIONS,
      ...FINAL,
    },
  },
  nothingForNow: {
    today: PROFILE_TODAY,
    answers: {
      name: 'Jo',
      ...GUEST_INTAKE,
      email: 'jo@example.ca',
      birthday: '02291992',
      sex: 'Male',
      ...LIFESTYLE,
      concerns: ['Nothing for now'],
      concerns_fallback: "Let's see recommendations",
      ...FINAL,
    },
  },
  signedInReturning: {
    today: PROFILE_TODAY,
    loggedIn: true,
    account: { firstName: 'Nadia', email: 'nadia@example.ca', birthday: '07041985' },
    answers: {
      ...GUEST_INTAKE,
      sex: 'Female',
      pregnancy_status: 'None of these',
      ...LIFESTYLE,
      concerns: ['Gut Health'],
      gut_symptoms: ['Constipation'],
      gut_fibre: 'Rarely',
      gut_ibs: false,
      concerns_fallback: "Let's see recommendations",
      ...FINAL,
    },
  },
} satisfies Record<string, WalkInputRaw>;

export type SurveyProfileName = keyof typeof SURVEY_PROFILES;

/** Any tag survey v1.5 can attach. */
export const surveyTagArbitrary: fc.Arbitrary<SurveyTag> = fc.constantFrom(...SURVEY_TAG_NAMES);
