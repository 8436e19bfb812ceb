import { type Answer } from './answers';
import { ABORT_REF, SUBMIT_REF, type Field } from './definition';
import { withVisited } from './cumulative';
import { chosenChoices, normalizeAnswer, tagsOf } from './navigation-answer';
import { resolveNext, type Routing } from './navigation-next';
import { findField, isExitScreen, screenAt, timeoutAt } from './navigation-screen';
import { partColor } from './presentation';
import { prefilledAnswer } from './session-prefill';
import { type Cursor, type HistoryFrame, type SessionState } from './session';

// More automatic moves than screens means a loop of timed statements or prefilled fields.
const MAX_AUTO_MOVES_PER_SCREEN = 2;

export type NavigationErrorCode =
  | 'survey.not_waiting'
  | 'survey.wrong_question'
  | 'survey.invalid_answer'
  | 'survey.unknown_choice';

export type NavigationResult =
  | { ok: true; state: SessionState }
  | { ok: false; code: NavigationErrorCode; message: string };

/**
 * Answers the current question (spec §4 "Survey flow"): stores the answer, collects the tags of
 * the picked choices, then moves on — $$SUBMIT$$ submits, $$ABORT$$ leaves, otherwise the first
 * logic jump whose condition holds or the next field. `ref`, when given, must be the current
 * question (a stale screen cannot answer another one).
 */
export function submitAnswer(
  state: SessionState,
  answer: unknown,
  ref?: string,
  routing?: Routing,
): NavigationResult {
  if (state.outcome !== null || state.cursor.type !== 'field') {
    return { ok: false, code: 'survey.not_waiting', message: 'The survey is not waiting for an answer' };
  }
  const field = findField(state.definition, state.cursor.ref);
  if (field === undefined || field.type === 'statement') {
    return { ok: false, code: 'survey.not_waiting', message: `${state.cursor.ref} is not a question` };
  }
  if (ref !== undefined && ref !== field.ref) {
    return {
      ok: false,
      code: 'survey.wrong_question',
      message: `The current question is ${field.ref}, not ${ref}`,
    };
  }
  const normalized = normalizeAnswer(field, answer, state.visited[field.ref] ?? []);
  if (!normalized.ok) return { ok: false, code: normalized.code, message: normalized.message };
  return { ok: true, state: leaveField(state, field, normalized.answer, false, 0, routing) };
}

/**
 * Moves past the current question without an answer, for a walk of partial answers: nothing is
 * stored, and the way on is chosen by `routing` (see navigation-next). A person in the survey
 * never does this; the recommendation's walk does, so that missing answers count as not given.
 */
export function passQuestion(state: SessionState, routing: Routing): NavigationResult {
  if (state.outcome !== null || state.cursor.type !== 'field') {
    return { ok: false, code: 'survey.not_waiting', message: 'The survey is not waiting for an answer' };
  }
  const field = findField(state.definition, state.cursor.ref);
  if (field === undefined || field.type === 'statement') {
    return { ok: false, code: 'survey.not_waiting', message: `${state.cursor.ref} is not a question` };
  }
  return { ok: true, state: leaveField(state, field, undefined, false, 0, routing) };
}

/**
 * Moves past the current screen without an answer: the welcome button, a timed screen whose
 * timeout fired, a statement's button. On an exit screen it leaves the survey. Questions do not
 * advance (answer them).
 */
export function advance(state: SessionState, routing?: Routing): NavigationResult {
  if (state.outcome !== null) return { ok: false, code: 'survey.not_waiting', message: 'The survey is over' };
  const { definition, cursor } = state;
  if (isExitScreen(definition, cursor)) return { ok: true, state: { ...state, outcome: 'abort' } };
  const screen = screenAt(definition, cursor);
  if (screen.kind === 'question') {
    return { ok: false, code: 'survey.not_waiting', message: `${cursor.ref} needs an answer` };
  }
  if (screen.kind === 'statement')
    return { ok: true, state: leaveField(state, screen.field, undefined, false, 0, routing) };
  const index = definition.welcome.findIndex((s) => s.ref === cursor.ref);
  const nextWelcome = definition.welcome[index + 1];
  const firstField = definition.fields[0];
  const to: Cursor | null =
    nextWelcome !== undefined
      ? { type: 'welcome', ref: nextWelcome.ref }
      : firstField !== undefined
        ? { type: 'field', ref: firstField.ref }
        : null;
  return { ok: true, state: moveTo(state, frameOf(state), to, state.activeConcern, 0, routing) };
}

function frameOf(state: SessionState): HistoryFrame {
  return {
    cursor: state.cursor,
    auto: timeoutAt(state.definition, state.cursor) !== null,
    part: state.part,
    partTitle: state.partTitle,
    partColors: state.partColors,
    partBackgroundImg: state.partBackgroundImg,
    activeConcern: state.activeConcern,
  };
}

function leaveField(
  state: SessionState,
  field: Field,
  answer: Answer | undefined,
  auto: boolean,
  depth = 0,
  routing?: Routing,
): SessionState {
  const frame = frameOf(state);
  if (auto) frame.auto = true;
  let next = state;
  if (answer !== undefined) {
    const previous = state.submission[field.ref];
    const previousTags = state.tags[field.ref];
    frame.answered = {
      ref: field.ref,
      ...(previous === undefined ? {} : { previous }),
      ...(previousTags ? { previousTags } : {}),
    };
    const tags = { ...state.tags };
    const fieldTags = tagsOf(field, answer);
    if (fieldTags.length > 0) tags[field.ref] = fieldTags;
    else delete tags[field.ref];
    next = { ...state, submission: { ...state.submission, [field.ref]: answer }, tags };
    if (field.ref === 'name' && typeof answer === 'string' && !state.context.authenticated) {
      next.firstName = answer.trim();
    }
    const special = chosenChoices(field, answer).map((choice) => choice.ref);
    if (special.includes(SUBMIT_REF)) return { ...next, outcome: 'submit', computing: true };
    if (special.includes(ABORT_REF)) return { ...next, outcome: 'abort' };
  }
  const step = resolveNext(next, field.ref, routing);
  if (step.visitedAdded !== undefined) {
    frame.visitedAdded = step.visitedAdded;
    next = { ...next, visited: withVisited(next.visited, step.visitedAdded) };
  }
  return moveTo(next, frame, step.to, step.activeConcern, depth, routing);
}

/** Pushes `frame` and arrives at `to`: part covers set the part, prefilled questions skip themselves. */
function moveTo(
  state: SessionState,
  frame: HistoryFrame,
  to: Cursor | null,
  activeConcern: SessionState['activeConcern'],
  depth: number,
  routing?: Routing,
): SessionState {
  const tree = [...state.tree, frame];
  if (to === null) return { ...state, tree, activeConcern, outcome: 'submit', computing: true };
  const arrived: SessionState = { ...state, tree, activeConcern, cursor: to };
  const screen = screenAt(state.definition, to);
  if (screen.kind === 'statement') {
    const part = screen.field.properties.part;
    if (part !== undefined && screen.field.properties.no_part !== true) {
      arrived.part = part.number;
      arrived.partTitle = part.title;
      arrived.partColors = [...state.partColors, partColor(part)];
      arrived.partBackgroundImg = part.background_image ?? null;
    }
  }
  if (screen.kind === 'question') {
    const prefilled = prefilledAnswer(screen.field, state.context);
    if (prefilled !== undefined) {
      if (depth > state.definition.fields.length * MAX_AUTO_MOVES_PER_SCREEN) {
        throw new Error(`Survey '${state.definition.id}' loops through prefilled questions at '${to.ref}'`);
      }
      return leaveField(arrived, screen.field, prefilled, true, depth + 1, routing);
    }
  }
  return arrived;
}
