import { type SurveyDefinition } from './definition';
import { advance, passQuestion, submitAnswer } from './navigation';
import { resolveNext, type Routing } from './navigation-next';
import { currentScreen, isExitScreen, screenAt } from './navigation-screen';
import { createSession, type Cursor, type SessionState } from './session';
import { walkAnswer, type ListItemLookup } from './walk-answer';
import { type WalkInput, type WalkResult, type WalkSingleValue } from './walk-input';

export type WalkOutcome =
  | { ok: true; walk: WalkResult }
  | { ok: false; code: 'walk.invalid_answer' | 'walk.loop'; message: string };

/** A walk and the session it leaves: the answers given on the path, and their tags, as the survey stores them. */
export type WalkSessionOutcome =
  | { ok: true; walk: WalkResult; state: SessionState }
  | { ok: false; code: 'walk.invalid_answer' | 'walk.loop'; message: string };

export interface WalkOptions {
  /** Finds list_choice items by label; by default any label is an item whose ref is the label. */
  listItem?: ListItemLookup;
  /**
   * What a question without an answer does: `stop` (the default, `survey walk`) ends the walk there;
   * `pass` (the recommendation's walk) passes it over as not given and walks on, so a partial input
   * reaches the answers it gives (see `Routing`). Either way `end`/`at` say where `stop` would stop,
   * unless a later answer ends the walk at an exit.
   */
  unanswered?: 'stop' | 'pass';
}

// A person answering never sees a screen this many times; more means the answers loop.
const MAX_VISITS_PER_SCREEN = 50;
// Statements passed while looking ahead from a jump; the survey has a few in a row at most.
const MAX_LOOKAHEAD = 20;

/**
 * Walks `definition` as a person answering `input.answers` would (CONTRACTS §1 `survey walk`):
 * statements and timed screens move on by themselves, a plain answer is given each time its question
 * is asked and `{ each }` answers are used in turn. Ends at the submit, at an exit, or at the first
 * question with no answer left. An answer that does not fit its question, or one keyed by a ref
 * that is no question (a typo, a statement), is `walk.invalid_answer` with a message naming
 * `answers.<ref>`.
 */
export function walkSurvey(
  definition: SurveyDefinition,
  input: WalkInput,
  options: WalkOptions = {},
): WalkOutcome {
  const walked = walkSession(definition, input, options);
  return walked.ok ? { ok: true, walk: walked.walk } : walked;
}

/** `walkSurvey`, also answering the session where the walk ended. */
export function walkSession(
  definition: SurveyDefinition,
  input: WalkInput,
  options: WalkOptions = {},
): WalkSessionOutcome {
  const lookup = options.listItem ?? ((label: string) => ({ ref: label, label }));
  const stray = strayAnswerIssue(definition, input.answers);
  if (stray !== undefined) return { ok: false, code: 'walk.invalid_answer', message: stray };
  let state: SessionState = createSession(definition, {
    today: input.today,
    authenticated: input.loggedIn,
    ...(input.account === undefined ? {} : { account: input.account }),
  });
  const path: string[] = [];
  const asked = new Map<string, number>();
  const passed: string[] = [];
  const routing: Routing | undefined =
    options.unanswered === 'pass'
      ? {
          unknown: new Set<string>(),
          isExit: (to) => to !== null && isExitScreen(definition, to),
          leadsToAnswer: (from, to) =>
            leadsToAnswer(from, to, (ref) => answerLeft(input.answers[ref], asked.get(ref) ?? 0)),
        }
      : undefined;
  const done = (end: WalkResult['end']): WalkSessionOutcome => {
    const first = passed[0];
    const walk: WalkResult =
      first !== undefined && end !== 'exit'
        ? { path, end: 'unanswered', at: first, tags: tagsAlong(state, path) }
        : { path, end, at: state.cursor.ref, tags: tagsAlong(state, path) };
    return { ok: true, walk: routing === undefined ? walk : { ...walk, passed: [...passed] }, state };
  };
  for (;;) {
    if (state.outcome === 'submit') return done('submit');
    if (state.outcome === 'abort') return done('exit');
    const ref = state.cursor.ref;
    path.push(ref);
    const times = (asked.get(ref) ?? 0) + 1;
    asked.set(ref, times);
    if (times > MAX_VISITS_PER_SCREEN) {
      return {
        ok: false,
        code: 'walk.loop',
        message: `answers loop through '${ref}': give successive answers with { "each": [...] }`,
      };
    }
    const screen = currentScreen(state);
    if (screen.kind === 'thankyou' || isExitScreen(definition, state.cursor)) return done('exit');
    if (screen.kind !== 'question') {
      state = mustAdvance(advance(state, routing));
      continue;
    }
    const value = answerFor(input.answers[ref], times);
    if (value === undefined) {
      if (routing === undefined) return done('unanswered');
      passed.push(ref);
      (routing.unknown as Set<string>).add(ref);
      state = mustAdvance(passQuestion(state, routing));
      continue;
    }
    const converted = walkAnswer(screen.field, value, lookup);
    if (!converted.ok) return { ok: false, code: 'walk.invalid_answer', message: converted.message };
    const result = submitAnswer(state, converted.answer, ref, routing);
    if (!result.ok) return { ok: false, code: 'walk.invalid_answer', message: `answers.${result.message}` };
    state = result.state;
  }
}

/** Whether going to `to` reaches, past any statements, a question for which `answered` holds. */
function leadsToAnswer(state: SessionState, to: Cursor | null, answered: (ref: string) => boolean): boolean {
  let cursor = to;
  for (let step = 0; cursor !== null && step < MAX_LOOKAHEAD; step += 1) {
    if (cursor.type !== 'field' || isExitScreen(state.definition, cursor)) return false;
    const screen = screenAt(state.definition, cursor);
    if (screen.kind === 'question') return answered(cursor.ref);
    cursor = resolveNext(state, cursor.ref).to;
  }
  return false;
}

/**
 * Whether the input still has an answer for a question asked `times` times already: a plain answer
 * only the first time (it would be given again, which would not move the walk on), `{ each }` while
 * answers remain.
 */
function answerLeft(value: WalkInput['answers'][string] | undefined, times: number): boolean {
  if (value === undefined) return false;
  if (typeof value === 'object' && !Array.isArray(value)) return value.each[times] !== undefined;
  return times === 0;
}

function answerFor(
  value: WalkInput['answers'][string] | undefined,
  time: number,
): WalkSingleValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return value.each[time - 1];
  return value;
}

function mustAdvance(result: ReturnType<typeof advance>): SessionState {
  if (!result.ok) throw new Error(`Walk could not advance: ${result.message}`);
  return result.state;
}

function tagsAlong(state: SessionState, path: readonly string[]): string[] {
  return [...new Set(path.flatMap((ref) => state.tags[ref] ?? []))];
}

/**
 * Why an answer's key names no question of the definition (a typo, a statement), as a message
 * naming `answers.<ref>`; undefined when every key is a question's ref.
 */
export function strayAnswerIssue(
  definition: SurveyDefinition,
  answers: WalkInput['answers'],
): string | undefined {
  for (const ref of Object.keys(answers)) {
    const field = definition.fields.find((f) => f.ref === ref);
    if (field === undefined) return `answers.${ref}: no question of the survey has this ref`;
    if (field.type === 'statement') return `answers.${ref}: '${ref}' is a statement and takes no answer`;
  }
  return undefined;
}
