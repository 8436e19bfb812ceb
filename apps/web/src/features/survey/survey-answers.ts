import { type SurveyAnswers } from '@maplepack/api-contract';
import {
  isBooleanAnswer,
  isChoiceAnswer,
  isChoiceListAnswer,
  type Answer,
  type Field,
  type SessionState,
  type WalkSingleValue,
} from '@maplepack/survey-engine';

/**
 * One stored answer as `survey walk` reads it (CONTRACTS §1): booleans for yes_no and legal, the text
 * for date, short_text and email, choice refs for choices, medication labels for list_choice (the
 * walk looks medications up by label).
 */
function walkValueOf(field: Field | undefined, answer: Answer): WalkSingleValue {
  if (isBooleanAnswer(answer)) return answer.value;
  if (typeof answer === 'string') return answer;
  if (isChoiceAnswer(answer)) return answer.ref;
  if (isChoiceListAnswer(answer)) {
    return field?.type === 'list_choice'
      ? answer.map((item) => item.label)
      : answer.map((choice) => choice.ref);
  }
  throw new Error(`Unreadable stored answer to '${field?.ref ?? '?'}'`);
}

/**
 * The answers of a session in the `survey walk` shape the API takes as `value` (POST /api/v1/survey),
 * so the server walks the same path the person took. A question answered more than once on the
 * current path (the concern list and its fallback in cumulative mode) becomes `{ each: [...] }`,
 * rebuilt from the history: each history step keeps the answer it replaced, so the k-th answer is
 * what the (k+1)-th step replaced, and the last one is the stored answer.
 */
export function walkAnswersOf(session: SessionState): SurveyAnswers {
  const fields = new Map(session.definition.fields.map((field) => [field.ref, field]));
  const steps = new Map<string, (Answer | undefined)[]>();
  for (const frame of session.tree) {
    if (frame.answered === undefined) continue;
    const replaced = steps.get(frame.answered.ref) ?? [];
    replaced.push(frame.answered.previous);
    steps.set(frame.answered.ref, replaced);
  }
  const answers: SurveyAnswers = {};
  for (const [ref, answer] of Object.entries(session.submission)) {
    const field = fields.get(ref);
    const earlier = (steps.get(ref) ?? [])
      .slice(1)
      .filter((value): value is Answer => value !== undefined)
      .map((value) => walkValueOf(field, value));
    const last = walkValueOf(field, answer);
    answers[ref] = earlier.length === 0 ? last : { each: [...earlier, last] };
  }
  return answers;
}
