import { t } from '@lingui/core/macro';
import { type Product } from '@maplepack/catalog';
import { CATALOGUE } from '@maplepack/catalog-data';
import {
  EMPTY_PROFILE,
  ENGLISH_MESSAGES,
  INTERACTION_RULES,
  productViolations,
  type InteractionAction,
  type InteractionRule,
  type RecommendationMessages,
} from '@maplepack/recommendation';
import { i18n } from '../../lib/i18n/i18n';
import { LANGUAGE_TAGS } from '../../lib/i18n/locale';
import { type ProductNameIn } from './product-names';

// One collator for the sort: `localeCompare(…, 'en')` builds a new one per comparison.
const byEnglishName = new Intl.Collator('en');

/** One catalogue product a medication interacts with, and what the recommendation does about it. */
export interface InteractionFinding {
  productId: number;
  productName: string;
  /** exclude: never recommended; separate: its pills go in the evening pack; warn: stays, with advice. */
  action: InteractionAction;
  ruleId: string;
  /** The rule's reason in plain words (completes "{medication}: …"). */
  why: string;
  /** The sentence shown to the person. */
  text: string;
}

/** What the checker needs of a medication: its label and interaction classes (survey-content MEDICATIONS). */
export interface CheckedMedication {
  label: string;
  classes: readonly string[];
}

const RULES_BY_ID: ReadonlyMap<string, InteractionRule> = new Map(
  INTERACTION_RULES.map((rule) => [rule.id, rule]),
);
const ACTION_ORDER: Record<InteractionAction, number> = { exclude: 0, separate: 1, warn: 2 };

/** The words the checker writes in: the rules' reasons and the products' names (English by default). */
export interface InteractionWords {
  messages: RecommendationMessages;
  productName: ProductNameIn;
}

const ENGLISH_WORDS: InteractionWords = {
  messages: ENGLISH_MESSAGES,
  productName: (_id, english) => english,
};

const frenchList = new Intl.ListFormat(LANGUAGE_TAGS.fr, { type: 'conjunction' });

/** 'A', 'A and B', 'A, B and C'; in French « A, B et C ». */
function listOf(names: readonly string[]): string {
  if (i18n.locale === 'fr') return frenchList.format(names);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** The sentence shown, in the page's language (the English is the shop's since issue 7, unchanged). */
function sentence(action: InteractionAction, productNames: readonly string[], why: string): string {
  const names = listOf(productNames);
  if (action === 'exclude') return t`We will leave out ${names}: ${why}.`;
  if (action === 'separate')
    return productNames.length === 1
      ? t`${names} goes in your evening pack: ${why}.`
      : t`${names} go in your evening pack: ${why}.`;
  return t`If you take ${names}: ${why}.`;
}

/**
 * The catalogue products `medication` interacts with, strongest action first, then by product name.
 * It runs the recommendation library's own product rules (productViolations) for a person who takes
 * only this medication, at each product's standard daily dose (the dose the recommender starts
 * from), so dose thresholds (vitamin K, vitamin E) decide exactly as the recommendation will.
 * Only medication interaction rules are reported; a medication without classes gives [].
 */
export function interactionsFor(
  medication: CheckedMedication,
  catalogue: readonly Product[] = CATALOGUE,
  words: InteractionWords = ENGLISH_WORDS,
): InteractionFinding[] {
  if (medication.classes.length === 0) return [];
  const profile = {
    ...EMPTY_PROFILE,
    medications: [{ label: medication.label, classes: [...medication.classes] }],
  };
  const findings: InteractionFinding[] = [];
  for (const product of catalogue) {
    const pills = product.standardDose.am + product.standardDose.pm;
    for (const violation of productViolations(product, profile, pills)) {
      const rule = RULES_BY_ID.get(violation.ruleId);
      if (rule === undefined) continue;
      const productName = words.productName(product.id, product.name);
      const why = words.messages.interactionWhy(rule.id, rule.why);
      findings.push({
        productId: product.id,
        productName,
        action: rule.action,
        ruleId: rule.id,
        why,
        text: sentence(rule.action, [productName], why),
      });
    }
  }
  return findings.sort(
    (a, b) =>
      ACTION_ORDER[a.action] - ACTION_ORDER[b.action] || byEnglishName.compare(a.productName, b.productName),
  );
}

/** Findings of one rule: the products it concerns and one sentence for all of them. */
export interface InteractionGroup {
  action: InteractionAction;
  ruleId: string;
  why: string;
  productNames: string[];
  text: string;
}

/**
 * Findings grouped by rule, in the order the findings come (strongest first), so a blood thinner
 * reads as a few sentences instead of one line per herb.
 */
export function groupInteractions(findings: readonly InteractionFinding[]): InteractionGroup[] {
  const groups = new Map<string, Omit<InteractionGroup, 'text'>>();
  for (const finding of findings) {
    const group = groups.get(finding.ruleId);
    if (group === undefined) {
      groups.set(finding.ruleId, {
        action: finding.action,
        ruleId: finding.ruleId,
        why: finding.why,
        productNames: [finding.productName],
      });
    } else if (!group.productNames.includes(finding.productName)) {
      group.productNames.push(finding.productName);
    }
  }
  return [...groups.values()].map((group) => ({
    ...group,
    text: sentence(group.action, group.productNames, group.why),
  }));
}
