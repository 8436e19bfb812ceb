import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const birthday = surveyField('birthday');
const MESSAGE = 'Enter a valid date. Please match format MM/DD/YYYY.';

describe('DateField', () => {
  it('moves focus from month to day to year as two digits are typed, and sends MMDDYYYY on Enter', async () => {
    const { onAnswer } = renderField(birthday);
    await userEvent.click(screen.getByRole('textbox', { name: 'Month' }));
    await userEvent.keyboard('03');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus();
    await userEvent.keyboard('15');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveFocus();
    await userEvent.keyboard('1990{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('03151990');
  });

  it("shows '/' between the boxes", () => {
    renderField(birthday);
    const group = screen.getByRole('group', { name: 'When were you born?' });
    expect(group).toHaveTextContent(/^\/\/$/);
  });

  it.each([
    ['02', '30', '1990'],
    ['13', '01', '1990'],
    ['1', '01', '1990'],
    ['01', '01', '1899'],
    ['01', '01', '2020'],
  ])('refuses %s/%s/%s with the spec message', async (month, day, year) => {
    const { onAnswer } = renderField(birthday);
    await userEvent.type(screen.getByRole('textbox', { name: 'Month' }), month);
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), day);
    await userEvent.type(screen.getByRole('textbox', { name: 'Year' }), year);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveAccessibleDescription(MESSAGE);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('accepts 29 February in a leap year', async () => {
    const { onAnswer } = renderField(birthday);
    await userEvent.type(screen.getByRole('textbox', { name: 'Month' }), '02291992');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAnswer).toHaveBeenCalledWith('02291992');
  });

  it('goes back a box with Backspace in an empty box', async () => {
    renderField(birthday);
    await userEvent.type(screen.getByRole('textbox', { name: 'Month' }), '04');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
  });

  it('shows the stored birthday again', () => {
    renderField(birthday, { answer: '11301985' });
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('11');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1985');
  });
});
