import type { Allergen } from '@maplepack/catalog';
import type { InteractionClass } from '@maplepack/survey-content';
import { capitalized, className, type LimitWords, type Messages, type Pregnancy } from '../messages';
import { formatAmount } from '../upper-limits';
import { CLASS_NAMES_FR } from './class-names-fr';
import { INTERACTION_WHY_FR } from './interaction-why-fr';
import { RULE_REASONS_FR } from './rule-reasons-fr';
import { TAG_PHRASES_FR } from './tag-phrases-fr';

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

/** The French sentences, as a Quebec shop writes them. */
export const FRENCH_MESSAGES: Messages = {
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

/** The French timing texts' keys, for the test that checks every timing rule has one. */
export const TIMING_WHY_FR_KEYS: readonly string[] = Object.keys(TIMING_WHY_FR);
/** The French upper-limit words' keys, for the test that checks every limit has them. */
export const LIMIT_WORDS_FR_KEYS: readonly string[] = Object.keys(LIMIT_WORDS_FR);
