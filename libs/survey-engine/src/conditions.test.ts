import { type Submission } from './answers';
import { evaluateCondition, selectedCount, type ConditionContext } from './conditions';
import { type Condition } from './definition';
import { choice, concernsDefinition, constant, field, operatorsDefinition } from './testing';

const fields = [...operatorsDefinition().fields, ...concernsDefinition().fields];
const ctx = (answers: Submission, extra: Partial<ConditionContext> = {}): ConditionContext => ({
  answers,
  today: '2026-11-21',
  authenticated: false,
  fields,
  ...extra,
});
const is = (ref: string, operand: ReturnType<typeof choice> | ReturnType<typeof constant>): Condition => ({
  op: 'is',
  vars: [field(ref), operand],
});
const isNot = (ref: string, operand: ReturnType<typeof choice> | ReturnType<typeof constant>): Condition => ({
  op: 'is_not',
  vars: [field(ref), operand],
});
const num = (
  op: 'age_more' | 'age_less' | 'age_equal' | 'more_than' | 'less_than' | 'equal' | 'array_less_than',
  ref: string,
  n: number,
): Condition => ({
  op,
  vars: [field(ref), constant(n)],
});
const date = (op: 'later_than' | 'earlier_than', ref: string, iso: string): Condition => ({
  op,
  vars: [field(ref), constant(iso)],
});
const T: Condition = { op: 'always', vars: [] };
const F: Condition = { op: 'is', vars: [field('missing'), constant('x')] };

const female = { ref: 'sex_female', label: 'Female' };
const sleep = { ref: 'concern_sleep', label: 'Sleep' };
const gut = { ref: 'concern_gut', label: 'Gut Health' };

describe('evaluateCondition', () => {
  it('always holds', () => {
    expect(evaluateCondition(T, ctx({}))).toBe(true);
  });

  it.each([
    [true, true],
    [false, false],
  ])('authenticated is the context flag (%s)', (authenticated, expected) => {
    expect(evaluateCondition({ op: 'authenticated', vars: [] }, ctx({}, { authenticated }))).toBe(expected);
  });

  it.each<[string, Condition, Submission, boolean]>([
    ['single choice by ref', is('sex', choice('sex_female')), { sex: female }, true],
    ['single choice, other ref', is('sex', choice('sex_male')), { sex: female }, false],
    ['single choice by constant label', is('sex', constant('Female')), { sex: female }, true],
    ['single choice by constant ref', is('sex', constant('sex_female')), { sex: female }, true],
    [
      'multi: the choice is among the selected',
      is('concerns', choice('concern_gut')),
      { concerns: [sleep, gut] },
      true,
    ],
    [
      'multi: the choice is not selected',
      is('concerns', choice('concern_energy')),
      { concerns: [sleep, gut] },
      false,
    ],
    ['multi: empty selection', is('concerns', choice('concern_sleep')), { concerns: [] }, false],
    ['yes_no vs the Yes choice', is('pregnant', choice('pregnant_yes')), { pregnant: { value: true } }, true],
    ['yes_no vs the No choice', is('pregnant', choice('pregnant_no')), { pregnant: { value: true } }, false],
    ['legal vs decline', is('consent', choice('consent_decline')), { consent: { value: false } }, true],
    ['yes_no vs constant true', is('pregnant', constant(true)), { pregnant: { value: true } }, true],
    ['yes_no vs constant false', is('pregnant', constant(false)), { pregnant: { value: true } }, false],
    ['text vs constant', is('name', constant('Ann')), { name: 'Ann' }, true],
    ['text vs other constant', is('name', constant('Bob')), { name: 'Ann' }, false],
    ['unanswered', is('sex', choice('sex_female')), {}, false],
  ])('is: %s', (_name, condition, answers, expected) => {
    expect(evaluateCondition(condition, ctx(answers))).toBe(expected);
  });

  it.each<[string, Condition, Submission, boolean]>([
    ['single choice, same ref', isNot('sex', choice('sex_female')), { sex: female }, false],
    ['single choice, other ref', isNot('sex', choice('sex_male')), { sex: female }, true],
    ['multi: selected', isNot('concerns', choice('concern_sleep')), { concerns: [sleep] }, false],
    ['multi: not selected', isNot('concerns', choice('concern_gut')), { concerns: [sleep] }, true],
    ['yes_no', isNot('pregnant', choice('pregnant_yes')), { pregnant: { value: false } }, true],
    ['unanswered is the negation of is', isNot('sex', choice('sex_female')), {}, true],
  ])('is_not: %s', (_name, condition, answers, expected) => {
    expect(evaluateCondition(condition, ctx(answers))).toBe(expected);
  });

  it('throws when a yes_no answer meets a choice ref no field defines', () => {
    expect(() =>
      evaluateCondition(is('pregnant', choice('nope')), ctx({ pregnant: { value: true } })),
    ).toThrow(/nope/);
    expect(() =>
      evaluateCondition(is('pregnant', choice('pregnant_yes')), {
        ...ctx({ pregnant: { value: true } }),
        fields: undefined,
      }),
    ).toThrow();
  });

  it.each<[Condition[], boolean, boolean]>([
    [[T, T], true, true],
    [[T, F], false, true],
    [[F, F], false, false],
    [[F], false, false],
  ])('and / or of %j', (vars, and, or) => {
    expect(evaluateCondition({ op: 'and', vars }, ctx({}))).toBe(and);
    expect(evaluateCondition({ op: 'or', vars }, ctx({}))).toBe(or);
  });

  it('nests and inside or', () => {
    const condition: Condition = {
      op: 'or',
      vars: [F, { op: 'and', vars: [T, is('sex', choice('sex_female'))] }],
    };
    expect(evaluateCondition(condition, ctx({ sex: female }))).toBe(true);
    expect(evaluateCondition(condition, ctx({ sex: { ref: 'sex_male', label: 'Male' } }))).toBe(false);
  });

  it.each<[Condition, string | undefined, boolean]>([
    [date('later_than', 'birthday', '2000-01-01'), '01022000', true],
    [date('later_than', 'birthday', '2000-01-01'), '01012000', false],
    [date('later_than', 'birthday', '2000-01-01'), '12311999', false],
    [date('earlier_than', 'birthday', '2000-01-01'), '12311999', true],
    [date('earlier_than', 'birthday', '2000-01-01'), '01012000', false],
    [date('earlier_than', 'birthday', '2000-01-01'), '01022000', false],
    [date('earlier_than', 'birthday', '2000-01-01'), '02301990', false],
    [date('earlier_than', 'birthday', '2000-01-01'), undefined, false],
  ])('%j with birthday %s', (condition, birthday, expected) => {
    expect(evaluateCondition(condition, ctx(birthday === undefined ? {} : { birthday }))).toBe(expected);
  });

  // today is 2026-11-21: born 11/21/2006 turns 20 today, 11/22/2006 is still 19.
  it.each<[Condition, string, boolean]>([
    [num('age_more', 'birthday', 19), '11212006', true],
    [num('age_more', 'birthday', 19), '11222006', false],
    [num('age_less', 'birthday', 20), '11222006', true],
    [num('age_less', 'birthday', 20), '11212006', false],
    [num('age_equal', 'birthday', 20), '11212006', true],
    [num('age_equal', 'birthday', 20), '11222006', false],
    [num('age_equal', 'birthday', 20), '13012006', false],
  ])('%j with birthday %s', (condition, birthday, expected) => {
    expect(evaluateCondition(condition, ctx({ birthday }))).toBe(expected);
  });

  it('takes the account birthday when the birthday was not asked, and the answer over it', () => {
    const ageMore60 = num('age_more', 'birthday', 60);
    expect(evaluateCondition(ageMore60, ctx({}, { birthday: '01011950' }))).toBe(true);
    expect(evaluateCondition(ageMore60, ctx({ birthday: '01012000' }, { birthday: '01011950' }))).toBe(false);
    expect(evaluateCondition(ageMore60, ctx({}))).toBe(false);
    expect(evaluateCondition(num('age_less', 'birthday', 200), ctx({}))).toBe(false);
  });

  it.each<[Condition, Submission, boolean]>([
    [num('more_than', 'drinks', 12), { drinks: '13' }, true],
    [num('more_than', 'drinks', 12), { drinks: '12' }, false],
    [num('less_than', 'drinks', 12), { drinks: ' 11 ' }, true],
    [num('less_than', 'drinks', 12), { drinks: '12' }, false],
    [num('equal', 'drinks', 12), { drinks: '12' }, true],
    [num('equal', 'drinks', 12), { drinks: '12.5' }, false],
    [num('less_than', 'drinks', 12), { drinks: 'a few' }, false],
    [num('less_than', 'drinks', 12), {}, false],
    [num('less_than', 'sleep_hours', 6), { sleep_hours: { ref: 'hours_few', label: 'Less than 6' } }, true],
    [num('equal', 'sleep_hours', 7), { sleep_hours: { ref: 'hours_enough', label: '6 or more' } }, true],
  ])('%j with %j', (condition, answers, expected) => {
    expect(evaluateCondition(condition, ctx(answers))).toBe(expected);
  });

  it.each<[Submission, boolean]>([
    [{ concerns: [sleep] }, true],
    [{ concerns: [sleep, gut] }, false],
    [{ concerns: [] }, true],
    [{}, true],
  ])('array_less_than 2 with %j', (answers, expected) => {
    expect(evaluateCondition(num('array_less_than', 'concerns', 2), ctx(answers))).toBe(expected);
  });

  it('counts selections', () => {
    expect([
      selectedCount(undefined),
      selectedCount(female),
      selectedCount([sleep, gut]),
      selectedCount([]),
    ]).toEqual([0, 1, 2, 0]);
  });
});
