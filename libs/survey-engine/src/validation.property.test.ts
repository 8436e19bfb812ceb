import fc from 'fast-check';
import { validateDateParts, validateDateText, validateEmail, validateSurveyName } from './validation';
import { dateAnswerArbitrary } from './testing';

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
);
const isResult = (result: { ok: boolean }) => expect(typeof result.ok).toBe('boolean');

describe('validation properties', () => {
  it('never throws on any string, and fails only with a spec message', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const name = validateSurveyName(input);
        if (!name.ok)
          expect(['Name is required', 'Name must have at least 2 letters.', 'Enter a valid Name.']).toContain(
            name.message,
          );
        isResult(validateEmail(input));
        isResult(validateDateText(input));
      }),
    );
  });

  it('never throws on any date boxes', () => {
    fc.assert(
      fc.property(anyString, anyString, anyString, (month, day, year) => {
        isResult(validateDateParts({ month, day, year }));
      }),
    );
  });

  it('accepts every real day of 1900–2019 typed with slashes, giving MMDDYYYY back', () => {
    fc.assert(
      fc.property(dateAnswerArbitrary(1900, 2019), (mmddyyyy) => {
        const typed = `${mmddyyyy.slice(0, 2)}/${mmddyyyy.slice(2, 4)}/${mmddyyyy.slice(4)}`;
        expect(validateDateText(typed)).toEqual({ ok: true, value: mmddyyyy });
      }),
    );
  });

  it('an accepted name is trimmed and has at least 2 letters', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const result = validateSurveyName(input);
        if (result.ok) {
          expect(result.value).toBe(result.value.trim());
          expect((result.value.match(/\p{L}/gu) ?? []).length).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });
});
