import type { Allergen } from '@maplepack/catalog';
import {
  INTERACTION_CLASS_DESCRIPTIONS,
  type InteractionClass,
  type SurveyLanguage,
} from '@maplepack/survey-content';
import type { Profile } from './profile';
import { joinPhrases, TAG_PHRASES } from './tag-phrases';
import { formatAmount } from './upper-limits';

/** The language of the words a person reads: reasons, exclusions and safety messages. English by default. */
export type RecommendationLanguage = SurveyLanguage;

export type Pregnancy = Exclude<Profile['pregnancy'], 'none'>;
type DayHalf = 'am' | 'pm';

export const capitalized = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Every sentence the recommendation and the safety checks show a person, in one language. The
 * tables are keyed like the English ones (tags, rule ids, medication classes): a test fails when a
 * French text is missing or keyed by something that no longer exists. Each language is its own
 * object, passed to the functions that write sentences, so a web page loads only the one it shows
 * (English here, French from `@maplepack/recommendation/fr`).
 */
export interface Messages {
  /** What tag `tag` says the person told us, or undefined when the tag is not cited. */
  tagPhrase(tag: string, answer: string): string | undefined;
  /** A rule's reason in this language (`english` when the table has none, e.g. a caller's own rule). */
  ruleReason(ruleId: string, english: string): string;
  /** The reason shown: what the person told us, then why. */
  reason(cited: readonly string[], why: string): string;
  interactionWhy(ruleId: string, english: string): string;
  withMedications(names: string, why: string): string;
  pregnancy(when: Pregnancy, retinol: boolean): string;
  allergy(allergens: readonly Allergen[]): string;
  diet(diet: 'vegan' | 'vegetarian' | 'pescatarian', gelatin: boolean): string;
  smoker(): string;
  /** recommend: a product left out for the upper limit of `nutrient`. */
  leftOutOverLimit(limit: LimitWords, total: number, perDay: number): string;
  /** checkPack: a pack over the upper limit of `nutrient`. */
  packOverLimit(limit: LimitWords, total: number, perDay: number): string;
  timing(half: DayHalf, why: string): string;
  timingWhy(ruleId: string, half: DayHalf, english: string, medication: string): string;
  labelCaution(classes: readonly string[], why: string): string;
  pregnancyCaution: string;
}

/** An upper limit's words: its English label and unit, and its nutrient key for other languages. */
export interface LimitWords {
  nutrient: string;
  label: string;
  unit: string;
}

const ALLERGEN_WORDS: Record<Allergen, string> = {
  dairy: 'dairy',
  fish: 'fish',
  shellfish: 'shellfish',
  gelatin: 'gelatin',
  egg: 'egg',
  corn: 'corn',
  soy: 'soy',
  wheat: 'wheat',
  gluten: 'gluten',
  nuts: 'nuts',
};

const PREGNANCY_WORDS: Record<Pregnancy, string> = {
  trying: 'while trying to conceive',
  pregnant: 'during pregnancy',
  breastfeeding: 'while breastfeeding',
};

/** A class's short name: its description up to the colon ("Blood thinners (warfarin, DOACs, heparins)"). */
export function className(interactionClass: string): string {
  const description = INTERACTION_CLASS_DESCRIPTIONS[interactionClass as InteractionClass] as
    | string
    | undefined;
  const short = (description ?? interactionClass).split(':')[0] ?? interactionClass;
  return short.charAt(0).toLowerCase() + short.slice(1);
}

/** The label caution of a product never given in pregnancy (label-cautions' PREGNANCY_CAUTION). */
export const PREGNANCY_CAUTION_EN = 'Not for use while trying to conceive, pregnant or breastfeeding.';

/** The English sentences: every function's default. */
export const ENGLISH_MESSAGES: Messages = {
  tagPhrase: (tag, answer) => TAG_PHRASES[tag]?.replaceAll('{answer}', answer.toLowerCase()),
  ruleReason: (_ruleId, english) => english,
  reason: (cited, why) =>
    cited.length === 0 ? why : `You told us ${joinPhrases(cited)}. ${capitalized(why)}`,
  interactionWhy: (_ruleId, english) => english,
  withMedications: (names, why) => `With ${names}: ${why}.`,
  pregnancy: (when, retinol) => {
    const why = retinol
      ? `retinol (preformed vitamin A) beyond a prenatal is not advised ${PREGNANCY_WORDS[when]}`
      : `it is not considered safe ${PREGNANCY_WORDS[when]}`;
    return `Not for you right now: ${why}.`;
  },
  allergy: (allergens) =>
    `Contains ${allergens.map((a) => ALLERGEN_WORDS[a]).join(' and ')}, which you said you are allergic to.`,
  diet: (diet, gelatin) =>
    `Not ${diet === 'vegan' ? 'vegan' : 'vegetarian'}${gelatin ? ' (it is made with gelatin)' : ''}, and you said you eat a ${diet} diet${diet === 'vegan' ? ' and want vegan supplements' : ''}.`,
  smoker: () => 'You told us you smoke: high-dose beta-carotene raised the risk of lung cancer in smokers.',
  leftOutOverLimit: (limit, total, perDay) =>
    `Left out because it would bring your daily ${limit.label} to ${formatAmount(total, 'en-CA')} ${limit.unit}, above the safe upper limit of ${formatAmount(perDay, 'en-CA')} ${limit.unit} for adults.`,
  packOverLimit: (limit, total, perDay) =>
    `Your pack gives ${formatAmount(total, 'en-CA')} ${limit.unit} of ${limit.label} a day, above the safe upper limit of ${formatAmount(perDay, 'en-CA')} ${limit.unit} for adults.`,
  timing: (half, why) => `Take it in the ${half === 'am' ? 'morning' : 'evening'}: ${why}.`,
  timingWhy: (_ruleId, _half, english) => english,
  labelCaution: (classes, why) => `If you take ${classes.map(className).join(' or ')}: ${why}.`,
  pregnancyCaution: PREGNANCY_CAUTION_EN,
};
