import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { walkSurvey } from '@maplepack/survey-engine';
import fc from 'fast-check';
import { answersOnPath } from './assessment';
import { P } from './fixtures/spec-rules';
import { recommend } from './recommend-answers';
import { answersInput, arbCompleteAnswers, birthdayForAge } from './testing';

function ok(result: ReturnType<typeof recommend>) {
  if (!result.ok) throw new Error(result.message);
  return result;
}
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('recommend follows the walked path (CONTRACTS §1)', () => {
  it('ignores a stray "Pregnant" answer of a 55-year-old man: no prenatal vitamin', () => {
    const man = { sex: 'Male', birthday: birthdayForAge(55) };
    const stray = ok(
      recommend(answersInput({ ...man, pregnancy_status: 'Pregnant', pregnancy_caution: true })),
    );
    const clean = ok(recommend(answersInput(man)));
    expect(ids(stray.recommendation.tiers[3])).not.toContain(P.prenatal);
    expect(stray.recommendation).toEqual(clean.recommendation);
    expect(stray.walk).toEqual({ end: 'submit', at: 'final_consent' });
  });

  it('still reads the pregnancy of a woman the survey asks', () => {
    const result = ok(
      recommend(
        answersInput({ pregnancy_status: 'Pregnant', pregnancy_caution: true, pregnancy_nausea: false }),
      ),
    );
    expect(ids(result.recommendation.tiers[1])).toContain(P.prenatal);
  });

  it.each([
    ['a declined consent', { consent: false }, 'exit_consent_declined'],
    ['a chronic condition', { chronic_conditions: ['Kidney disease'] }, 'exit_chronic_condition'],
    ['an age under 19', { birthday: birthdayForAge(17) }, 'exit_under_19'],
  ])('recommends nothing after %s: the walk exits', (_what, answers, exit) => {
    const result = ok(recommend(answersInput(answers)));
    expect(result.walk).toEqual({ end: 'exit', at: exit });
    expect(result.recommendation).toEqual({
      recommendedTier: null,
      tiers: { 1: [], 2: [], 3: [] },
      excluded: [],
    });
  });

  it('recommends from a partial input, saying where the walk waits', () => {
    const result = ok(recommend({ today: '2026-11-21', loggedIn: false, answers: { concerns: ['Sleep'] } }));
    expect(result.walk.end).toBe('unanswered');
    expect(result.recommendation.recommendedTier).not.toBeNull();
  });

  it('answers the same for any complete input and its answers on the path alone', () => {
    fc.assert(
      fc.property(arbCompleteAnswers(), (input) => {
        const walked = walkSurvey(SURVEY_V1_5, input, { unanswered: 'pass' });
        if (!walked.ok) throw new Error(walked.message);
        const onPath = { ...input, answers: answersOnPath(walked.walk, input.answers) };
        expect(recommend(input)).toEqual(recommend(onPath));
      }),
      { numRuns: 100 },
    );
  });
});
