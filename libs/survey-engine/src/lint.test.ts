import { type JumpAction, type SurveyDefinition } from './definition';
import { lintDefinition } from './lint';
import { loadDefinitionForLint } from './lint-load';
import { NAVIGATION_FIXTURE } from './fixtures/navigation';

const clone = (): SurveyDefinition => structuredClone(NAVIGATION_FIXTURE);
const always = { op: 'always' as const, vars: [] as [] };
const toField = (ref: string, condition: JumpAction['condition'] = always): JumpAction => ({
  action: 'jump',
  details: { to: { type: 'field', value: ref } },
  condition,
});
const answered = (ref: string, value: boolean): JumpAction['condition'] => ({
  op: 'is',
  vars: [
    { type: 'field', value: ref },
    { type: 'constant', value },
  ],
});
const codes = (d: SurveyDefinition) => lintDefinition(d).map((f) => `${f.code} ${f.ref}`);

describe('lintDefinition', () => {
  it('finds nothing in a sound definition', () => {
    expect(lintDefinition(NAVIGATION_FIXTURE)).toEqual([]);
  });

  it('finds a jump to a missing field or thank-you screen', () => {
    const d = clone();
    d.logic.push({
      type: 'field',
      ref: 'sex',
      actions: [
        {
          action: 'jump',
          details: { to: { type: 'thankyou', value: 'nowhere' } },
          condition: { op: 'always', vars: [] },
        },
      ],
    });
    expect(lintDefinition(d)).toContainEqual(
      expect.objectContaining({ code: 'lint.missing_jump_target', ref: 'sex' }),
    );
  });

  it('finds a question nobody can reach', () => {
    const d = clone();
    for (const rule of d.logic) {
      for (const action of rule.actions)
        if (action.details.to.value === 'did_you_know') action.details.to.value = 'part_4';
    }
    expect(lintDefinition(d)).toEqual([
      expect.objectContaining({ code: 'lint.unreachable', ref: 'did_you_know' }),
    ]);
  });

  it('finds a choice ref used twice across the survey, but not the special refs', () => {
    const d = clone();
    const finalConsent = d.fields.find((f) => f.ref === 'final_consent');
    const firstGutChoice = d.fields.find((f) => f.ref === 'gut_bloat')?.properties.choices?.[0];
    if (!finalConsent || !firstGutChoice) throw new Error('fixture changed');
    d.fields.push({ ...structuredClone(finalConsent), id: 'x', ref: 'final_again' });
    firstGutChoice.ref = 'c_sleep';
    const codes = lintDefinition(d).filter((f) => f.code === 'lint.duplicate_choice_ref');
    expect(codes).toEqual([expect.objectContaining({ ref: 'gut_bloat' })]);
  });

  it('finds unknown tags only when known tags are given', () => {
    expect(
      lintDefinition(NAVIGATION_FIXTURE, { knownTags: ['PoorSleep', 'Melatonin', 'Probiotic'] }),
    ).toEqual([expect.objectContaining({ code: 'lint.unknown_tag', ref: 'skin_dry' })]);
  });

  it('finds conditions naming missing fields or choices, and a cumulative rule on a non-list', () => {
    const d = clone();
    d.logic.push({
      type: 'field',
      ref: 'name',
      cumulative: 'sex',
      actions: [
        {
          action: 'jump',
          details: { to: { type: 'field', value: 'sex' } },
          condition: {
            op: 'is',
            vars: [
              { type: 'field', value: 'sex' },
              { type: 'choice', value: 'sex_robot' },
            ],
          },
        },
      ],
    });
    const codes = lintDefinition(d).map((f) => f.code);
    expect(codes).toEqual(['lint.bad_cumulative_list', 'lint.missing_condition_ref']);
  });

  it('accepts the concern list and its fallback looping back to it', () => {
    // The fixture's concerns ↔ concerns_fallback loop and its cumulative sections are the one loop allowed.
    expect(codes(clone()).filter((c) => c.startsWith('lint.loop'))).toEqual([]);
  });

  it('finds a question that jumps to itself', () => {
    const d = clone();
    d.logic.push({ type: 'field', ref: 'email', actions: [toField('email', answered('consent', false))] });
    expect(codes(d)).toEqual(['lint.self_jump email']);
  });

  it('finds a loop between questions, naming the fields caught in it', () => {
    const d = clone();
    d.logic.push({ type: 'field', ref: 'sex', actions: [toField('email', answered('consent', false))] });
    const findings = lintDefinition(d);
    expect(findings).toEqual([expect.objectContaining({ code: 'lint.loop', ref: 'email' })]);
    expect(findings[0]?.message).toBe(
      "'email', 'birthday', 'sex' jump in a loop (only the concern list and its fallback may)",
    );
  });

  it('finds a section of the concern list that jumps back into an earlier question', () => {
    const d = clone();
    const sleep = d.logic.find((rule) => rule.ref === 'sleep_wake');
    if (!sleep) throw new Error('fixture changed');
    sleep.actions.push(toField('sex', answered('sleep_wake', true)));
    expect(codes(d)).toContain('lint.loop sex');
  });

  it('finds a question placed after final_consent, which only submits or exits', () => {
    const d = clone();
    d.fields.push({
      id: 'late',
      ref: 'late_question',
      title: 'Too late',
      type: 'short_text',
      validations: { required: false },
      properties: {},
    });
    expect(codes(d)).toEqual(['lint.unreachable late_question']);
  });

  it('finds a thank-you screen nothing jumps to', () => {
    const d = clone();
    d.thankyou.push({ ref: 'exit_forgotten', title: 'Bye', properties: {} });
    expect(codes(d)).toEqual(['lint.unreachable exit_forgotten']);
  });

  it('finds a ref used twice, across fields and screens', () => {
    const d = clone();
    const email = d.fields.find((f) => f.ref === 'email');
    if (!email) throw new Error('fixture changed');
    email.ref = 'intro';
    expect(codes(d)).toContain('lint.duplicate_ref intro');
    expect(lintDefinition(d)[0]?.message).toBe(
      "'intro' names both welcome[1] and fields[3]: a jump or an answer could mean either",
    );
  });

  it('finds a choice ref used twice within one question', () => {
    const d = clone();
    const choices = d.fields.find((f) => f.ref === 'sex')?.properties.choices;
    if (!choices?.[1]) throw new Error('fixture changed');
    choices[1].ref = 'sex_female';
    expect(lintDefinition(d)).toEqual([
      expect.objectContaining({
        code: 'lint.duplicate_choice_ref',
        message: "Choice ref 'sex_female' is used twice in 'sex'",
      }),
    ]);
  });

  it('finds each missing stable ref, only when stable refs are given', () => {
    expect(lintDefinition(clone(), { stableRefs: ['welcome', 'name', 'medications', 'exit_age'] })).toEqual([
      expect.objectContaining({ code: 'lint.missing_stable_ref', ref: 'medications' }),
      expect.objectContaining({ code: 'lint.missing_stable_ref', ref: 'exit_age' }),
    ]);
  });
});

describe('loadDefinitionForLint', () => {
  it('reads a definition of any version', () => {
    const result = loadDefinitionForLint({ ...clone(), version: '2.0-draft' });
    expect(result.ok && result.definition.version).toBe('2.0-draft');
  });

  it('leaves duplicate refs to lint instead of refusing them', () => {
    const d = clone();
    d.thankyou.push({ ref: 'name', title: 'Again', properties: {} });
    const result = loadDefinitionForLint(d);
    if (!result.ok) throw new Error(result.message);
    expect(lintDefinition(result.definition).map((f) => f.code)).toContain('lint.duplicate_ref');
  });

  it('still refuses what is not a definition, naming the field', () => {
    const result = loadDefinitionForLint({ ...clone(), fields: [{ ref: 'x' }] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('fields[0].id: Required');
  });
});
