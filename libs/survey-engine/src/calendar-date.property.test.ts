import fc from 'fast-check';
import { calendarDate, parseIsoDate, parseMmddyyyy } from './age';
import { dateAnswerSchema } from './answers';
import { accountSchema } from './session';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, validateDateText } from './validation';
import { walkAnswer } from './walk-answer';
import { walkInputSchema } from './walk-input';
import { type Field } from './definition';

const birthdayField: Field = {
  id: 'birthday',
  ref: 'birthday',
  title: 'When were you born?',
  type: 'date',
  validations: { required: false },
  properties: {},
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');
// Month and day beyond the calendar (00, 13, 31 of a 30-day month …) as often as inside it.
const arbParts = fc.record({
  year: fc.integer({ min: 0, max: 2100 }),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.integer({ min: 0, max: 32 }),
});

describe('calendarDate: the one test of a date that exists, used by every reader', () => {
  it('knows the month lengths, leap years included', () => {
    expect(calendarDate(2024, 2, 29)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(calendarDate(2023, 2, 29)).toBeUndefined();
    expect(calendarDate(1900, 2, 29)).toBeUndefined();
    expect(calendarDate(2000, 2, 29)).toBeDefined();
    expect(calendarDate(1990, 2, 30)).toBeUndefined();
    expect(calendarDate(1990, 4, 31)).toBeUndefined();
    expect(calendarDate(0, 0, 0)).toBeUndefined();
    expect(calendarDate(1990, 12, 31)).toBeDefined();
  });

  it('decides the birthday answer, the walk, the date boxes, today and the account alike', () => {
    fc.assert(
      fc.property(arbParts, ({ year, month, day }) => {
        const exists = calendarDate(year, month, day) !== undefined;
        const mmddyyyy = `${pad(month, 2)}${pad(day, 2)}${pad(year, 4)}`;
        const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        expect(parseMmddyyyy(mmddyyyy) !== undefined).toBe(exists);
        expect(parseIsoDate(iso) !== undefined).toBe(exists);
        expect(dateAnswerSchema.safeParse(mmddyyyy).success).toBe(exists);
        expect(walkAnswer(birthdayField, mmddyyyy, () => undefined).ok).toBe(exists);
        expect(walkInputSchema.safeParse({ today: iso }).success).toBe(exists);
        expect(accountSchema.safeParse({ birthday: mmddyyyy }).success).toBe(exists);
        const inBounds = year >= BIRTH_YEAR_MIN && year <= BIRTH_YEAR_MAX;
        expect(validateDateText(`${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`).ok).toBe(
          exists && inBounds,
        );
      }),
      { numRuns: 500 },
    );
  });
});
