import { ageOn, compareDates, parseIsoDate, parseMmddyyyy } from './age';
import { isBooleanAnswer, isChoiceAnswer, isChoiceListAnswer, type Answer, type Submission } from './answers';
import {
  type Choice,
  type ChoiceOperand,
  type Condition,
  type ConstantOperand,
  type Field,
} from './definition';

/** What a condition can see. */
export interface ConditionContext {
  /** Answers so far, by question ref. */
  answers: Submission;
  /** Today as YYYY-MM-DD: ages and dates are computed on this day. */
  today: string;
  authenticated: boolean;
  /** The account birthday (MMDDYYYY) of a signed-in person, used when the birthday was not asked. */
  birthday?: string;
  /**
   * The survey's fields. Needed to compare a yes_no or legal answer ({ value }) with a choice ref,
   * and to read numeric choice values; without them such conditions throw.
   */
  fields?: readonly Field[];
}

/**
 * Whether `condition` holds for `context` (spec §4 operators). Missing answers make every operator
 * false except `is_not`, which is exactly the negation of `is`. Never reads the clock.
 * @throws Error when a yes_no/legal answer is compared with a choice ref that no field defines.
 */
export function evaluateCondition(condition: Condition, context: ConditionContext): boolean {
  switch (condition.op) {
    case 'always':
      return true;
    case 'authenticated':
      return context.authenticated;
    case 'and':
      return condition.vars.every((inner) => evaluateCondition(inner, context));
    case 'or':
      return condition.vars.some((inner) => evaluateCondition(inner, context));
    case 'is':
    case 'is_not': {
      const [left, right] = condition.vars;
      const holds = answerIs(left.value, context.answers[left.value], right, context);
      return condition.op === 'is' ? holds : !holds;
    }
    case 'later_than':
    case 'earlier_than': {
      const [left, right] = condition.vars;
      const answer = context.answers[left.value];
      const date = typeof answer === 'string' ? parseMmddyyyy(answer) : undefined;
      const bound = parseIsoDate(right.value);
      if (date === undefined || bound === undefined) return false;
      const order = compareDates(date, bound);
      return condition.op === 'later_than' ? order > 0 : order < 0;
    }
    case 'age_more':
    case 'age_less':
    case 'age_equal': {
      const [left, right] = condition.vars;
      const age = ageFrom(context.answers[left.value], context);
      if (age === undefined) return false;
      if (condition.op === 'age_more') return age > right.value;
      if (condition.op === 'age_less') return age < right.value;
      return age === right.value;
    }
    case 'more_than':
    case 'less_than':
    case 'equal': {
      const [left, right] = condition.vars;
      const value = numberFrom(left.value, context.answers[left.value], context);
      if (value === undefined) return false;
      if (condition.op === 'more_than') return value > right.value;
      if (condition.op === 'less_than') return value < right.value;
      return value === right.value;
    }
    case 'array_less_than': {
      const [left, right] = condition.vars;
      return selectedCount(context.answers[left.value]) < right.value;
    }
  }
}

/**
 * Like `evaluateCondition`, for a walk where some questions were passed over without an answer
 * (`unknown`, by ref): true or false when the answers given decide it, undefined when it depends
 * on an answer that was not given (any operator reading one of those questions, an age without a
 * birthday). `and` is false as soon as one part is false, `or` true as soon as one part is true.
 */
export function evaluateOpenCondition(
  condition: Condition,
  context: ConditionContext,
  unknown: ReadonlySet<string>,
): boolean | undefined {
  switch (condition.op) {
    case 'always':
    case 'authenticated':
      return evaluateCondition(condition, context);
    case 'and': {
      const parts = condition.vars.map((inner) => evaluateOpenCondition(inner, context, unknown));
      if (parts.includes(false)) return false;
      return parts.includes(undefined) ? undefined : true;
    }
    case 'or': {
      const parts = condition.vars.map((inner) => evaluateOpenCondition(inner, context, unknown));
      if (parts.includes(true)) return true;
      return parts.includes(undefined) ? undefined : false;
    }
    case 'age_more':
    case 'age_less':
    case 'age_equal': {
      const ref = condition.vars[0].value;
      const known = !unknown.has(ref) || context.birthday !== undefined;
      return known ? evaluateCondition(condition, context) : undefined;
    }
    default:
      return unknown.has(condition.vars[0].value) ? undefined : evaluateCondition(condition, context);
  }
}

/** How many things an answer selects: a list its length, one choice 1, no answer 0. */
export function selectedCount(answer: Answer | undefined): number {
  if (answer === undefined) return 0;
  return Array.isArray(answer) ? answer.length : 1;
}

function answerIs(
  fieldRef: string,
  answer: Answer | undefined,
  right: ChoiceOperand | ConstantOperand,
  context: ConditionContext,
): boolean {
  if (answer === undefined) return false;
  if (isBooleanAnswer(answer)) {
    const expected = right.type === 'constant' ? right.value : choiceValue(fieldRef, right.value, context);
    return answer.value === expected;
  }
  const matches = (picked: { ref: string; label: string }): boolean =>
    right.type === 'choice'
      ? picked.ref === right.value
      : picked.ref === right.value || picked.label === right.value;
  if (isChoiceAnswer(answer)) return matches(answer);
  if (isChoiceListAnswer(answer)) return answer.some(matches);
  return right.type === 'constant' && typeof answer === 'string' && answer === String(right.value);
}

function findChoice(fieldRef: string, choiceRef: string, fields: readonly Field[]): Choice | undefined {
  const own = fields
    .find((field) => field.ref === fieldRef)
    ?.properties.choices?.find((c) => c.ref === choiceRef);
  if (own !== undefined) return own;
  for (const field of fields) {
    const choice = field.properties.choices?.find((c) => c.ref === choiceRef);
    if (choice !== undefined) return choice;
  }
  return undefined;
}

function choiceValue(fieldRef: string, choiceRef: string, context: ConditionContext): Choice['value'] {
  const choice = findChoice(fieldRef, choiceRef, context.fields ?? []);
  if (choice === undefined) {
    throw new Error(`Condition on '${fieldRef}' names choice '${choiceRef}', which no field defines`);
  }
  return choice.value;
}

function ageFrom(answer: Answer | undefined, context: ConditionContext): number | undefined {
  const candidates = [typeof answer === 'string' ? answer : undefined, context.birthday];
  const birthday = candidates.find((text) => text !== undefined && parseMmddyyyy(text) !== undefined);
  if (birthday === undefined || parseIsoDate(context.today) === undefined) return undefined;
  return ageOn(birthday, context.today);
}

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

// A numeric question may be a short_text or a choice whose value (or label) is a number.
function numberFrom(
  fieldRef: string,
  answer: Answer | undefined,
  context: ConditionContext,
): number | undefined {
  if (typeof answer === 'string') return parseNumber(answer);
  if (isChoiceAnswer(answer)) {
    const value = findChoice(fieldRef, answer.ref, context.fields ?? [])?.value;
    if (typeof value === 'number') return value;
    return parseNumber(typeof value === 'string' ? value : answer.label);
  }
  return undefined;
}
