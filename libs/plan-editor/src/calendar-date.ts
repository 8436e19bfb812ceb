import { z } from 'zod';

const MS_PER_DAY = 86_400_000;

function epochDayOf(isoDate: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return undefined;
  }
  return ms / MS_PER_DAY;
}

function isoDateOfEpochDay(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .refine((text) => epochDayOf(text) !== undefined, { message: 'Expected a real date as YYYY-MM-DD.' });
export type IsoDate = z.infer<typeof isoDateSchema>;

function requireEpochDay(isoDate: string): number {
  const epochDay = epochDayOf(isoDate);
  if (epochDay === undefined) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return epochDay;
}

/**
 * `isoDate` plus `days` UTC calendar days (negative goes back). Whole days only: no time of day, no
 * time zone, so the result never shifts across a daylight-saving change. Throws on a malformed date.
 */
export function addCalendarDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days only: ${days}`);
  return isoDateOfEpochDay(requireEpochDay(isoDate) + days);
}

/** Day of the week of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. Throws on a malformed date. */
export function dayOfWeek(isoDate: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((requireEpochDay(isoDate) + 4) % 7) + 7) % 7;
}
