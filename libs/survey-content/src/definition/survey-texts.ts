import { type Field, type Screen, type SurveyDefinition } from '@maplepack/survey-engine';

/** The languages the survey is written in; English is the definition itself. */
export const SURVEY_LANGUAGES = ['en', 'fr'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];

/** A choice's words: its label and, where the English has one, its disclaimer. */
export interface ChoiceTexts {
  label: string;
  disclaimer?: string;
}

/**
 * The words of one question or screen in another language, keyed in `SurveyTexts` by its stable ref.
 * `choices` is keyed by choice ref; `'yes_no'` and `'legal'` stand for the engine's standard pairs
 * (`<ref>_yes`/`<ref>_no`, `<ref>_accept`/`<ref>_decline`), written once in `pairs`.
 */
export interface FieldTexts {
  title: string;
  auth_title?: string;
  description?: string;
  auth_description?: string;
  button_text?: string;
  placeholder?: string;
  choices?: 'yes_no' | 'legal' | Readonly<Record<string, ChoiceTexts>>;
}

/** One language's words for a whole definition: the survey title, the standard pairs, and each ref's texts. */
export interface SurveyTexts {
  title: string;
  pairs: {
    yes_no: { yes: string; no: string };
    legal: { accept: string; decline: string };
  };
  refs: Readonly<Record<string, FieldTexts>>;
}

const TEXT_KEYS = [
  'title',
  'auth_title',
  'description',
  'auth_description',
  'button_text',
  'placeholder',
] as const;

/**
 * Every piece of text a person reads in `definition`, as a flat map from a key (`title`,
 * `sex.title`, `sex.choices.sex_female.label`, `welcome.button_text`) to the text. A part cover's
 * `part.title` is the field's title (the builder writes both), so it has no key of its own.
 */
export function definitionTexts(definition: SurveyDefinition): Map<string, string> {
  const texts = new Map<string, string>([['title', definition.title]]);
  const put = (key: string, text: string | undefined): void => {
    if (text !== undefined) texts.set(key, text);
  };
  for (const screen of [...definition.welcome, ...definition.thankyou]) {
    put(`${screen.ref}.title`, screen.title);
    put(`${screen.ref}.description`, screen.description);
    put(`${screen.ref}.button_text`, screen.properties.button_text);
  }
  for (const field of definition.fields) {
    const { properties } = field;
    put(`${field.ref}.title`, field.title);
    put(`${field.ref}.auth_title`, field.auth_title);
    put(`${field.ref}.description`, properties.description);
    put(`${field.ref}.auth_description`, properties.auth_description);
    put(`${field.ref}.button_text`, properties.button_text);
    put(`${field.ref}.placeholder`, properties.placeholder);
    for (const choice of properties.choices ?? []) {
      put(`${field.ref}.choices.${choice.ref}.label`, choice.label);
      put(`${field.ref}.choices.${choice.ref}.disclaimer`, choice.disclaimer);
    }
  }
  return texts;
}

function pairChoices(ref: string, pair: 'yes_no' | 'legal', texts: SurveyTexts): Record<string, ChoiceTexts> {
  return pair === 'yes_no'
    ? { [`${ref}_yes`]: { label: texts.pairs.yes_no.yes }, [`${ref}_no`]: { label: texts.pairs.yes_no.no } }
    : {
        [`${ref}_accept`]: { label: texts.pairs.legal.accept },
        [`${ref}_decline`]: { label: texts.pairs.legal.decline },
      };
}

/** `texts` as the same flat keys as `definitionTexts`, so the two can be compared key by key. */
export function translatedTexts(texts: SurveyTexts): Map<string, string> {
  const flat = new Map<string, string>([['title', texts.title]]);
  for (const [ref, field] of Object.entries(texts.refs)) {
    for (const key of TEXT_KEYS) {
      const text = field[key];
      if (text !== undefined) flat.set(`${ref}.${key}`, text);
    }
    const choices =
      typeof field.choices === 'string' ? pairChoices(ref, field.choices, texts) : (field.choices ?? {});
    for (const [choiceRef, choice] of Object.entries(choices)) {
      // A table read from JSON may lack a label: the lint then reports it missing.
      if ((choice.label as string | undefined) !== undefined)
        flat.set(`${ref}.choices.${choiceRef}.label`, choice.label);
      if (choice.disclaimer !== undefined)
        flat.set(`${ref}.choices.${choiceRef}.disclaimer`, choice.disclaimer);
    }
  }
  return flat;
}

/** The translation of `key`, or the English when there is none (the lint makes sure there always is). */
type Lookup = (key: string, english: string) => string;

function translatedScreen(screen: Screen, t: Lookup): Screen {
  const out: Screen = { ...screen, title: t(`${screen.ref}.title`, screen.title) };
  if (screen.description !== undefined) out.description = t(`${screen.ref}.description`, screen.description);
  if (screen.properties.button_text !== undefined)
    out.properties = {
      ...screen.properties,
      button_text: t(`${screen.ref}.button_text`, screen.properties.button_text),
    };
  return out;
}

function translatedField(field: Field, t: Lookup): Field {
  const key = (name: string): string => `${field.ref}.${name}`;
  const title = t(key('title'), field.title);
  const properties = { ...field.properties };
  for (const name of ['description', 'auth_description', 'button_text', 'placeholder'] as const) {
    const english = field.properties[name];
    if (english !== undefined) properties[name] = t(key(name), english);
  }
  if (properties.part !== undefined && properties.part.title === field.title)
    properties.part = { ...properties.part, title };
  if (properties.choices !== undefined) {
    properties.choices = properties.choices.map((choice) => {
      const base = key(`choices.${choice.ref}`);
      const out = { ...choice, label: t(`${base}.label`, choice.label) };
      if (choice.disclaimer !== undefined) out.disclaimer = t(`${base}.disclaimer`, choice.disclaimer);
      return out;
    });
  }
  const out: Field = { ...field, title, properties };
  if (field.auth_title !== undefined) out.auth_title = t(key('auth_title'), field.auth_title);
  return out;
}

/**
 * `definition` with every text a person reads replaced by its translation in `texts`; refs, tags,
 * values, logic and settings stay exactly as they are. A text with no translation stays in English.
 */
export function translateDefinition(definition: SurveyDefinition, texts: SurveyTexts): SurveyDefinition {
  const flat = translatedTexts(texts);
  const t: Lookup = (key, english) => flat.get(key) ?? english;
  return {
    ...definition,
    title: t('title', definition.title),
    welcome: definition.welcome.map((screen) => translatedScreen(screen, t)),
    thankyou: definition.thankyou.map((screen) => translatedScreen(screen, t)),
    fields: definition.fields.map((field) => translatedField(field, t)),
  };
}
