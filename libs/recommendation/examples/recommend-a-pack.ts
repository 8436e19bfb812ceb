import { CATALOGUE } from '@maplepack/catalog-data';
import { EMPTY_PROFILE, checkPack, recommend } from '@maplepack/recommendation';
import { classesOf } from '@maplepack/survey-content';

// Answers to the v1.5 survey as `maplepack recommend` takes them (refs and choice labels).
const answers = {
  name: 'Robin',
  consent: true,
  email: 'robin@example.ca',
  birthday: '01011991',
  sex: 'Female',
  pregnancy_status: 'None of these',
  supplement_attitude: 'I take a few now and then',
  allergies: ['Nothing I know of'],
  chronic_conditions: ['None of these'],
  diet_type: 'I eat everything',
  fish_intake: 'Rarely or never',
  produce_intake: '5 or more',
  dairy_intake: '3 or more',
  smoking: false,
  alcohol_female: false,
  sun_exposure: 'Rarely',
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

const result = recommend({ today: '2026-11-21', loggedIn: false, answers });
if (!result.ok) throw new Error(result.message);
const { walk, recommendation } = result;
console.log(`walk ended: ${walk.end} at ${walk.at}; suggested tier ${recommendation.recommendedTier}`);
for (const product of recommendation.tiers[1]) {
  console.log(`tier 1: ${product.name} (${product.am} am, ${product.pm} pm)`);
}

// A walk that exits recommends nothing.
const declined = recommend({ today: '2026-11-21', loggedIn: false, answers: { ...answers, consent: false } });
if (declined.ok) console.log(declined.walk.end, declined.walk.at, declined.recommendation.recommendedTier);

// Any pack can be re-checked against a person: Vitex is excluded with hormonal birth control.
const pill = { label: 'Alesse', classes: classesOf(['Alesse']) };
console.log(pill);
const check = checkPack(
  [{ productId: 2516, am: 1, pm: 0 }],
  { ...EMPTY_PROFILE, age: 30, sex: 'female', medications: [pill] },
  CATALOGUE,
);
console.log(
  check.ok,
  check.violations.map((violation) => `${violation.action}: ${violation.message}`),
);
