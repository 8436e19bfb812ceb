import { type SurveyDefinition } from './definition';
import { advance, submitAnswer } from './navigation';
import { currentScreen, isExitScreen } from './navigation-screen';
import { createSession, type SessionState } from './session';
import { walkAnswer, type ListItemLookup } from './walk-answer';
import { type WalkInput, type WalkResult, type WalkSingleValue } from './walk-input';

export type WalkOutcome =
  | { ok: true; walk: WalkResult }
  | { ok: false; code: 'walk.invalid_answer' | 'walk.loop'; message: string };

export interface WalkOptions {
  /** Finds list_choice items by label; by default any label is an item whose ref is the label. */
  listItem?: ListItemLookup;
}

// A person answering never sees a screen this many times; more means the answers loop.
const MAX_VISITS_PER_SCREEN = 50;

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
  const done = (end: WalkResult['end']): WalkOutcome => ({
    ok: true,
    walk: { path, end, at: state.cursor.ref, tags: tagsAlong(state, path) },
  });
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
      state = mustAdvance(advance(state));
      continue;
    }
    const value = answerFor(input.answers[ref], times);
    if (value === undefined) return done('unanswered');
    const converted = walkAnswer(screen.field, value, lookup);
    if (!converted.ok) return { ok: false, code: 'walk.invalid_answer', message: converted.message };
    const result = submitAnswer(state, converted.answer, ref);
    if (!result.ok) return { ok: false, code: 'walk.invalid_answer', message: `answers.${result.message}` };
    state = result.state;
  }
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
