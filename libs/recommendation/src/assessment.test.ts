import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { assessAnswers } from './assessment';
import { answersInput } from './testing';

function dietOf(answers: Record<string, string | boolean>): string {
  const result = assessAnswers(SURVEY_V1_5, answersInput(answers));
  if (!result.ok) throw new Error(result.message);
  return result.assessment.profile.diet;
}

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
