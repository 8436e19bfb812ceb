import { type Field, type PartCover } from './definition';

/** Survey version sent with a submission (spec §9). */
export const SURVEY_VERSION = '1.5';
/** Statement and part-cover auto-advance when the field gives no timeout, in ms. */
export const COVER_TIMEOUT_MS = 3000;
/** The intro screen's auto-advance, in ms. */
export const INTRO_TIMEOUT_MS = 2500;
/** How long the computing screen shows after submit before the cart, in ms. */
export const COMPUTING_DELAY_MS = 8000;
/** Fewer concern picks than this go to the fallback question. */
export const CONCERN_FALLBACK_THRESHOLD = 9;
/** Part cover colour line when the part names none. */
export const DEFAULT_PART_COLOR = '#ebef81';
/** Titles of this many characters or more use the wide layout. */
export const WIDE_TITLE_MIN_LENGTH = 35;
/** Columns of a multi-select when the field names none. */
export const DEFAULT_MULTI_SELECT_COLUMNS = 2;

export const FIRST_NAME_PLACEHOLDER = 'First Name';
/** The spec's '{email}' is a template slot, not text: a person reads an example address instead. */
export const EMAIL_PLACEHOLDER = 'you@example.com';
export const MEDICATION_PLACEHOLDER = 'Enter your medication name';
export const MEDICATION_NOTE =
  'Note: Feel free to enter either brand name or specific drug names into the search bar.';
export const MEDICATION_NO_RESULTS = 'No results found, please continue.';

export const COMPLETE_BUTTON_TEXT = 'Complete Assessment';
export const CONCERN_BUTTON_TEXT = "Let's Go!";
export const CONTINUE_BUTTON_TEXT = 'Continue';

/** The concern list is the field flagged `accumulation`: its picks drive the cumulative sections. */
export function isConcernQuestion(field: Pick<Field, 'accumulation'>): boolean {
  return field.accumulation === true;
}

/**
 * Multi-select button text: 'Complete Assessment' on the last question (the navigation knows
 * whether answering ends the survey, so it passes that in), "Let's Go!" on the concern question,
 * otherwise 'Continue'. Last wins when both hold.
 */
export function multiSelectButtonText(options: {
  isLastQuestion: boolean;
  isConcernQuestion: boolean;
}): string {
  if (options.isLastQuestion) return COMPLETE_BUTTON_TEXT;
  return options.isConcernQuestion ? CONCERN_BUTTON_TEXT : CONTINUE_BUTTON_TEXT;
}

/** Number of multi-select columns: the field's `num_of_columns`, else 2. */
export function multiSelectColumns(field: Pick<Field, 'properties'>): number {
  return field.properties.num_of_columns ?? DEFAULT_MULTI_SELECT_COLUMNS;
}

/** Whether a title (as shown) takes the wide layout: 35 or more characters, counted as code points. */
export function usesWideLayout(title: string): boolean {
  return Array.from(title).length >= WIDE_TITLE_MIN_LENGTH;
}

/**
 * Title and description as a person sees them: signed-in people get `auth_title` and
 * `auth_description` where the field has them, each falling back on its own.
 */
export function displayedText(
  field: Pick<Field, 'title' | 'auth_title' | 'properties'>,
  authenticated: boolean,
): { title: string; description: string | undefined } {
  const { description, auth_description: authDescription } = field.properties;
  if (!authenticated) return { title: field.title, description };
  return { title: field.auth_title ?? field.title, description: authDescription ?? description };
}

/**
 * The concern screen's line: "{greeting}, let's address your N concern(s)." with 'concern' for
 * exactly 1 and 'concerns' otherwise (0 included, as English reads).
 */
export function concernGreeting(greeting: string, count: number): string {
  return `${greeting}, let's address your ${count} ${count === 1 ? 'concern' : 'concerns'}.`;
}

/**
 * Input placeholder: the field's own `placeholder` when it gives one, else 'First Name' for
 * short_text, an example address for email and 'Enter your medication name' for list_choice.
 */
export function placeholderFor(field: Pick<Field, 'type' | 'properties'>): string | undefined {
  const own = field.properties.placeholder;
  if (own !== undefined) return own;
  if (field.type === 'short_text') return FIRST_NAME_PLACEHOLDER;
  if (field.type === 'email') return EMAIL_PLACEHOLDER;
  if (field.type === 'list_choice') return MEDICATION_PLACEHOLDER;
  return undefined;
}

/** 'PART {n}' on a part cover. */
export function partCoverText(partNumber: number): string {
  return `PART ${partNumber}`;
}

/** A part's colour line, else DEFAULT_PART_COLOR. */
export function partColor(part: Pick<PartCover, 'color'>): string {
  return part.color ?? DEFAULT_PART_COLOR;
}

/**
 * Milliseconds before a statement screen submits itself: the field's timeout, else the cover
 * timeout (3000 ms by default); -1 from either means it never does, returned as null.
 */
export function statementTimeout(
  field: Pick<Field, 'timeout'>,
  coverTimeoutMs: number = COVER_TIMEOUT_MS,
): number | null {
  const timeout = field.timeout ?? coverTimeoutMs;
  return timeout < 0 ? null : timeout;
}
