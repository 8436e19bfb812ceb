import { type Field, type LogicRule } from '@maplepack/survey-engine';
import { multi, notice, partCover, single, yesNo } from './build-fields';
import { allOf, always, answered, anyOf, picked, rule, toField } from './logic';
import { PART_STYLE } from './part-style';

/** PART 2: what you eat and how you live, which drives most of the Essentials tier. */
export const PART_2_FIELDS: Field[] = [
  partCover('part_2', PART_STYLE[2], {
    description: 'What you eat and how you live shape which nutrients you may be missing.',
  }),
  single('diet_type', {
    title: 'Which best describes the way you eat?',
    vertical: true,
    choices: [
      { ref: 'diet_everything', label: 'I eat everything' },
      { ref: 'diet_flexitarian', label: 'Mostly plants, some meat or fish', tags: ['Flexitarian'] },
      { ref: 'diet_pescatarian', label: 'Pescatarian', tags: ['Pescatarian'] },
      { ref: 'diet_vegetarian', label: 'Vegetarian', tags: ['Vegetarian'] },
      { ref: 'diet_vegan', label: 'Vegan', tags: ['Vegan'] },
      { ref: 'diet_low_carb', label: 'Keto or low-carb', tags: ['LowCarb'] },
    ],
  }),
  yesNo('vegan_supplements', {
    title: 'Should every product in your pack be vegan?',
    description:
      'A few of the best-absorbed forms, like fish-oil omega-3 or vitamin D3 from lanolin, come from animals. ' +
      'Say yes and we use plant-based forms only, such as algae omega-3 and lichen D3.',
    yesTags: ['VeganOnly'],
  }),
  yesNo('animal_products', {
    title: 'Are you comfortable with supplements that contain animal-derived ingredients?',
    description: 'For example gelatin capsules, fish oil or vitamin D3 from lanolin.',
    noTags: ['AnimalFree'],
  }),
  single('fish_intake', {
    title: 'How often do you eat fatty fish like salmon, trout or sardines?',
    choices: [
      { ref: 'fish_twice_weekly', label: 'Twice a week or more' },
      { ref: 'fish_weekly', label: 'About once a week' },
      { ref: 'fish_rarely', label: 'Rarely or never', tags: ['LowOmega3'] },
    ],
  }),
  single('produce_intake', {
    title: 'How many servings of vegetables and fruit do you eat on a typical day?',
    choices: [
      { ref: 'produce_five_plus', label: '5 or more' },
      { ref: 'produce_three_four', label: '3 to 4' },
      { ref: 'produce_two_or_fewer', label: '2 or fewer', tags: ['LowProduce'] },
    ],
  }),
  single('dairy_intake', {
    title: 'How many servings of dairy or fortified plant milk do you have a day?',
    description:
      'A serving is a cup of milk or fortified soy or oat drink, 3/4 cup of yogurt, or 50 g of cheese.',
    choices: [
      { ref: 'dairy_three_plus', label: '3 or more' },
      { ref: 'dairy_one_two', label: '1 to 2' },
      { ref: 'dairy_rarely', label: 'Rarely or never', tags: ['LowCalcium'] },
    ],
  }),
  yesNo('smoking', {
    title: 'Do you smoke or vape nicotine?',
    description: 'Smoking uses up vitamin C faster, and it changes which forms of vitamin A are safe.',
    yesTags: ['Smoker'],
  }),
  yesNo('alcohol_female', {
    title: 'Do you often have more than 3 drinks in a day, or more than 12 in a week?',
    description: 'A drink is a bottle of beer, a glass of wine (5 oz) or a shot of spirits (1.5 oz).',
    yesTags: ['HighAlcohol', 'BComplex'],
  }),
  yesNo('alcohol_male', {
    title: 'Do you often have more than 4 drinks in a day, or more than 15 in a week?',
    description: 'A drink is a bottle of beer, a glass of wine (5 oz) or a shot of spirits (1.5 oz).',
    yesTags: ['HighAlcohol', 'BComplex'],
  }),
  single('sun_exposure', {
    title: 'How much time do you spend outdoors in daylight?',
    choices: [
      { ref: 'sun_daily', label: '20 minutes or more most days' },
      { ref: 'sun_some', label: 'A few times a week' },
      { ref: 'sun_rarely', label: 'Rarely', tags: ['LowSun'] },
    ],
  }),
  yesNo('vitamin_d_tested', {
    title: 'Have you had your vitamin D level checked in the last year?',
  }),
  single('vitamin_d_level', {
    title: 'What did your vitamin D result show?',
    choices: [
      { ref: 'vitamin_d_low', label: 'Low', tags: ['VitaminDLow'] },
      { ref: 'vitamin_d_normal', label: 'Normal' },
      { ref: 'vitamin_d_high', label: 'High', tags: ['VitaminDHigh'] },
      { ref: 'vitamin_d_unsure', label: "I don't remember" },
    ],
  }),
  notice('vitamin_d_did_you_know', {
    title: 'Did you know?',
    description:
      'From October to March the sun in most of Canada sits too low for your skin to make vitamin D, ' +
      'which is why Health Canada suggests many adults consider a supplement through the winter.',
  }),
  single('activity_level', {
    title: 'How active are you in a typical week?',
    vertical: true,
    choices: [
      { ref: 'activity_sitting', label: 'Mostly sitting' },
      { ref: 'activity_light', label: 'Light activity, like walks and chores' },
      { ref: 'activity_moderate', label: '150 minutes or more of exercise' },
      { ref: 'activity_intense', label: 'Intense training or competitive sport', tags: ['Athlete'] },
    ],
  }),
  single('stress_frequency', {
    title: 'How often do you feel stressed?',
    choices: [
      { ref: 'stress_rarely', label: 'Rarely' },
      { ref: 'stress_occasionally', label: 'Occasionally' },
      { ref: 'stress_often', label: 'Often', tags: ['Stress'] },
      { ref: 'stress_always', label: 'Almost always', tags: ['Stress', 'HighStress'] },
    ],
  }),
  multi('stress_feeling', {
    title: 'When you are stressed, how does it show up?',
    description: 'Choose all that apply.',
    choices: [
      { ref: 'stress_feeling_anxious', label: 'Tense or anxious', tags: ['Anxious'] },
      { ref: 'stress_feeling_drained', label: 'Tired or drained', tags: ['Fatigue'] },
      { ref: 'stress_feeling_irritable', label: 'Irritable or short-tempered' },
      { ref: 'stress_feeling_sleep', label: 'Trouble sleeping', tags: ['PoorSleep'] },
      { ref: 'stress_feeling_cravings', label: 'Craving sugar or caffeine' },
    ],
  }),
  single('sleep_quality', {
    title: 'How would you rate your sleep?',
    vertical: true,
    choices: [
      { ref: 'sleep_great', label: 'Great, I wake up rested' },
      { ref: 'sleep_okay', label: 'Okay most nights' },
      { ref: 'sleep_poor', label: 'Poor, I often wake up tired', tags: ['PoorSleep'] },
    ],
  }),
  yesNo('antibiotics_recent', {
    title: 'Have you taken antibiotics in the last 6 months?',
    description: 'Antibiotics can upset the balance of your gut bacteria for months afterwards.',
    yesTags: ['RecentAntibiotics'],
  }),
];

export const PART_2_LOGIC: LogicRule[] = [
  rule(
    'diet_type',
    toField('vegan_supplements', picked('diet_type', 'diet_vegan')),
    // Someone allergic to gelatin or fish gets no animal-derived capsules or oils anyway.
    toField(
      'produce_intake',
      allOf(
        picked('diet_type', 'diet_vegetarian'),
        anyOf(picked('allergies', 'allergy_gelatin'), picked('allergies', 'allergy_fish')),
      ),
    ),
    toField('animal_products', picked('diet_type', 'diet_vegetarian')),
    toField('fish_intake', always),
  ),
  // Vegans and vegetarians eat no fish, so the fish question would only say "never".
  rule('vegan_supplements', toField('produce_intake', always)),
  rule('animal_products', toField('produce_intake', always)),
  rule('smoking', toField('alcohol_male', picked('sex', 'sex_male')), toField('alcohol_female', always)),
  rule('alcohol_female', toField('sun_exposure', always)),
  rule(
    'vitamin_d_tested',
    toField('vitamin_d_level', answered('vitamin_d_tested', true)),
    toField('vitamin_d_did_you_know', always),
  ),
  rule('vitamin_d_level', toField('activity_level', always)),
  rule(
    'stress_frequency',
    toField(
      'sleep_quality',
      anyOf(picked('stress_frequency', 'stress_rarely'), picked('stress_frequency', 'stress_occasionally')),
    ),
  ),
];
