import { type Field, type Screen, type SurveyDefinition } from './definition';
import { COVER_TIMEOUT_MS, statementTimeout } from './presentation';
import { type Cursor, type SessionState } from './session';

export type CurrentScreen =
  | { kind: 'welcome'; screen: Screen }
  | { kind: 'question'; field: Field }
  | { kind: 'statement'; field: Field }
  | { kind: 'thankyou'; screen: Screen };

/**
 * Where a session is: in progress, computing (submitted, waiting for the recommendation), or aborted
 * ($$ABORT$$ or the button of an exit screen).
 */
export type SessionStatus = 'in_progress' | 'computing' | 'aborted';

export function sessionStatus(state: SessionState): SessionStatus {
  if (state.outcome === 'submit') return 'computing';
  if (state.outcome === 'abort') return 'aborted';
  return 'in_progress';
}

export function findField(definition: SurveyDefinition, ref: string): Field | undefined {
  return definition.fields.find((field) => field.ref === ref);
}

/**
 * The screen a cursor shows.
 * @throws Error when the cursor names no screen of the definition (a broken invariant: cursors are
 * only set from the definition, and restored snapshots are checked).
 */
export function screenAt(definition: SurveyDefinition, cursor: Cursor): CurrentScreen {
  if (cursor.type === 'field') {
    const field = findField(definition, cursor.ref);
    if (field === undefined) throw new Error(`No field '${cursor.ref}' in survey '${definition.id}'`);
    return field.type === 'statement' ? { kind: 'statement', field } : { kind: 'question', field };
  }
  const list = cursor.type === 'welcome' ? definition.welcome : definition.thankyou;
  const screen = list.find((s) => s.ref === cursor.ref);
  if (screen === undefined)
    throw new Error(`No ${cursor.type} screen '${cursor.ref}' in survey '${definition.id}'`);
  return cursor.type === 'welcome' ? { kind: 'welcome', screen } : { kind: 'thankyou', screen };
}

export function currentScreen(state: SessionState): CurrentScreen {
  return screenAt(state.definition, state.cursor);
}

/**
 * Milliseconds after which the screen at `cursor` moves on by itself, or null when it waits for the
 * person. Statements: the field's timeout, else the survey's cover timeout, else 3000 ms; -1 never.
 * Welcome screens (the intro): their own timeout; absent or -1 waits. Questions and thank-you
 * screens always wait. The engine never starts a timer: the caller's clock fires `advance`.
 */
export function timeoutAt(definition: SurveyDefinition, cursor: Cursor): number | null {
  const screen = screenAt(definition, cursor);
  if (screen.kind === 'statement') {
    return statementTimeout(screen.field, definition.settings?.cover_timeout ?? COVER_TIMEOUT_MS);
  }
  if (screen.kind === 'welcome') {
    const ms = screen.screen.timeout;
    return ms === undefined || ms < 0 ? null : ms;
  }
  return null;
}

/** The auto-advance timeout of the current screen (ms), or null; null too once the survey is over. */
export function currentTimeout(state: SessionState): number | null {
  if (state.outcome !== null) return null;
  return timeoutAt(state.definition, state.cursor);
}

/**
 * An exit screen: a thank-you screen, or a statement whose button leads out of the survey
 * (`button_route`, e.g. EXIT ASSESSMENT to '/').
 */
export function isExitScreen(definition: SurveyDefinition, cursor: Cursor): boolean {
  if (cursor.type === 'thankyou') return true;
  if (cursor.type !== 'field') return false;
  const field = findField(definition, cursor.ref);
  return field?.type === 'statement' && field.properties.button_route !== undefined;
}
