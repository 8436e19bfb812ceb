import { INTRO_TIMEOUT_MS, type Field, type Screen } from '@maplepack/survey-engine';
import { notice } from './build-fields';
import { ADULT_AGE, SENIOR_CAUTION_AGE } from './age-gate';

const ADVISORY_BOARD = '[our advisory board](/team?to=advisory-board)';
const BUILD_YOUR_OWN = '[build your own pack](/products)';
const EXIT_BUTTON = { button_text: 'EXIT ASSESSMENT', button_route: '/' };

/**
 * The intro is a statement field rather than a welcome screen because it needs an auth_description:
 * a returning customer must learn that accepting overwrites their subscription (spec §1).
 */
export const INTRO_FIELD: Field = notice('intro', {
  title: 'Built on evidence, reviewed by our nutrition team',
  description:
    'Every question is here for a reason: each answer adds, removes or adjusts a recommendation, and we ' +
    'check everything against your allergies and medications.',
  auth_description:
    'Welcome back! Accepting your new recommendations will overwrite your existing subscription. If you are ' +
    'not the person signed in, please log out first.',
  button_text: 'Continue',
  timeoutMs: INTRO_TIMEOUT_MS,
});

export const THANK_YOU_SCREENS: Screen[] = [
  {
    ref: 'exit_consent_declined',
    title: 'Not to worry!',
    description: `You can still ${BUILD_YOUR_OWN} from our products, or talk to ${ADVISORY_BOARD} for one-on-one advice.`,
    properties: EXIT_BUTTON,
  },
  {
    ref: 'exit_chronic_condition',
    title: 'Not to worry!',
    description:
      'Your health history needs more care than an online assessment can give, so we would rather not guess. ' +
      `Talk to ${ADVISORY_BOARD}, or ${BUILD_YOUR_OWN} with your doctor's or pharmacist's advice.`,
    properties: EXIT_BUTTON,
  },
  {
    ref: 'exit_under_19',
    title: 'Sorry!',
    description:
      `Our assessment and packs are made for adults aged ${ADULT_AGE} and over, and we do not carry child doses. If you ` +
      `are 14 to 18, ${ADVISORY_BOARD} can help you and a parent choose safely.`,
    properties: EXIT_BUTTON,
  },
  {
    ref: 'exit_age',
    title: 'Not to worry!',
    description:
      `Our assessment is designed for adults aged ${ADULT_AGE} to ${SENIOR_CAUTION_AGE}, so it cannot make safe recommendations for you. ` +
      `You can ${BUILD_YOUR_OWN} with your doctor's advice, or talk to ${ADVISORY_BOARD}.`,
    properties: EXIT_BUTTON,
  },
];
