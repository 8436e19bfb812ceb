import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and valid without an error', () => {
    render(<TextField label="First Name" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the error message with aria-invalid and aria-describedby', () => {
    render(<TextField label="Email" type="email" error="Please enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email.');
  });

  it('reads the hint and then the error', () => {
    render(<TextField label="First Name" hint="As on your card" error="Name is required" />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      'As on your card Name is required',
    );
  });

  it('passes typing through to the caller', async () => {
    const onChange = jest.fn();
    render(<TextField label="First Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ann');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');
  });

  it('gives two fields distinct ids', () => {
    render(
      <>
        <TextField label="A" error="bad A" />
        <TextField label="B" error="bad B" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveAccessibleDescription('bad A');
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAccessibleDescription('bad B');
  });
});

describe('Checkbox', () => {
  it('toggles through its label and carries its error', async () => {
    render(<Checkbox label="I accept" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required');
    await userEvent.click(screen.getByText('I accept'));
    expect(box).toBeChecked();
  });
});
