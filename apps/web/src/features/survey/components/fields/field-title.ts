import { t } from '@lingui/core/macro';
import {
  concernGreeting,
  displayedText,
  isConcernQuestion,
  remainingConcerns,
  selectedRefs,
  type Answer,
  type Field,
} from '@maplepack/survey-engine';

/** The greeting when the person's first name is not known (signed in without one), in English. */
export const FALLBACK_GREETING = 'Hi there';

/** The same greeting in the page's language. */
export function fallbackGreeting(): string {
  return t`Hi there`;
}

/**
 * The title and description a person sees: auth_title/auth_description when signed in; the concern
 * question's title is the greeting line with the count of concerns still to cover.
 */
export function fieldTitle(
  field: Field,
  options: {
    authenticated: boolean;
    greetingName: string | null;
    remainingConcerns: number;
    /** The concern line in the page's language (default the engine's English). */
    greet?: (greeting: string, count: number) => string;
  },
): { title: string; description: string | undefined } {
  const shown = displayedText(field, options.authenticated);
  if (!isConcernQuestion(field)) return shown;
  const name = options.greetingName?.trim();
  return {
    ...shown,
    title: (options.greet ?? concernGreeting)(
      name === undefined || name === '' ? fallbackGreeting() : name,
      options.remainingConcerns,
    ),
  };
}

/** Concerns still to cover for the stored answer (Back shows them again) and the locked ones. */
export function initialRemainingConcerns(
  field: Field,
  answer: Answer | undefined,
  visited: readonly string[],
): number {
  const choices = field.properties.choices ?? [];
  const locked = new Set([
    ...visited,
    ...choices.filter((choice) => choice.visited === true).map((choice) => choice.ref),
  ]);
  return remainingConcerns([...locked, ...selectedRefs(answer)], choices, locked);
}
