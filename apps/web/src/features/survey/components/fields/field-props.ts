import type { Answer, Field } from '@maplepack/survey-engine';

/**
 * The contract between the session (which owns the survey machine) and the field components (which
 * only render a field and report what the person did). Stable: only optional props may be added.
 */
export interface FieldViewProps {
  field: Field;
  /** Signed-in people see auth_title/auth_description. */
  authenticated: boolean;
  /** The stored answer (Back restores it on screen). */
  answer: Answer | undefined;
  /** Locked choices of the concern list (cumulative mode). */
  visited: readonly string[];
  /** Multi-select button text ('Complete Assessment' on the last question). */
  isLastQuestion: boolean;
  /** '{greeting}, let's address your N concern(s).' */
  greetingName: string | null;
  /** The engine's refusal message, shown under the field. */
  error: string | null;
  /** Split-pack fee disclaimer hidden when 0. */
  splitPackPriceCents: number | null;
  /** Sends survey.answer. */
  onAnswer(answer: unknown): void;
  /** Statement buttons / continue on statement. */
  onAdvance(): void;
  /** Move focus to the question heading when a new question shows (default true). */
  autoFocusHeading?: boolean;
  /** The e-mail step's separate, unticked mailing-list opt-in (CASL); absent: no opt-in shown. */
  mailingOptIn?: { checked: boolean; label: string; onChange(checked: boolean): void };
}
