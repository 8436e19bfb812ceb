import type { Allergen } from '@maplepack/catalog';
import {
  INTERACTION_CLASS_DESCRIPTIONS,
  type InteractionClass,
  type SurveyLanguage,
} from '@maplepack/survey-content';
import { CLASS_NAMES_FR } from './fr/class-names-fr';
import { INTERACTION_WHY_FR } from './fr/interaction-why-fr';
import { RULE_REASONS_FR } from './fr/rule-reasons-fr';
import { TAG_PHRASES_FR } from './fr/tag-phrases-fr';
import type { Profile } from './profile';
import { joinPhrases, TAG_PHRASES } from './tag-phrases';
import { formatAmount } from './upper-limits';

/** The language of the words a person reads: reasons, exclusions and safety messages. English by default. */
export type RecommendationLanguage = SurveyLanguage;

type Pregnancy = Exclude<Profile['pregnancy'], 'none'>;
type DayHalf = 'am' | 'pm';

const capitalized = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Every sentence the recommendation and the safety checks show a person, in one language. The
 * tables are keyed like the English ones (tags, rule ids, medication classes): a test fails when a
 * French text is missing or keyed by something that no longer exists.
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
function className(interactionClass: string): string {
  const description = INTERACTION_CLASS_DESCRIPTIONS[interactionClass as InteractionClass] as
    | string
    | undefined;
  const short = (description ?? interactionClass).split(':')[0] ?? interactionClass;
  return short.charAt(0).toLowerCase() + short.slice(1);
}

/** The label caution of a product never given in pregnancy (label-cautions' PREGNANCY_CAUTION). */
export const PREGNANCY_CAUTION_EN = 'Not for use while trying to conceive, pregnant or breastfeeding.';

const ENGLISH: Messages = {
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

const ALLERGEN_WORDS_FR: Record<Allergen, string> = {
  dairy: 'produits laitiers',
  fish: 'poisson',
  shellfish: 'fruits de mer',
  gelatin: 'gélatine',
  egg: 'œufs',
  corn: 'maïs',
  soy: 'soya',
  wheat: 'blé',
  gluten: 'gluten',
  nuts: 'noix',
};

const PREGNANCY_WORDS_FR: Record<Pregnancy, string> = {
  trying: 'quand on essaie de tomber enceinte',
  pregnant: 'pendant la grossesse',
  breastfeeding: 'pendant l’allaitement',
};

/** Upper-limit nutrients in French, completing « votre apport quotidien en … ». */
const LIMIT_WORDS_FR: Readonly<Record<string, { label: string; unit: string }>> = {
  vitaminA_retinol_ugRAE: { label: 'vitamine A (rétinol)', unit: 'µg EAR' },
  vitaminD_ug: { label: 'vitamine D', unit: 'µg' },
  vitaminE_mg: { label: 'vitamine E', unit: 'mg' },
  vitaminB6_mg: { label: 'vitamine B6', unit: 'mg' },
  niacin_mg: { label: 'niacine', unit: 'mg' },
  folicAcid_ug: { label: 'acide folique', unit: 'µg' },
  iron_mg: { label: 'fer', unit: 'mg' },
  zinc_mg: { label: 'zinc', unit: 'mg' },
  magnesium_mg: { label: 'magnésium provenant de suppléments', unit: 'mg' },
  selenium_ug: { label: 'sélénium', unit: 'µg' },
  calcium_mg: { label: 'calcium', unit: 'mg' },
};

/** The French of the timing rules (schedule.ts), by rule id and half of the day. */
const TIMING_WHY_FR: Readonly<Record<string, (medication: string) => string>> = {
  'minerals-away-from-morning-medication:pm': (medication) =>
    `les minéraux bloquent l’absorption de ${medication}, alors ils vont dans votre sachet du soir`,
  'iron-apart-from-calcium:am': () =>
    'le fer est mieux absorbé loin du calcium et du magnésium, alors il va dans le sachet du matin',
  'iron-apart-from-calcium:pm': () =>
    'le calcium et le magnésium bloquent l’absorption du fer, alors ils vont dans le sachet du soir, loin de votre fer',
  'evening-calming:pm': () => 'il a un effet calmant et se prend mieux le soir',
  'morning-energy:am': () => 'les vitamines B et les ingrédients énergisants se prennent mieux le matin',
};

/** « a », « a et b », « a, que b et que c »: French repeats « que » before each answer cited. */
function joinPhrasesFr(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases[0] ?? '';
  const [first, ...rest] = phrases;
  const last = rest.pop() ?? '';
  return [first, ...rest.map((p) => `que ${p}`)].join(', ') + ` et que ${last}`;
}

/** The French limit words, or the English ones for a nutrient the table does not know. */
function limitFr(limit: LimitWords): { label: string; unit: string } {
  return LIMIT_WORDS_FR[limit.nutrient] ?? limit;
}

const FRENCH: Messages = {
  tagPhrase: (tag) => TAG_PHRASES_FR[tag],
  ruleReason: (ruleId, english) => RULE_REASONS_FR[ruleId] ?? english,
  reason: (cited, why) =>
    cited.length === 0
      ? capitalized(why)
      : `Vous nous avez dit que ${joinPhrasesFr(cited)}. ${capitalized(why)}`,
  interactionWhy: (ruleId, english) => INTERACTION_WHY_FR[ruleId] ?? english,
  withMedications: (names, why) => `Avec ${names}\u00a0: ${why}.`,
  pregnancy: (when, retinol) => {
    const why = retinol
      ? `le rétinol (vitamine A préformée) en plus d’une multivitamine prénatale est déconseillé ${PREGNANCY_WORDS_FR[when]}`
      : `ce produit n’est pas considéré comme sûr ${PREGNANCY_WORDS_FR[when]}`;
    return `Pas pour vous en ce moment\u00a0: ${why}.`;
  },
  allergy: (allergens) => {
    const which = allergens.length > 1 ? 'des ingrédients auxquels' : 'un ingrédient auquel';
    return `Contient ${which} vous nous avez dit être allergique\u00a0: ${allergens.map((a) => ALLERGEN_WORDS_FR[a]).join(' et ')}.`;
  },
  diet: (diet, gelatin) => {
    const kind = diet === 'vegan' ? 'végétalien' : 'végétarien';
    const yours = { vegan: 'végétalienne', vegetarian: 'végétarienne', pescatarian: 'pescétarienne' }[diet];
    const made = gelatin ? ' (il contient de la gélatine)' : '';
    const wants = diet === 'vegan' ? ' et vouloir des suppléments végétaliens' : '';
    return `Ce produit n’est pas ${kind}${made}, et vous nous avez dit suivre une alimentation ${yours}${wants}.`;
  },
  smoker: () =>
    'Vous nous avez dit que vous fumez\u00a0: le bêta-carotène à dose élevée a augmenté le risque de cancer du poumon chez les fumeurs.',
  leftOutOverLimit: (limit, total, perDay) => {
    const { label, unit } = limitFr(limit);
    return `Ce produit a été retiré, car il porterait votre apport quotidien en ${label} à ${formatAmount(total, 'fr-CA')}\u00a0${unit}, au-delà de l’apport maximal tolérable de ${formatAmount(perDay, 'fr-CA')}\u00a0${unit} pour les adultes.`;
  },
  packOverLimit: (limit, total, perDay) => {
    const { label, unit } = limitFr(limit);
    return `Avec vos sachets, votre apport quotidien en ${label} est de ${formatAmount(total, 'fr-CA')}\u00a0${unit}, au-delà de l’apport maximal tolérable de ${formatAmount(perDay, 'fr-CA')}\u00a0${unit} pour les adultes.`;
  },
  timing: (half, why) => `À prendre le ${half === 'am' ? 'matin' : 'soir'}\u00a0: ${why}.`,
  timingWhy: (ruleId, half, english, medication) =>
    TIMING_WHY_FR[`${ruleId}:${half}`]?.(medication) ?? english,
  labelCaution: (classes, why) =>
    `Si vous prenez ${classes.map((c) => CLASS_NAMES_FR[c as InteractionClass] ?? className(c)).join(' ou ')}\u00a0: ${why}.`,
  pregnancyCaution: 'Ne pas utiliser si vous essayez de tomber enceinte, êtes enceinte ou allaitez.',
};

const MESSAGES: Readonly<Record<RecommendationLanguage, Messages>> = { en: ENGLISH, fr: FRENCH };

/** The sentences a person reads, in `lang` (English when not given). */
export function messagesIn(lang: RecommendationLanguage = 'en'): Messages {
  return MESSAGES[lang];
}

/** The French timing texts' keys, for the test that checks every timing rule has one. */
export const TIMING_WHY_FR_KEYS: readonly string[] = Object.keys(TIMING_WHY_FR);
/** The French upper-limit words' keys, for the test that checks every limit has them. */
export const LIMIT_WORDS_FR_KEYS: readonly string[] = Object.keys(LIMIT_WORDS_FR);
