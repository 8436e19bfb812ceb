import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { describedBy } from './described-by';
import { error as errorClass, field, hint as hintClass, input, label as labelClass } from './field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help under the label, read with the field. */
  hint?: string;
  /** The validation message (spec strings); its presence marks the field invalid. */
  error?: string;
  id?: string;
}

/**
 * A labelled text input. The hint and the error are tied to the input with aria-describedby, and an
 * error sets aria-invalid, so a screen reader reads the message when the field gets focus.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, type = 'text', ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint === undefined ? undefined : `${inputId}-hint`;
  const errorId = error === undefined || error === '' ? undefined : `${inputId}-error`;
  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <label className={labelClass} htmlFor={inputId}>
        {label}
      </label>
      {hint !== undefined && (
        <span id={hintId} className={hintClass}>
          {hint}
        </span>
      )}
      <input
        ref={ref}
        id={inputId}
        type={type}
        className={input}
        aria-invalid={errorId !== undefined || undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...rest}
      />
      {errorId !== undefined && (
        <span id={errorId} className={errorClass}>
          {error}
        </span>
      )}
    </div>
  );
});
