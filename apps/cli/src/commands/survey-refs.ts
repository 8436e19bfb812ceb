import { type Field, type SurveyDefinition } from '@maplepack/survey-engine';
import { MEDICATIONS } from '@maplepack/survey-content';

/** One line of `maplepack survey refs`: what a walk input needs to know about a question or screen. */
export interface SurveyRef {
  ref: string;
  type: string;
  title: string;
  /**
   * The labels an answer may use (their refs work too): a choice question's choices, the medication
   * list's names for a list_choice over it; empty for questions without choices.
   */
  choices: string[];
  /** What an answer to it looks like, in the walk input. */
  answer: string;
}

function answerFormat(field: Field): string {
  switch (field.type) {
    case 'yes_no':
    case 'legal':
      return 'true or false (or a choice label)';
    case 'date':
      return '"MMDDYYYY"';
    case 'short_text':
      return 'a string';
    case 'email':
      return 'an e-mail address';
    case 'multiple_choice':
      return field.properties.allow_multiple_selection === true
        ? 'an array of choice labels or refs'
        : 'one choice label or ref';
    case 'list_choice':
      return 'an array of medication names (generic or brand)';
    case 'statement':
      return field.properties.button_route === undefined
        ? 'none: moves on by itself'
        : 'none: leaves the survey';
  }
}

/** The items a list_choice question searches, as an answer names them: the walk knows the medication list. */
function listItems(field: Field): string[] {
  return field.properties.list_source === 'medications'
    ? MEDICATIONS.map((medication) => medication.label)
    : [];
}

/** Every welcome screen, field and thank-you screen of `definition`, in the order a person meets them. */
export function surveyRefs(definition: SurveyDefinition): SurveyRef[] {
  return [
    ...definition.welcome.map((screen) => ({
      ref: screen.ref,
      type: 'welcome',
      title: screen.title,
      choices: [],
      answer: 'none: moves on by itself',
    })),
    ...definition.fields.map((field) => ({
      ref: field.ref,
      type: field.type,
      title: field.title,
      choices:
        field.type === 'list_choice'
          ? listItems(field)
          : (field.properties.choices ?? []).map((choice) => choice.label),
      answer: answerFormat(field),
    })),
    ...definition.thankyou.map((screen) => ({
      ref: screen.ref,
      type: 'thankyou',
      title: screen.title,
      choices: [],
      answer: 'none: leaves the survey',
    })),
  ];
}
