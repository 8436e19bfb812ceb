import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { describedBy } from './described-by';
import { error as errorClass, field, hint as hintClass, input, label as labelClass } from './field.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The choices, in the order shown. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice ('Choose…') while nothing is picked; omitted when undefined. */
  placeholder?: string;
  hint?: string;
  /** The validation message; its presence marks the field invalid. */
  error?: string;
  id?: string;
}

/**
 * A labelled native select, styled like TextField. The hint and the error are tied to it with
 * aria-describedby, and an error sets aria-invalid, so a screen reader reads the message with it.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, hint, error, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint === undefined ? undefined : `${selectId}-hint`;
  const errorId = error === undefined || error === '' ? undefined : `${selectId}-error`;
  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <label className={labelClass} htmlFor={selectId}>
        {label}
      </label>
      {hint !== undefined && (
        <span id={hintId} className={hintClass}>
          {hint}
        </span>
      )}
      <select
        ref={ref}
        id={selectId}
        className={input}
        aria-invalid={errorId !== undefined || undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorId !== undefined && (
        <span id={errorId} className={errorClass}>
          {error}
        </span>
      )}
    </div>
  );
});
