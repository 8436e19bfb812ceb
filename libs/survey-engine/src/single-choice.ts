import { type ChoiceAnswer, isChoiceAnswer } from './answers';
import { type Choice } from './definition';

/** The answer a click on a single choice stores: the choice's `{ ref, label }`, nothing else. */
export function singleChoiceAnswer(choice: Pick<Choice, 'ref' | 'label'>): ChoiceAnswer {
  return { ref: choice.ref, label: choice.label };
}

/** Whether `answer` picks the choice `ref` (a single choice shows it pressed). */
export function isChoicePicked(answer: unknown, ref: string): boolean {
  return isChoiceAnswer(answer) && answer.ref === ref;
}
