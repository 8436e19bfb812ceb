import { type FieldProps } from '../lib/use-list-query';
import { nativeField } from './admin.css';

/** A search form's text or date filter with its label (`field` from useListQuery). */
export function TextFilter({
  label,
  field,
  type = 'search',
  placeholder,
}: {
  label: string;
  field: FieldProps;
  type?: 'search' | 'date';
  placeholder?: string;
}) {
  return (
    <label className={nativeField}>
      {label}
      <input type={type} placeholder={placeholder} {...field} />
    </label>
  );
}

/** A search form's choice among fixed values, "any" first (the empty value: no filter). */
export function ChoiceFilter<Choice extends string>({
  label,
  any,
  choices,
  labelOf,
  field,
}: {
  label: string;
  any: string;
  choices: readonly Choice[];
  labelOf: (choice: Choice) => string;
  field: FieldProps;
}) {
  return (
    <label className={nativeField}>
      {label}
      <select {...field}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
