import { isChoicePicked, singleChoiceAnswer, type Choice } from '@maplepack/survey-engine';
import { shownDisclaimer } from '@maplepack/survey-content';
import { Pill } from '@maplepack/ui';
import { useId } from 'react';
import { type FieldBodyProps } from './field-body-props';
import { FieldError } from './field-error';
import {
  choiceColumn,
  choiceImage,
  choiceLabel,
  choiceRow,
  disclaimer as disclaimerClass,
  pillChoice,
} from './fields.css';
import { useChoiceKeys } from './use-choice-keys';

/**
 * multiple_choice without multiple selection: pill buttons, picked with one click (or its number
 * key), optionally with an image and a disclaimer (the pack-format question).
 */
export function SingleChoiceField({
  field,
  answer,
  error,
  onAnswer,
  headingId,
  errorId,
  splitPackPriceCents,
}: FieldBodyProps) {
  const choices = field.properties.choices ?? [];
  const baseId = useId();
  const pick = (choice: Choice) => onAnswer(singleChoiceAnswer(choice));
  useChoiceKeys(choices.length, (index) => {
    const choice = choices[index];
    if (choice !== undefined) pick(choice);
  });
  const vertical = field.properties.vertical_alignment === true;
  return (
    <>
      <div role="group" aria-labelledby={headingId} className={vertical ? choiceColumn : choiceRow}>
        {choices.map((choice, index) => {
          const text = shownDisclaimer(choice, splitPackPriceCents);
          const disclaimerId = text === undefined ? undefined : `${baseId}-${index}-disclaimer`;
          return (
            <div key={choice.ref} className={pillChoice}>
              <Pill
                pressed={isChoicePicked(answer, choice.ref)}
                onPressedChange={() => pick(choice)}
                aria-describedby={disclaimerId}
                aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
              >
                {choice.img !== undefined && <img className={choiceImage} src={choice.img} alt="" />}
                <span className={choiceLabel}>{choice.label}</span>
              </Pill>
              {text !== undefined && (
                <p id={disclaimerId} className={disclaimerClass}>
                  {text}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </>
  );
}
