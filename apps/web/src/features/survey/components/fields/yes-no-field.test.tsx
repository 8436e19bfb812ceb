import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const medications = surveyField('medications');

describe('YesNoField', () => {
  it('answers Yes as true and No as false', async () => {
    const { onAnswer } = renderField(medications);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: false });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: true });
  });

  it('groups the two buttons under the question', () => {
    renderField(medications);
    expect(screen.getByRole('group', { name: 'Do you take any medications?' })).toBeInTheDocument();
  });

  it('picks Yes with the 1 key but not while a modifier is held', async () => {
    const { onAnswer } = renderField(medications);
    await userEvent.keyboard('{Control>}1{/Control}');
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.keyboard('1');
    expect(onAnswer).toHaveBeenCalledWith({ value: true });
  });

  it('restores the stored answer and shows the refusal message from the engine', () => {
    renderField(medications, { answer: { value: true }, error: 'medications: not a yes_no answer' });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('medications: not a yes_no answer');
  });
});
