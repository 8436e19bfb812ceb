import { z } from 'zod';
import { parseMmddyyyy } from './age';
import { answerSchema, type Answer } from './answers';
import { type SurveyDefinition } from './definition';

/**
 * Where a session stands: a welcome screen (welcome, intro), a field (question or statement), or
 * a thank-you (exit) screen. Refs share one space (loadDefinition checks it), the type says which
 * list to look in.
 */
export const cursorSchema = z.strictObject({
  type: z.enum(['welcome', 'field', 'thankyou']),
  ref: z.string().min(1),
});
export type Cursor = z.infer<typeof cursorSchema>;

/** The concern a cumulative section is covering: a choice of the concern list. */
export const concernSchema = z.strictObject({ list: z.string().min(1), choice: z.string().min(1) });
export type Concern = z.infer<typeof concernSchema>;

/**
 * One step of the history ("tree" in the spec: cursor → previous cursor). A plain map cannot undo
 * a screen seen twice (the concern list after the fallback), so each step keeps what it changed.
 */
export const historyFrameSchema = z.strictObject({
  cursor: cursorSchema,
  /** The screen at `cursor` moved on without the person (timed statement, intro, prefilled field). */
  auto: z.boolean(),
  part: z.number().int().nonnegative(),
  partTitle: z.string(),
  partColors: z.array(z.string()),
  partBackgroundImg: z.string().nullable(),
  activeConcern: concernSchema.nullable(),
  /** The answer given at `cursor` replaced this one (absent: there was none). */
  answered: z
    .strictObject({
      ref: z.string(),
      previous: answerSchema.optional(),
      previousTags: z.array(z.string()).optional(),
    })
    .optional(),
  /** This step marked a concern visited. */
  visitedAdded: concernSchema.optional(),
});
export type HistoryFrame = z.infer<typeof historyFrameSchema>;

/** What the shop knows of a signed-in person; the survey skips what is here. */
export const accountSchema = z.strictObject({
  firstName: z.string().optional(),
  email: z.string().optional(),
  /** MMDDYYYY. */
  birthday: z
    .string()
    .regex(/^\d{8}$/, 'Expected an MMDDYYYY date')
    .refine(
      (text) => parseMmddyyyy(text) !== undefined,
      'Expected a date that exists on the calendar (MMDDYYYY)',
    )
    .optional(),
});
export type Account = z.infer<typeof accountSchema>;

export interface SessionContext {
  /** YYYY-MM-DD, passed in: ages are counted on this day. */
  today: string;
  authenticated: boolean;
  account?: Account;
}

/** How a session ended: submitted ($$SUBMIT$$ or past the last field) or left ($$ABORT$$, an exit screen). */
export type SessionOutcome = 'submit' | 'abort' | null;

/** A survey session. Plain JSON data: it can be stored, sent and compared as is. */
export interface SessionState {
  definition: SurveyDefinition;
  context: SessionContext;
  cursor: Cursor;
  submission: Record<string, Answer>;
  /** Tags collected from the picked choices, per question ref. */
  tags: Record<string, string[]>;
  tree: HistoryFrame[];
  /** Cumulative mode: visited choice refs per concern-list ref. */
  visited: Record<string, string[]>;
  activeConcern: Concern | null;
  part: number;
  partTitle: string;
  /** Colours of the part covers passed, in order (the UI draws one line per part). */
  partColors: string[];
  partBackgroundImg: string | null;
  computing: boolean;
  outcome: SessionOutcome;
  /** Id of the survey once submitted; kept by soft reset. */
  surveyTaken: string | null;
  /** YYYY-MM-DD of the submit. */
  surveyDate: string | null;
  surveyCart: boolean;
  recommendedTier: number | null;
  firstName: string | null;
}

/** The first screen of a definition: its first welcome screen, else its first field. */
export function startCursor(definition: SurveyDefinition): Cursor {
  const welcome = definition.welcome[0];
  if (welcome !== undefined) return { type: 'welcome', ref: welcome.ref };
  const field = definition.fields[0];
  if (field === undefined) throw new Error(`Survey '${definition.id}' has no screens`);
  return { type: 'field', ref: field.ref };
}

/** Whether a cursor names a screen that exists in `definition`. */
export function cursorExists(definition: SurveyDefinition, cursor: Cursor): boolean {
  const list =
    cursor.type === 'welcome'
      ? definition.welcome
      : cursor.type === 'thankyou'
        ? definition.thankyou
        : definition.fields;
  return list.some((screen) => screen.ref === cursor.ref);
}

export function sameCursor(a: Cursor, b: Cursor): boolean {
  return a.type === b.type && a.ref === b.ref;
}

/** The fresh-session part of the state: everything a soft reset clears. */
export function initialProgress(
  definition: SurveyDefinition,
): Omit<
  SessionState,
  'definition' | 'context' | 'surveyTaken' | 'surveyDate' | 'surveyCart' | 'recommendedTier' | 'firstName'
> {
  return {
    cursor: startCursor(definition),
    submission: {},
    tags: {},
    tree: [],
    visited: {},
    activeConcern: null,
    part: 0,
    partTitle: '',
    partColors: [],
    partBackgroundImg: null,
    computing: false,
    outcome: null,
  };
}

/**
 * A new session on the first screen. A signed-in person's first name is known from the account;
 * the answers the account holds are filled in as the survey reaches them (see navigation).
 */
export function createSession(definition: SurveyDefinition, context: SessionContext): SessionState {
  return {
    definition,
    context,
    ...initialProgress(definition),
    surveyTaken: null,
    surveyDate: null,
    surveyCart: false,
    recommendedTier: null,
    firstName: context.authenticated ? (context.account?.firstName ?? null) : null,
  };
}
