import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const PROVINCES = [
  { value: 'ON', label: 'Ontario' },
  { value: 'QC', label: 'Quebec' },
];

describe('SelectField', () => {
  it('is labelled, starts on its placeholder and is valid without an error', () => {
    render(<SelectField label="Province" options={PROVINCES} placeholder="Choose…" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveValue('');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Ontario',
      'Quebec',
    ]);
  });

  it('wires the error with aria-invalid and aria-describedby, after the hint', () => {
    render(
      <SelectField
        label="Province"
        options={PROVINCES}
        hint="Where we ship"
        error="Please choose a province."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where we ship Please choose a province.');
  });

  it('passes a choice made from the keyboard to the caller', async () => {
    const onChange = jest.fn();
    render(<SelectField label="Province" options={PROVINCES} onChange={onChange} defaultValue="ON" />);
    const select = screen.getByRole('combobox', { name: 'Province' });
    select.focus();
    await userEvent.selectOptions(select, 'QC');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('QC');
  });
});
