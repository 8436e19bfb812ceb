import { answersWithChoiceRefs, SURVEY_V1_5, surveyIn } from '@maplepack/survey-content';
import { assessAnswers, assessWalk } from './assessment';
import { answersInput } from './testing';

function dietOf(answers: Record<string, string | boolean>): string {
  const result = assessAnswers(SURVEY_V1_5, answersInput(answers));
  if (!result.ok) throw new Error(result.message);
  return result.assessment.profile.diet;
}

describe('assessAnswers and assessWalk, after answersWithChoiceRefs, read French labels as the English ones', () => {
  it('gives the same person and signals from French labels', () => {
    const english = answersInput({
      sex: 'Male',
      diet_type: 'Vegan',
      vegan_supplements: 'No',
      allergies: ['Soy'],
    });
    const labels = answersInput({
      sex: 'Masculin',
      diet_type: 'Végétalienne',
      vegan_supplements: 'non',
      allergies: ['Soya'],
    });
    const french = { ...labels, answers: answersWithChoiceRefs(labels.answers) };
    expect(assessAnswers(SURVEY_V1_5, french)).toEqual(assessAnswers(SURVEY_V1_5, english));
    expect(assessWalk(SURVEY_V1_5, french)).toEqual(assessWalk(SURVEY_V1_5, english));
    const walked = assessWalk(SURVEY_V1_5, french);
    expect(walked.ok && walked.assessment.profile).toMatchObject({
      sex: 'male',
      diet: 'omnivore',
      allergies: ['soy'],
    });
  });
});

describe('a medication named by its French generic name', () => {
  it('is the same medication (ref and classes), named as the person gave it', () => {
    const profileOf = (name: string) => {
      const result = assessAnswers(SURVEY_V1_5, answersInput({ medication_list: [name] }));
      if (!result.ok) throw new Error(result.message);
      return result.assessment.profile.medications;
    };
    const english = profileOf('Warfarin');
    expect(english).toEqual([expect.objectContaining({ label: 'Warfarin' })]);
    for (const french of ['Warfarine', 'warfarine', 'WARFARINE']) {
      // The list's own spelling of the alias, whatever the case typed.
      expect(profileOf(french)).toEqual([{ ...english[0], label: 'Warfarine' }]);
    }
  });
});

describe('assessWalk on the French survey itself (surveyIn)', () => {
  it('reads the same person and the same tags as from the English survey', () => {
    // answersInput fills the other answers with English labels: read them by their refs.
    const labels = answersInput({
      sex: 'Féminin',
      pregnancy_status: 'Je suis enceinte',
      pregnancy_caution: true,
    });
    const french = { ...labels, answers: answersWithChoiceRefs(labels.answers, surveyIn('fr')) };
    const english = answersInput({ sex: 'Female', pregnancy_status: 'Pregnant', pregnancy_caution: true });
    const fromFrench = assessWalk(surveyIn('fr'), french);
    const fromEnglish = assessWalk(SURVEY_V1_5, english);
    if (!fromFrench.ok || !fromEnglish.ok) throw new Error('both assess');
    expect(fromFrench.walk).toEqual(fromEnglish.walk);
    expect(fromFrench.assessment.profile).toEqual(fromEnglish.assessment.profile);
    expect(fromFrench.assessment.profile).toMatchObject({ sex: 'female', pregnancy: 'pregnant' });
    expect([...fromFrench.assessment.signals.tags].sort()).toEqual(
      [...fromEnglish.assessment.signals.tags].sort(),
    );
  });
});

describe('assessAnswers: the supplement diet reads yes/no answers however they are given', () => {
  it.each([false, 'No', 'no', 'vegan_supplements_no'])(
    'a vegan answering %j to "every product vegan?" is not restricted',
    (answer) => {
      expect(dietOf({ diet_type: 'Vegan', vegan_supplements: answer })).toBe('omnivore');
    },
  );

  it.each([true, 'Yes', 'vegan_supplements_yes'])('a vegan answering %j wants vegan products', (answer) => {
    expect(dietOf({ diet_type: 'Vegan', vegan_supplements: answer })).toBe('vegan');
  });

  it.each([true, 'Yes', 'YES', 'animal_products_yes'])(
    'a vegetarian answering %j to "comfortable with animal-derived ingredients?" is not restricted',
    (answer) => {
      expect(dietOf({ diet_type: 'Vegetarian', animal_products: answer })).toBe('omnivore');
    },
  );

  it.each([false, 'No', 'animal_products_no'])(
    'a vegetarian answering %j gets no animal-derived products',
    (answer) => {
      expect(dietOf({ diet_type: 'Vegetarian', animal_products: answer })).toBe('vegan');
    },
  );
});
