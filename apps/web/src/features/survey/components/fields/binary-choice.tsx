import { isBooleanAnswer, type Choice } from '@maplepack/survey-engine';
import { Pill } from '@maplepack/ui';
import { type FieldBodyProps } from './field-body-props';
import { FieldError } from './field-error';
import { choiceRow } from './fields.css';
import { useChoiceKeys } from './use-choice-keys';

/**
 * Two buttons answering `{ value: boolean }` (yes_no, legal). The field's own choices are used when
 * it has boolean ones, else the spec's pair. The stored answer shows pressed (Back restores it).
 */
export function BinaryChoice({
  field,
  answer,
  error,
  onAnswer,
  headingId,
  errorId,
  fallback,
}: FieldBodyProps & { fallback: Choice[] }) {
  const own = (field.properties.choices ?? []).filter((choice) => typeof choice.value === 'boolean');
  const choices = own.length === 2 ? own : fallback;
  const pick = (choice: Choice) => onAnswer({ value: choice.value === true });
  useChoiceKeys(choices.length, (index) => {
    const choice = choices[index];
    if (choice !== undefined) pick(choice);
  });
  return (
    <>
      <div role="group" aria-labelledby={headingId} className={choiceRow}>
        {choices.map((choice, index) => (
          <Pill
            key={choice.ref}
            pressed={isBooleanAnswer(answer) && answer.value === (choice.value === true)}
            onPressedChange={() => pick(choice)}
            aria-keyshortcuts={String(index + 1)}
          >
            {choice.label}
          </Pill>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </>
  );
}
