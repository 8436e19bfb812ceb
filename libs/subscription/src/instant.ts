import { z } from 'zod';
import { shopDay, type IsoDate } from '@maplepack/calendar';

const MS_PER_HOUR = 3_600_000;

/**
 * A moment in time as an ISO-8601 UTC timestamp (`2026-01-12T09:30:00.000Z`, the form
 * `Date.prototype.toISOString` writes). Only the dunning schedule needs moments; every other rule
 * works on calendar days.
 */
export const instantSchema = z.iso.datetime({ message: 'Expected a UTC time as YYYY-MM-DDTHH:MM:SSZ.' });
export type Instant = z.infer<typeof instantSchema>;

function epochMs(instant: string): number {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO-8601 time: ${instant}`);
  return ms;
}

/** `instant` plus `hours` (may be fractional), written as `toISOString` does. */
export function addHours(instant: string, hours: number): Instant {
  return new Date(epochMs(instant) + hours * MS_PER_HOUR).toISOString();
}

/** Whether `a` is at or before `b`, whatever their precision (`…:00Z` and `…:00.000Z` are equal). */
export function isAtOrBefore(a: string, b: string): boolean {
  return epochMs(a) <= epochMs(b);
}

/** The shop's calendar day of a moment (calendar's shopDay): how a caller turns its clock (`now`) into `today`. */
export function dateOfInstant(instant: string): IsoDate {
  return shopDay(epochMs(instant));
}
