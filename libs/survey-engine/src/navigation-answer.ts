import { answerSchemaFor, isBooleanAnswer, isChoiceAnswer, isChoiceListAnswer, type Answer } from './answers';
import { type Choice, type Field } from './definition';
import { resolveSelection } from './multi-select';

export type AnswerProblem = { code: 'survey.invalid_answer' | 'survey.unknown_choice'; message: string };

/** The choices an answer picks: the true/false choice of yes_no and legal, the picked ones otherwise. */
export function chosenChoices(field: Field, answer: Answer): Choice[] {
  const choices = field.properties.choices ?? [];
  if (isBooleanAnswer(answer)) return choices.filter((choice) => choice.value === answer.value);
  if (field.type !== 'multiple_choice') return [];
  const refs = new Set(
    isChoiceAnswer(answer) ? [answer.ref] : isChoiceListAnswer(answer) ? answer.map((a) => a.ref) : [],
  );
  return choices.filter((choice) => refs.has(choice.ref));
}

/** Tags of the picked choices, each once, in choice order. */
export function tagsOf(field: Field, answer: Answer): string[] {
  return [...new Set(chosenChoices(field, answer).flatMap((choice) => choice.tags ?? []))];
}

/**
 * Checks `answer` against `field` and puts it in stored form: labels come from the definition, a
 * multi-select keeps its visited (locked) choices and resolves its `all`/`empty` choices, in the
 * order the choices are shown.
 */
export function normalizeAnswer(
  field: Field,
  answer: unknown,
  visited: readonly string[],
): { ok: true; answer: Answer } | ({ ok: false } & AnswerProblem) {
  const parsed = answerSchemaFor(field).safeParse(answer);
  if (!parsed.success || parsed.data === undefined) {
    return { ok: false, code: 'survey.invalid_answer', message: `${field.ref}: not a ${field.type} answer` };
  }
  const value = parsed.data;
  if (field.type !== 'multiple_choice') return { ok: true, answer: value };
  const choices = field.properties.choices ?? [];
  const picked = isChoiceAnswer(value)
    ? [value.ref]
    : isChoiceListAnswer(value)
      ? value.map((a) => a.ref)
      : [];
  const unknown = picked.find((ref) => !choices.some((choice) => choice.ref === ref));
  if (unknown !== undefined) {
    return { ok: false, code: 'survey.unknown_choice', message: `${field.ref}: unknown choice '${unknown}'` };
  }
  const label = (ref: string): { ref: string; label: string } => ({
    ref,
    label: choices.find((choice) => choice.ref === ref)?.label ?? ref,
  });
  if (isChoiceAnswer(value)) return { ok: true, answer: label(value.ref) };
  const resolved = resolveSelection([...new Set([...visited, ...picked])], choices, new Set(visited));
  return { ok: true, answer: resolved.map(label) };
}
