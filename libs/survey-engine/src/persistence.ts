import { z } from 'zod';
import { submissionSchema } from './answers';
import { type SurveyDefinition } from './definition';
import { screenAt } from './navigation-screen';
import {
  concernSchema,
  cursorExists,
  cursorSchema,
  historyFrameSchema,
  type Cursor,
  type SessionContext,
  type SessionState,
} from './session';

/** Bump when the snapshot shape changes: older snapshots are then cleared, never misread. */
export const SNAPSHOT_VERSION = 1;

/**
 * What is kept in the browser between visits (spec §3 "Stored locally": submission, cursor, part,
 * partTitle, tree, survey, surveyCart, recommendedTier, firstName), plus what exact back and
 * cumulative mode need (tags, visited, the part line).
 */
export const snapshotSchema = z.strictObject({
  version: z.literal(SNAPSHOT_VERSION),
  survey: z.strictObject({
    id: z.string(),
    version: z.string(),
    taken: z.string().nullable(),
    date: z.string().nullable(),
  }),
  submission: submissionSchema,
  cursor: cursorSchema,
  part: z.number().int().nonnegative(),
  partTitle: z.string(),
  partColors: z.array(z.string()),
  partBackgroundImg: z.string().nullable(),
  tree: z.array(historyFrameSchema),
  tags: z.record(z.string(), z.array(z.string())),
  visited: z.record(z.string(), z.array(z.string())),
  activeConcern: concernSchema.nullable(),
  surveyCart: z.boolean(),
  recommendedTier: z.number().int().positive().nullable(),
  firstName: z.string().nullable(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** Progress is saved after part covers (spec §4): when the screen just left is one. */
export function shouldSaveAfter(definition: SurveyDefinition, cursor: Cursor): boolean {
  if (cursor.type !== 'field') return false;
  const field = definition.fields.find((f) => f.ref === cursor.ref);
  return (
    field?.type === 'statement' && field.properties.part !== undefined && field.properties.no_part !== true
  );
}

export function toSnapshot(state: SessionState): Snapshot {
  return {
    version: SNAPSHOT_VERSION,
    survey: {
      id: state.definition.id,
      version: state.definition.version,
      taken: state.surveyTaken,
      date: state.surveyDate,
    },
    submission: state.submission,
    cursor: state.cursor,
    part: state.part,
    partTitle: state.partTitle,
    partColors: state.partColors,
    partBackgroundImg: state.partBackgroundImg,
    tree: state.tree,
    tags: state.tags,
    visited: state.visited,
    activeConcern: state.activeConcern,
    surveyCart: state.surveyCart,
    recommendedTier: state.recommendedTier,
    firstName: state.firstName,
  };
}

/** The snapshot of `state` as JSON text, for local storage. */
export function serializeSnapshot(state: SessionState): string {
  return JSON.stringify(toSnapshot(state));
}

export type RestoreResult =
  | { ok: true; state: SessionState }
  | { ok: false; code: 'snapshot.cleared'; message: string };

/**
 * Restores a session from stored text. Anything unusable — not JSON, another shape or version,
 * another survey, a screen or answer the definition does not have —
 * gives `snapshot.cleared`: the caller clears local storage and starts afresh (spec §4). Never throws.
 */
export function restoreSnapshot(
  text: unknown,
  definition: SurveyDefinition,
  context: SessionContext,
): RestoreResult {
  const cleared = (message: string): RestoreResult => ({ ok: false, code: 'snapshot.cleared', message });
  let json: unknown;
  try {
    json = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return cleared('Stored progress is not JSON');
  }
  const parsed = snapshotSchema.safeParse(json);
  if (!parsed.success) return cleared('Stored progress has an unknown shape or version');
  const snapshot = parsed.data;
  if (snapshot.survey.id !== definition.id || snapshot.survey.version !== definition.version) {
    return cleared('Stored progress belongs to another survey');
  }
  const cursors = [snapshot.cursor, ...snapshot.tree.map((frame) => frame.cursor)];
  if (!cursors.every((cursor) => cursorExists(definition, cursor)))
    return cleared('Stored progress names a missing screen');
  const refs = new Set(definition.fields.filter((f) => f.type !== 'statement').map((f) => f.ref));
  if (!Object.keys(snapshot.submission).every((ref) => refs.has(ref))) {
    return cleared('Stored progress answers a missing question');
  }
  try {
    screenAt(definition, snapshot.cursor);
  } catch {
    return cleared('Stored progress names a missing screen');
  }
  return {
    ok: true,
    state: {
      definition,
      context,
      cursor: snapshot.cursor,
      submission: { ...snapshot.submission },
      tags: snapshot.tags,
      tree: snapshot.tree,
      visited: snapshot.visited,
      activeConcern: snapshot.activeConcern,
      part: snapshot.part,
      partTitle: snapshot.partTitle,
      partColors: snapshot.partColors,
      partBackgroundImg: snapshot.partBackgroundImg,
      computing: false,
      outcome: null,
      surveyTaken: snapshot.survey.taken,
      surveyDate: snapshot.survey.date,
      surveyCart: snapshot.surveyCart,
      recommendedTier: snapshot.recommendedTier,
      firstName: snapshot.firstName,
    },
  };
}
