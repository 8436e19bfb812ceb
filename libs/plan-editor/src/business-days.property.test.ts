import fc from 'fast-check';
import { addBusinessDays } from './business-days';
import { addCalendarDays, dayOfWeek } from '@maplepack/calendar';

const arbDate = fc.integer({ min: 0, max: 40_000 }).map((offset) => addCalendarDays('1990-01-01', offset));

describe('addBusinessDays properties', () => {
  it('lands on a weekday with exactly `days` weekdays after the start up to it', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: 1, max: 60 }), (start, days) => {
        const end = addBusinessDays(start, days);
        expect([0, 6]).not.toContain(dayOfWeek(end));
        let weekdays = 0;
        for (let date = addCalendarDays(start, 1); date <= end; date = addCalendarDays(date, 1)) {
          if (![0, 6].includes(dayOfWeek(date))) weekdays += 1;
        }
        expect(weekdays).toBe(days);
      }),
    );
  });
});
