import { calendarDate } from './age';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const NAME_TOO_SHORT_MESSAGE = 'Name must have at least 2 letters.';
export const NAME_INVALID_MESSAGE = 'Enter a valid Name.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email.';
export const DATE_INVALID_MESSAGE = 'Enter a valid date. Please match format MM/DD/YYYY.';
// The spec disables Continue instead of showing a message; these are for callers that need one.
export const SELECTION_EMPTY_MESSAGE = 'Select at least one option.';
export const MEDICATIONS_EMPTY_MESSAGE = 'Add at least one medication.';

/** Spec §9: name minimum length 2, counted in letters. */
export const NAME_MIN_LETTERS = 2;
/** Spec §5 birthday year bounds; the upper bound is fixed in the spec, not derived from today. */
export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_YEAR_MAX = 2019;

const fail = <T>(code: string, message: string): ValidationResult<T> => ({ ok: false, code, message });

// Letters in any script (accented included), plus apostrophes (straight and typographic), commas,
// periods, spaces and hyphens. Marks allow letters typed as base + combining accent.
const NAME_PATTERN = /^[\p{L}\p{M}'\u2019,. -]+$/u;
const LETTER = /\p{L}/gu;

/**
 * Survey first name (short_text): trimmed; 'Name is required' when blank, 'Enter a valid Name.'
 * for characters other than letters and ' , . space -', 'Name must have at least 2 letters.' for
 * fewer than two letters. The value is the trimmed, NFC-normalised name.
 */
export function validateSurveyName(input: string): ValidationResult<string> {
  const name = input.normalize('NFC').trim();
  if (name === '') return fail('name.required', NAME_REQUIRED_MESSAGE);
  if (!NAME_PATTERN.test(name)) return fail('name.invalid', NAME_INVALID_MESSAGE);
  if ((name.match(LETTER) ?? []).length < NAME_MIN_LETTERS)
    return fail('name.too_short', NAME_TOO_SHORT_MESSAGE);
  return { ok: true, value: name };
}

// Format check: one @, something on each side, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+$/;
// The stricter pattern: common local-part characters, dotted domain labels, a 2+ letter TLD.
const EMAIL_STRICT =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;

/**
 * Email (required): a valid format plus a stricter pattern, else 'Please enter a valid email.'.
 * The value is the trimmed address, case kept.
 */
export function validateEmail(input: string): ValidationResult<string> {
  const email = input.trim();
  const valid = email.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(email) && EMAIL_STRICT.test(email);
  return valid ? { ok: true, value: email } : fail('email.invalid', EMAIL_INVALID_MESSAGE);
}

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

export interface BirthYearBounds {
  minYear?: number;
  maxYear?: number;
}

/**
 * The three date boxes: month two digits 01–12, day two digits 01–31 and a real day of that
 * month (no 02/31, 02/29 only in leap years), year four digits within the bounds (default
 * 1900–2019, inclusive). Any failure gives 'Enter a valid date. Please match format MM/DD/YYYY.'.
 * The value is the MMDDYYYY answer.
 */
export function validateDateParts(parts: DateParts, bounds: BirthYearBounds = {}): ValidationResult<string> {
  const { minYear = BIRTH_YEAR_MIN, maxYear = BIRTH_YEAR_MAX } = bounds;
  const bad = fail<string>('date.invalid', DATE_INVALID_MESSAGE);
  if (!/^\d{2}$/.test(parts.month) || !/^\d{2}$/.test(parts.day) || !/^\d{4}$/.test(parts.year)) return bad;
  const month = Number(parts.month);
  const day = Number(parts.day);
  const year = Number(parts.year);
  if (year < minYear || year > maxYear || calendarDate(year, month, day) === undefined) return bad;
  return { ok: true, value: `${parts.month}${parts.day}${parts.year}` };
}

/** A date typed as 'MM/DD/YYYY' (or already as MMDDYYYY); same rules as `validateDateParts`. */
export function validateDateText(input: string, bounds: BirthYearBounds = {}): ValidationResult<string> {
  const match = /^(\d{2})(\/?)(\d{2})\2(\d{4})$/.exec(input.trim());
  if (match === null) return fail('date.invalid', DATE_INVALID_MESSAGE);
  return validateDateParts({ month: match[1] ?? '', day: match[3] ?? '', year: match[4] ?? '' }, bounds);
}

/** A multi-select needs at least one selection before Continue. */
export function validateSelection<T>(selection: readonly T[]): ValidationResult<T[]> {
  return selection.length > 0
    ? { ok: true, value: [...selection] }
    : fail('selection.empty', SELECTION_EMPTY_MESSAGE);
}

/** list_choice needs at least one medication before Continue. */
export function validateMedications<T>(medications: readonly T[]): ValidationResult<T[]> {
  return medications.length > 0
    ? { ok: true, value: [...medications] }
    : fail('medications.empty', MEDICATIONS_EMPTY_MESSAGE);
}
