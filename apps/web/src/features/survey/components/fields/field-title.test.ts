import { surveyField } from './field-test-kit';
import { FALLBACK_GREETING, fieldTitle, initialRemainingConcerns } from './field-title';

const concerns = surveyField('concerns');

describe('fieldTitle', () => {
  it('fills the concern title with the greeting and the count, singular for exactly one', () => {
    const options = { authenticated: false, greetingName: ' Ann ' };
    expect(fieldTitle(concerns, { ...options, remainingConcerns: 1 }).title).toBe(
      "Ann, let's address your 1 concern.",
    );
    expect(fieldTitle(concerns, { ...options, remainingConcerns: 3 }).title).toBe(
      "Ann, let's address your 3 concerns.",
    );
    expect(fieldTitle(concerns, { ...options, greetingName: '', remainingConcerns: 2 }).title).toBe(
      `${FALLBACK_GREETING}, let's address your 2 concerns.`,
    );
  });

  it('leaves other titles as displayedText gives them', () => {
    const consent = surveyField('consent');
    expect(
      fieldTitle(consent, { authenticated: true, greetingName: 'Ann', remainingConcerns: 0 }).title,
    ).toBe('Welcome back! Before we begin, we need your consent.');
  });
});

describe('initialRemainingConcerns', () => {
  it('counts the stored picks that are not yet visited', () => {
    const answer = [
      { ref: 'concern_gut', label: 'Gut Health' },
      { ref: 'concern_sleep', label: 'Sleep' },
    ];
    expect(initialRemainingConcerns(concerns, answer, [])).toBe(2);
    expect(initialRemainingConcerns(concerns, answer, ['concern_gut'])).toBe(1);
    expect(initialRemainingConcerns(concerns, undefined, ['concern_gut'])).toBe(0);
  });
});
