import { type Condition, type JumpAction, type LogicRule } from '@maplepack/survey-engine';
import { ADULT_AGE, MAX_PLAUSIBLE_AGE, SENIOR_CAUTION_AGE } from './age-gate';

/** Condition and jump builders, so the part files read as rules rather than JSON. */

export const always: Condition = { op: 'always', vars: [] };
export const authenticated: Condition = { op: 'authenticated', vars: [] };

/** The answer to `field` is (or, for a multi-select, includes) the choice `choiceRef`. */
export function picked(field: string, choiceRef: string): Condition {
  return {
    op: 'is',
    vars: [
      { type: 'field', value: field },
      { type: 'choice', value: choiceRef },
    ],
  };
}

/** A yes_no or legal answer equals `value`. */
export function answered(field: string, value: boolean): Condition {
  return {
    op: 'is',
    vars: [
      { type: 'field', value: field },
      { type: 'constant', value },
    ],
  };
}

export function anyOf(...conditions: Condition[]): Condition {
  return { op: 'or', vars: conditions };
}

export function allOf(...conditions: Condition[]): Condition {
  return { op: 'and', vars: conditions };
}

/** Whole years of age on the survey day, from the birthday answer (or the account's birthday). */
export function ageMore(years: number): Condition {
  return {
    op: 'age_more',
    vars: [
      { type: 'field', value: 'birthday' },
      { type: 'constant', value: years },
    ],
  };
}

export function ageLess(years: number): Condition {
  return {
    op: 'age_less',
    vars: [
      { type: 'field', value: 'birthday' },
      { type: 'constant', value: years },
    ],
  };
}

export function selectedFewerThan(field: string, count: number): Condition {
  return {
    op: 'array_less_than',
    vars: [
      { type: 'field', value: field },
      { type: 'constant', value: count },
    ],
  };
}

export function toField(ref: string, condition: Condition): JumpAction {
  return { action: 'jump', details: { to: { type: 'field', value: ref } }, condition };
}

export function toThankYou(ref: string, condition: Condition): JumpAction {
  return { action: 'jump', details: { to: { type: 'thankyou', value: ref } }, condition };
}

/** A field's rule: the first action whose condition holds wins, else the next field in order. */
export function rule(ref: string, ...actions: JumpAction[]): LogicRule {
  return { type: 'field', ref, actions };
}

/**
 * Ends a concern section: answering `ref` marks the current concern visited and continues with the
 * concern list's next jump. `actions` still come first, for sections that branch on their last step.
 */
export function endsSection(ref: string, ...actions: JumpAction[]): LogicRule {
  return { type: 'field', ref, cumulative: 'concerns', actions };
}

/**
 * The age gate of spec §4 after the birthday (age-gate.ts): over 110 (a mistyped year) and under 19
 * leave, 65 to 110 get the caution consent, 19 to 64 go on to `eligibleNext`.
 */
export function ageGate(eligibleNext: string): JumpAction[] {
  return [
    toThankYou('exit_age', ageMore(MAX_PLAUSIBLE_AGE)),
    toThankYou('exit_under_19', ageLess(ADULT_AGE)),
    toField('caution_65_plus', ageMore(SENIOR_CAUTION_AGE - 1)),
    toField(eligibleNext, ageMore(ADULT_AGE - 1)),
  ];
}
