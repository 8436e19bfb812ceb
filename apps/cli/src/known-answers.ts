import { strayAnswerIssue, type WalkInput } from '@maplepack/survey-engine';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { InputError } from './io';

/** Strict answers (CONTRACTS §1): every key of `answers` must be a question of survey v1.5. */
export function assertKnownAnswers(answers: WalkInput['answers']): void {
  const issue = strayAnswerIssue(SURVEY_V1_5, answers);
  if (issue !== undefined) throw new InputError(issue);
}
