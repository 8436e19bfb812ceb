import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const allergies = surveyField('allergies');
const concerns = surveyField('concerns');

describe('MultiChoiceField', () => {
  it('needs one selection before Continue and sends the picks in the order shown', async () => {
    const { onAnswer } = renderField(allergies);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Soy' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dairy' }));
    await userEvent.click(next);
    expect(onAnswer).toHaveBeenCalledWith([
      { ref: 'allergy_dairy', label: 'Dairy' },
      { ref: 'allergy_soy', label: 'Soy' },
    ]);
  });

  it('clears the others when the exclusive choice is picked, and the exclusive one when another is', async () => {
    renderField(allergies);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Egg' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nothing I know of' }));
    expect(screen.getByRole('checkbox', { name: 'Egg' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nothing I know of' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Corn' }));
    expect(screen.getByRole('checkbox', { name: 'Nothing I know of' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Corn' }));
    expect(screen.getByRole('checkbox', { name: 'Corn' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('toggles the n-th choice with number keys and submits with Enter', async () => {
    const { onAnswer } = renderField(allergies);
    await userEvent.keyboard('2');
    expect(screen.getByRole('checkbox', { name: 'Dairy' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith([{ ref: 'allergy_dairy', label: 'Dairy' }]);
  });

  it('does not submit with Enter while nothing is selected', async () => {
    const { onAnswer } = renderField(allergies);
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it("reads 'Complete Assessment' on the last question", () => {
    renderField(allergies, { isLastQuestion: true });
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toBeInTheDocument();
  });

  it('restores the stored selection', () => {
    renderField(allergies, { answer: [{ ref: 'allergy_gluten', label: 'Gluten' }] });
    expect(screen.getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('lays the choices out in the default two columns, or the number the field names', () => {
    const columnsOf = () =>
      /--[\w-]+:\s*(\d+)/.exec(screen.getByRole('group').getAttribute('style') ?? '')?.[1];
    const { unmount } = renderField({
      ...allergies,
      properties: { ...allergies.properties, num_of_columns: undefined },
    });
    expect(columnsOf()).toBe('2');
    unmount();
    renderField({ ...allergies, properties: { ...allergies.properties, num_of_columns: 3 } });
    expect(columnsOf()).toBe('3');
  });
});

describe('MultiChoiceField on the concern question', () => {
  it('greets the person with the live count of concerns and reads "Let\'s Go!"', async () => {
    renderField(concerns, { greetingName: 'Ann' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Ann, let's address your 0 concerns.",
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gut Health' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Ann, let's address your 1 concern.");
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Ann, let's address your 2 concerns.",
    );
    expect(screen.getByRole('button', { name: "Let's Go!" })).toBeEnabled();
  });

  it("counts every open concern for 'Take me through it all' and none for 'Nothing for now'", async () => {
    renderField(concerns, { greetingName: 'Ann', visited: ['concern_gut'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Take me through it all' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Ann, let's address your 8 concerns.",
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nothing for now' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Ann, let's address your 0 concerns.",
    );
  });

  it('shows visited concerns checked and locked, and keeps them when an exclusive choice is picked', async () => {
    const { onAnswer } = renderField(concerns, { greetingName: 'Ann', visited: ['concern_gut'] });
    const gut = screen.getByRole('checkbox', { name: 'Gut Health' });
    expect(gut).toBeChecked();
    expect(gut).toBeDisabled();
    // Only the locked concern: nothing new picked yet.
    expect(screen.getByRole('button', { name: "Let's Go!" })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nothing for now' }));
    expect(gut).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
    expect(onAnswer).toHaveBeenCalledWith([
      { ref: 'concern_gut', label: 'Gut Health' },
      { ref: 'concern_none', label: 'Nothing for now' },
    ]);
  });

  it('greets without a name when none is known', () => {
    renderField(concerns, { greetingName: null, answer: [{ ref: 'concern_sleep', label: 'Sleep' }] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Hi there, let's address your 1 concern.",
    );
  });
});
