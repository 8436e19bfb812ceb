import { SPLIT_PACK_CHOICE_REF } from '@maplepack/survey-content';
import {
  currentScreen,
  displayedText,
  SUBMIT_REF,
  type Field,
  type SessionState,
  type SurveyDefinition,
} from '@maplepack/survey-engine';

/**
 * Whether answering `field` ends the assessment: it offers the submit choice, or it is the last
 * question of the survey. Its multi-select button then reads 'Complete Assessment'.
 */
export function isLastQuestion(definition: SurveyDefinition, field: Field): boolean {
  if ((field.properties.choices ?? []).some((choice) => choice.ref === SUBMIT_REF)) return true;
  const questions = definition.fields.filter((candidate) => candidate.type !== 'statement');
  return questions.at(-1)?.ref === field.ref;
}

/** The pack-format question: its split-pack choice shows the split-pack fee. */
export function offersSplitPack(field: Field): boolean {
  return (field.properties.choices ?? []).some((choice) => choice.ref === SPLIT_PACK_CHOICE_REF);
}

/**
 * Identifies the screen on show: a new key means a new screen (focus moves to its heading, the field
 * starts from the stored answer). The history length tells apart two visits of one question.
 */
export function screenKey(session: SessionState): string {
  return `${session.cursor.type}:${session.cursor.ref}:${session.tree.length}`;
}

/** The headline a person sees on the current screen, announced to screen readers. */
export function screenHeadline(session: SessionState): string {
  const shown = currentScreen(session);
  if (shown.kind === 'welcome' || shown.kind === 'thankyou') return shown.screen.title;
  return displayedText(shown.field, session.context.authenticated).title;
}
