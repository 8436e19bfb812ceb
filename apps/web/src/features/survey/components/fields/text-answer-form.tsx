import { type ValidationResult } from '@maplepack/survey-engine';
import { Button, Checkbox } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { useSurveyWords } from '../../survey-words';
import { type FieldBodyProps } from './field-body-props';
import { describedBy, FieldError } from './field-error';
import { actions, textInput } from './fields.css';

export interface TextAnswerFormProps extends FieldBodyProps {
  initialValue: string;
  placeholder: string | undefined;
  validate: (input: string) => ValidationResult<string>;
  inputType: 'text' | 'email';
  autoComplete: string;
}

/**
 * One text box and Continue: Enter or the button validates with the engine's rule and sends the
 * cleaned value; a failure shows the spec's message until the person types again.
 */
export function TextAnswerForm(props: TextAnswerFormProps) {
  const {
    initialValue,
    placeholder,
    validate,
    inputType,
    autoComplete,
    error,
    onAnswer,
    headingId,
    descriptionId,
    errorId,
  } = props;
  const { ui, validation } = useSurveyWords();
  const [value, setValue] = useState(initialValue);
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = localError ?? error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(value);
    if (result.ok) {
      setLocalError(null);
      onAnswer(result.value);
    } else {
      setLocalError(validation(result));
    }
  };
  return (
    <form noValidate onSubmit={submit}>
      <input
        className={textInput}
        type={inputType}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-labelledby={headingId}
        aria-describedby={describedBy(descriptionId, shown !== null && errorId)}
        aria-invalid={shown !== null || undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setLocalError(null);
        }}
      />
      <FieldError id={errorId} message={shown} />
      {props.mailingOptIn === undefined ? null : (
        <Checkbox
          label={props.mailingOptIn.label}
          checked={props.mailingOptIn.checked}
          onChange={(event) => props.mailingOptIn?.onChange(event.target.checked)}
        />
      )}
      <div className={actions}>
        <Button type="submit">{ui.continueButton}</Button>
      </div>
    </form>
  );
}
