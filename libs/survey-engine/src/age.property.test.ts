import fc from 'fast-check';
import { ageOn } from './age';
import { dateAnswerArbitrary, isoDateArbitrary } from './testing';

describe('ageOn properties', () => {
  it('is monotonic in today', () => {
    fc.assert(
      fc.property(
        dateAnswerArbitrary(1900, 2030),
        isoDateArbitrary(1900, 2100),
        isoDateArbitrary(1900, 2100),
        (birthday, a, b) => {
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          expect(ageOn(birthday, earlier)).toBeLessThanOrEqual(ageOn(birthday, later));
        },
      ),
    );
  });

  it('grows by exactly one a year after any non-Feb-29 day', () => {
    fc.assert(
      fc.property(dateAnswerArbitrary(1900, 2030), isoDateArbitrary(1950, 2090), (birthday, today) => {
        fc.pre(!today.endsWith('-02-29'));
        const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
        expect(ageOn(birthday, nextYear)).toBe(ageOn(birthday, today) + 1);
      }),
    );
  });

  it('is 0 on the day of birth', () => {
    fc.assert(
      fc.property(isoDateArbitrary(1900, 2100), (iso) => {
        const birthday = `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
        expect(ageOn(birthday, iso)).toBe(0);
      }),
    );
  });
});
