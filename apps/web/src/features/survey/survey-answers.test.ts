import { resolveMedication, SURVEY_V1_5 } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import {
  goBack,
  submitAnswer,
  walkInputSchema,
  walkSurvey,
  type WalkInputRaw,
} from '@maplepack/survey-engine';
import { walkAnswersOf } from './survey-answers';
import { sessionAt } from './test-support/session-at';

const listItem = (label: string) => {
  const medication = resolveMedication(label);
  return medication === undefined ? undefined : { ref: medication.ref, label: medication.label };
};

/** Where the server's walk of the posted answers goes. */
function serverWalk(person: WalkInputRaw, answers: ReturnType<typeof walkAnswersOf>) {
  const outcome = walkSurvey(SURVEY_V1_5, walkInputSchema.parse({ ...person, answers }), { listItem });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.walk;
}

function personWalk(input: WalkInputRaw) {
  const outcome = walkSurvey(SURVEY_V1_5, walkInputSchema.parse(input), { listItem });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.walk;
}

describe('walkAnswersOf', () => {
  it.each(Object.entries(SURVEY_PROFILES))(
    'lets the server walk the path %s took, to the submit',
    (_name, profile) => {
      const session = sessionAt(profile);
      const walked = serverWalk(profile, walkAnswersOf(session));
      expect(walked).toEqual(personWalk(profile));
    },
  );

  it('sends a question asked twice (the concern list after the fallback) as { each }', () => {
    const profile = SURVEY_PROFILES.youngWoman;
    const input = {
      ...profile,
      answers: {
        ...profile.answers,
        concerns: { each: [['Sleep'], ['Sleep', 'Gut Health']] },
        concerns_fallback: { each: ['Wait! I want to address more concerns', "Let's see recommendations"] },
        gut_symptoms: ['Bloating or gas'],
        gut_fibre: 'Some days',
        gut_ibs: false,
      },
    };
    const answers = walkAnswersOf(sessionAt(input));
    expect(answers['concerns_fallback']).toEqual({
      each: ['fallback_more_concerns', 'fallback_see_recommendations'],
    });
    expect(answers['concerns']).toEqual({ each: [expect.any(Array), expect.any(Array)] });
    const walked = serverWalk(profile, answers);
    expect(walked.end).toBe('submit');
    expect(walked.path.filter((ref) => ref === 'concerns')).toHaveLength(2);
    expect(walked.path).toContain('gut_ibs');
  });

  it('leaves out what Back undid: the replaced answer is the one sent', () => {
    const profile = SURVEY_PROFILES.youngWoman;
    const atAllergies = sessionAt({ ...profile, stopAt: 'allergies' });
    const picked = submitAnswer(atAllergies, [{ ref: 'allergy_dairy', label: 'Dairy' }]);
    if (!picked.ok) throw new Error(picked.message);
    const changed = submitAnswer(goBack(picked.state), [{ ref: 'allergy_none', label: 'Nothing I know of' }]);
    if (!changed.ok) throw new Error(changed.message);
    expect(walkAnswersOf(changed.state)['allergies']).toEqual(['allergy_none']);
  });

  it('writes booleans, dates, text, choice refs and medication labels as `survey walk` reads them', () => {
    const profile = SURVEY_PROFILES.pregnantWoman;
    const answers = walkAnswersOf(sessionAt(profile));
    expect(answers).toMatchObject({
      name: 'Maya',
      consent: true,
      birthday: '08021994',
      sex: 'sex_female',
      allergies: ['allergy_none'],
      medications: true,
      medication_list: [resolveMedication('Synthroid')?.label],
    });
  });
});
