import { type DateParts } from '@maplepack/survey-engine';

export type DatePart = keyof DateParts;

export const DATE_PART_LENGTH: Record<DatePart, number> = { month: 2, day: 2, year: 4 };
export const DATE_PART_ORDER: readonly DatePart[] = ['month', 'day', 'year'];

/** The boxes of a stored MMDDYYYY answer; empty boxes for anything else. */
export function partsOfAnswer(answer: unknown): DateParts {
  if (typeof answer !== 'string' || !/^\d{8}$/.test(answer)) return { month: '', day: '', year: '' };
  return { month: answer.slice(0, 2), day: answer.slice(2, 4), year: answer.slice(4) };
}

/**
 * What typing `raw` into the `part` box does: the box keeps its digits (at most its length), and
 * focus moves on once it is full. A '/' after a single month or day digit pads it ('3/' → '03').
 * Eight digits typed or pasted at once (with or without '/') fill all three boxes.
 */
export function typeIntoDate(
  parts: DateParts,
  part: DatePart,
  raw: string,
): { parts: DateParts; focus: DatePart | null } {
  const digits = raw.replace(/\D/g, '');
  const whole = /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec(raw.trim());
  if (whole !== null && part !== 'year') {
    return { parts: { month: whole[1] ?? '', day: whole[2] ?? '', year: whole[3] ?? '' }, focus: 'year' };
  }
  const length = DATE_PART_LENGTH[part];
  let value = digits.slice(0, length);
  if (part !== 'year' && raw.endsWith('/') && value.length === 1) value = `0${value}`;
  const next = DATE_PART_ORDER[DATE_PART_ORDER.indexOf(part) + 1] ?? null;
  return {
    parts: { ...parts, [part]: value },
    focus: value.length === length && value !== parts[part] ? next : null,
  };
}
