import { useLingui } from '@lingui/react/macro';
import { validateDateParts, type DateParts } from '@maplepack/survey-engine';
import { Button } from '@maplepack/ui';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useSurveyWords } from '../../survey-words';
import { DATE_PART_LENGTH, DATE_PART_ORDER, partsOfAnswer, typeIntoDate, type DatePart } from './date-parts';
import { type FieldBodyProps } from './field-body-props';
import { describedBy, FieldError } from './field-error';
import { actions, dateBox, dateRow, separator, yearBox } from './fields.css';

const AUTOCOMPLETE: Record<DatePart, string> = { month: 'bday-month', day: 'bday-day', year: 'bday-year' };

/**
 * date: month / day / year boxes. Focus moves on after two digits; Backspace in an empty box goes
 * back; Enter or Continue checks the date with validateDateParts and sends MMDDYYYY.
 */
export function DateField({ answer, error, onAnswer, headingId, descriptionId, errorId }: FieldBodyProps) {
  const { t } = useLingui();
  const { ui, validation } = useSurveyWords();
  // The boxes' names and the format they show (French writes JJ/AAAA, as its validation message says).
  const labels: Record<DatePart, string> = { month: t`Month`, day: t`Day`, year: t`Year` };
  const placeholders: Record<DatePart, string> = {
    month: t({ message: 'MM', comment: 'Placeholder of the month box of a date' }),
    day: t({ message: 'DD', comment: 'Placeholder of the day box of a date' }),
    year: t({ message: 'YYYY', comment: 'Placeholder of the year box of a date' }),
  };
  const [parts, setParts] = useState<DateParts>(() => partsOfAnswer(answer));
  const [localError, setLocalError] = useState<string | null>(null);
  const boxes = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({});
  const shown = localError ?? error;

  const type = (part: DatePart, raw: string) => {
    const result = typeIntoDate(parts, part, raw);
    setParts(result.parts);
    setLocalError(null);
    if (result.focus !== null) boxes.current[result.focus]?.focus();
  };
  const onKeyDown = (part: DatePart, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || parts[part] !== '') return;
    const previous = DATE_PART_ORDER[DATE_PART_ORDER.indexOf(part) - 1];
    if (previous === undefined) return;
    event.preventDefault();
    boxes.current[previous]?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDateParts(parts);
    if (result.ok) onAnswer(result.value);
    else setLocalError(validation(result));
  };

  return (
    <form noValidate onSubmit={submit}>
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={describedBy(descriptionId)}
        className={dateRow}
      >
        {DATE_PART_ORDER.map((part, index) => (
          <span key={part} className={dateRow}>
            {index > 0 && (
              <span className={separator} aria-hidden="true">
                /
              </span>
            )}
            <input
              ref={(element) => {
                boxes.current[part] = element;
              }}
              className={part === 'year' ? yearBox : dateBox}
              aria-label={labels[part]}
              placeholder={placeholders[part]}
              inputMode="numeric"
              autoComplete={AUTOCOMPLETE[part]}
              maxLength={part === 'year' ? DATE_PART_LENGTH.year : 10}
              value={parts[part]}
              aria-invalid={shown !== null || undefined}
              aria-describedby={describedBy(shown !== null && errorId)}
              onChange={(event) => type(part, event.target.value)}
              onKeyDown={(event) => onKeyDown(part, event)}
            />
          </span>
        ))}
      </div>
      <FieldError id={errorId} message={shown} />
      <div className={actions}>
        <Button type="submit">{ui.continueButton}</Button>
      </div>
    </form>
  );
}
