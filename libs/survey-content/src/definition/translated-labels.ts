import { type Choice, type SurveyDefinition, type WalkInput, type WalkValue } from '@maplepack/survey-engine';
import { SURVEY_V1_5_TRANSLATIONS } from './survey-in';
import { definitionTexts, translatedTexts } from './survey-texts';
import { SURVEY_V1_5 } from './survey-v1-5';

type Answers = WalkInput['answers'];

/**
 * Folds a label for matching what a person typed: case, accents, typographic apostrophes and
 * non-breaking spaces do not count ('J’accepte', "j'accepte", 'Feminin' and 'Féminin' match).
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/œ/gi, 'oe')
    .trim()
    .toLowerCase();
}

/**
 * Per field ref: each label of survey v1.5 in every language (folded) to its choice ref, for the
 * choices `definition` has: a definition in one language then also reads the others' labels.
 */
function translatedLabels(definition: SurveyDefinition): Map<string, Map<string, string>> {
  const byField = new Map<string, Map<string, string>>();
  const choiceRefs = new Map(
    definition.fields.map((field) => [
      field.ref,
      new Set((field.properties.choices ?? []).map((choice) => choice.ref)),
    ]),
  );
  const languages = [
    definitionTexts(SURVEY_V1_5),
    ...Object.values(SURVEY_V1_5_TRANSLATIONS).map(translatedTexts),
  ];
  for (const texts of languages) {
    for (const [key, label] of texts) {
      const match = /^([^.]+)\.choices\.(.+)\.label$/.exec(key);
      const [, fieldRef = '', choiceRef = ''] = match ?? [];
      if (match === null || choiceRefs.get(fieldRef)?.has(choiceRef) !== true) continue;
      const labels = byField.get(fieldRef) ?? new Map<string, string>();
      labels.set(fold(label), choiceRef);
      byField.set(fieldRef, labels);
    }
  }
  return byField;
}

const cache = new WeakMap<SurveyDefinition, Map<string, Map<string, string>>>();

/** How the engine matches a walk answer itself: a choice ref, or an English label ignoring case. */
function engineMatches(choices: readonly Choice[], text: string): boolean {
  const lower = text.trim().toLowerCase();
  return choices.some((choice) => choice.ref === text || choice.label.toLowerCase() === lower);
}

/**
 * `survey walk` answers (CONTRACTS §1) with every choice given by a label `definition` does not
 * have but survey v1.5 has in one of its languages (French: 'Féminin', 'J’accepte', 'Oui'; English,
 * for a translated definition) replaced by the choice's ref, so the engine, which matches the
 * definition's own labels and refs, reads them. Refs, English labels, booleans, dates, text
 * and medication names are left as they are; so is a label no language knows, for the walk to
 * report. Case, accents and apostrophe style do not matter.
 */
export function answersWithChoiceRefs(answers: Answers, definition: SurveyDefinition = SURVEY_V1_5): Answers {
  const labels = cache.get(definition) ?? translatedLabels(definition);
  cache.set(definition, labels);
  const fields = new Map(definition.fields.map((field) => [field.ref, field]));
  const resolved: Answers = {};
  for (const [ref, value] of Object.entries(answers)) {
    const choices = fields.get(ref)?.properties.choices ?? [];
    const known = labels.get(ref);
    if (known === undefined || choices.length === 0) {
      resolved[ref] = value;
      continue;
    }
    const one = (text: string): string =>
      engineMatches(choices, text) ? text : (known.get(fold(text)) ?? text);
    const single = (item: Exclude<WalkValue, { each: unknown }>): Exclude<WalkValue, { each: unknown }> =>
      typeof item === 'string' ? one(item) : Array.isArray(item) ? item.map(one) : item;
    resolved[ref] =
      typeof value === 'object' && !Array.isArray(value) ? { each: value.each.map(single) } : single(value);
  }
  return resolved;
}
