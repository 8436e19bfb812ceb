import { ABORT_REF, SUBMIT_REF, type Field, type LogicRule } from '@maplepack/survey-engine';
import { listChoice, partCover, single, yesNo } from './build-fields';
import { always, answered, rule, toField } from './logic';
import { PART_STYLE } from './part-style';

/** The pack_format choice that adds the split-pack product to the cart (the survey's `doSplitPack`). */
export const SPLIT_PACK_CHOICE_REF = 'pack_format_split';

/** PART 4: medications (for the interaction check), pack format, and the final consent. */
export const PART_4_FIELDS: Field[] = [
  partCover('part_4', PART_STYLE[4], {
    description: 'Almost there: a safety check and how you would like your pack.',
  }),
  yesNo('medications', {
    title: 'Do you take any medications?',
    description:
      'Prescription or over the counter, including birth control and hormone therapy. Some nutrients and ' +
      'herbs interact with medications, and we check yours so we never recommend one that does not mix.',
    yesTags: ['TakesMedication'],
  }),
  listChoice('medication_list', {
    title: 'Which medications do you take?',
    description: 'Note: Feel free to enter either brand name or specific drug names into the search bar.',
    placeholder: 'Enter your medication name',
    listSource: 'medications',
  }),
  single('pack_format', {
    title: 'How would you like your daily packs?',
    choices: [
      {
        ref: 'pack_format_single',
        label: 'One pack a day',
        img: '/images/survey/pack-single.svg',
        disclaimer: 'All your pills together in one daily pack.',
      },
      {
        ref: SPLIT_PACK_CHOICE_REF,
        label: 'Split packs, morning and evening',
        tags: ['SplitPack'],
        img: '/images/survey/pack-split.svg',
        disclaimer: 'Separate morning and evening packs, for an additional fee each month.',
      },
    ],
  }),
  single('final_consent', {
    title: 'Ready for your recommendations?',
    description:
      'Your recommendations are based on your answers and are not medical advice. If you are being treated ' +
      'for a condition, please check them with your doctor or pharmacist.',
    auth_description:
      'Your recommendations are based on your answers and are not medical advice. Accepting them replaces the ' +
      'products in your current subscription.',
    choices: [
      { ref: SUBMIT_REF, label: 'I accept' },
      { ref: ABORT_REF, label: 'Exit Assessment' },
    ],
  }),
];

export const PART_4_LOGIC: LogicRule[] = [
  rule(
    'medications',
    toField('medication_list', answered('medications', true)),
    toField('pack_format', always),
  ),
];
