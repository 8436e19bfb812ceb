import fc from 'fast-check';
import { addCalendarDays, type IsoDate } from './calendar-date';

/** A date from `from` up to `days` later (month ends and leap days included by chance). */
export const isoDateArb = (from: IsoDate = '2020-01-01', days = 9_000): fc.Arbitrary<IsoDate> =>
  fc.integer({ min: 0, max: days }).map((offset) => addCalendarDays(from, offset));
