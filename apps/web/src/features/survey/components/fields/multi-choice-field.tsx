import {
  initialSelection,
  isConcernQuestion,
  multiSelectColumns,
  remainingConcerns,
  selectionAnswer,
  toggleChoice,
  validateMultiSelect,
  visitedRefs,
} from '@maplepack/survey-engine';
import { Button } from '@maplepack/ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useMemo, useState } from 'react';
import { useSurveyWords } from '../../survey-words';
import { type FieldBodyProps } from './field-body-props';
import { describedBy, FieldError } from './field-error';
import { actions, checkboxGrid, checkboxInput, checkboxTile, columns } from './fields.css';
import { useChoiceKeys } from './use-choice-keys';

/**
 * multiple_choice with allow_multiple_selection: checkbox columns (multiSelectColumns, default 2).
 * The engine decides everything: toggleChoice every click (exclusive, visited), initialSelection
 * what it opens with, validateMultiSelect whether Continue is enabled; its resolveSelection runs on submit. Visited concerns show checked and locked. The concern question reports the live count
 * of concerns still to cover, which its title shows.
 */
export function MultiChoiceField(props: FieldBodyProps) {
  const {
    field,
    answer,
    visited,
    isLastQuestion,
    error,
    onAnswer,
    headingId,
    descriptionId,
    errorId,
    onRemainingConcernsChange,
  } = props;
  const { ui } = useSurveyWords();
  const choices = useMemo(() => field.properties.choices ?? [], [field]);
  const visitedSet = useMemo(() => visitedRefs(choices, visited), [visited, choices]);
  const [selection, setSelection] = useState<string[]>(() => initialSelection(choices, answer, visitedSet));
  const concern = isConcernQuestion(field);
  const remaining = remainingConcerns(selection, choices, visitedSet);
  useEffect(() => {
    if (concern) onRemainingConcernsChange?.(remaining);
  }, [concern, remaining, onRemainingConcernsChange]);
  const canSubmit = validateMultiSelect(selection, choices, visitedSet).ok;

  const toggle = (ref: string) => setSelection((current) => toggleChoice(current, ref, choices, visitedSet));
  const submit = () => {
    if (canSubmit) onAnswer(selectionAnswer(selection, choices));
  };
  useChoiceKeys(
    choices.length,
    (index) => {
      const choice = choices[index];
      if (choice !== undefined) toggle(choice.ref);
    },
    submit,
  );

  return (
    <>
      <fieldset
        className={checkboxGrid}
        style={assignInlineVars({ [columns]: String(multiSelectColumns(field)) })}
        aria-labelledby={headingId}
        aria-describedby={describedBy(descriptionId)}
      >
        {choices.map((choice, index) => {
          const locked = visitedSet.has(choice.ref);
          return (
            <label key={choice.ref} className={checkboxTile}>
              <input
                type="checkbox"
                className={checkboxInput}
                checked={selection.includes(choice.ref)}
                disabled={locked}
                onChange={() => toggle(choice.ref)}
                aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </fieldset>
      <FieldError id={errorId} message={error} />
      <div className={actions}>
        <Button onClick={submit} disabled={!canSubmit}>
          {isLastQuestion ? ui.completeButton : concern ? ui.concernButton : ui.continueButton}
        </Button>
      </div>
    </>
  );
}
