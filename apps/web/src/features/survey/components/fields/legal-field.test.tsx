import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const consent = surveyField('consent');

describe('LegalField (consent)', () => {
  it("offers 'I accept' and 'I do not accept' and answers true or false", async () => {
    const { onAnswer } = renderField(consent);
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: true });
    await userEvent.click(screen.getByRole('button', { name: 'I do not accept' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: false });
  });

  it('answers with number keys: 1 accepts, 2 declines', async () => {
    const { onAnswer } = renderField(consent);
    await userEvent.keyboard('2');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: false });
    await userEvent.keyboard('1');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: true });
    await userEvent.keyboard('3');
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('shows the stored answer as pressed (Back restores it)', () => {
    renderField(consent, { answer: { value: false } });
    expect(screen.getByRole('button', { name: 'I do not accept' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'I accept' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('links the terms and the privacy policy inside the app', async () => {
    renderField(consent);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(screen.getByRole('link', { name: 'Terms and Conditions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/terms-and-conditions');
  });

  it('shows auth_title and auth_description to signed-in people', () => {
    renderField(consent, { authenticated: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back! Before we begin, we need your consent.',
    );
    expect(screen.getByText(/Your answers update the recommendations on your account/)).toBeInTheDocument();
  });

  it("falls back to the spec's pair when the field carries no choices", async () => {
    const { onAnswer } = renderField({
      ...consent,
      properties: { ...consent.properties, choices: undefined },
    });
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect(onAnswer).toHaveBeenCalledWith({ value: true });
  });
});
