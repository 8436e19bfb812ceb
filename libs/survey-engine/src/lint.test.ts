import { type SurveyDefinition } from './definition';
import { lintDefinition } from './lint';
import { NAVIGATION_FIXTURE } from './fixtures/navigation';

const clone = (): SurveyDefinition => structuredClone(NAVIGATION_FIXTURE);

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
});
