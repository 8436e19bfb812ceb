import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const email = surveyField('email');
const box = () => screen.getByRole('textbox', { name: 'Where should we send your recommendations?' });

describe('EmailField', () => {
  it("uses the field's placeholder and sends a valid address on Enter", async () => {
    const { onAnswer } = renderField(email);
    expect(box()).toHaveAttribute('placeholder', 'you@example.com');
    await userEvent.type(box(), ' ann@example.ca {Enter}');
    expect(onAnswer).toHaveBeenCalledWith('ann@example.ca');
  });

  it.each(['', 'ann', 'ann@example', 'ann @example.ca', 'ann@exa_mple.ca'])(
    "refuses %j with 'Please enter a valid email.'",
    async (input) => {
      const { onAnswer } = renderField(email);
      if (input !== '') await userEvent.type(box(), input);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');
      expect(onAnswer).not.toHaveBeenCalled();
    },
  );

  it('shows the stored address again', () => {
    renderField(email, { answer: 'ann@example.ca' });
    expect(box()).toHaveValue('ann@example.ca');
  });
});
