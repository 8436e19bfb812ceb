import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { describedBy } from './described-by';
import { checkbox, checkboxRow, error as errorClass, field, label as labelClass } from './field.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** Visible label; may hold links (terms, privacy policy). */
  label: ReactNode;
  error?: string;
  id?: string;
}

/** A native checkbox with its label and an optional error tied by aria-describedby. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error === undefined || error === '' ? undefined : `${inputId}-error`;
  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <div className={checkboxRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={checkbox}
          aria-invalid={errorId !== undefined || undefined}
          aria-describedby={describedBy(errorId)}
          {...rest}
        />
        <label className={labelClass} htmlFor={inputId}>
          {label}
        </label>
      </div>
      {errorId !== undefined && (
        <span id={errorId} className={errorClass}>
          {error}
        </span>
      )}
    </div>
  );
});
