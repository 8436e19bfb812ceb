import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const name = surveyField('name');
const box = () => screen.getByRole('textbox', { name: "First things first, what's your first name?" });

describe('ShortTextField (first name)', () => {
  it("has the placeholder 'First Name' and sends the trimmed name on Enter", async () => {
    const { onAnswer } = renderField(name);
    expect(box()).toHaveAttribute('placeholder', 'First Name');
    await userEvent.type(box(), '  Zoë {Enter}');
    expect(onAnswer).toHaveBeenCalledWith('Zoë');
  });

  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['A', 'Name must have at least 2 letters.'],
    ['R2D2', 'Enter a valid Name.'],
  ])('refuses %j with %j', async (input, message) => {
    const { onAnswer } = renderField(name);
    if (input !== '') await userEvent.type(box(), input);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(message);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('clears the message when the person types again', async () => {
    renderField(name);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(box(), 'J');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(box()).not.toHaveAttribute('aria-invalid');
  });

  it('accepts apostrophes, hyphens and accents', async () => {
    const { onAnswer } = renderField(name);
    await userEvent.type(box(), "Marie-Ève O'Neil{Enter}");
    expect(onAnswer).toHaveBeenCalledWith("Marie-Ève O'Neil");
  });

  it('shows the stored name again', () => {
    renderField(name, { answer: 'Ann' });
    expect(box()).toHaveValue('Ann');
  });
});
