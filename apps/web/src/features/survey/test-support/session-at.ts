// Test helper: a survey session advanced with the real engine, as a person answering would, so a
// test can start the page at any screen through the same saved progress a reload restores.
import { resolveMedication, SURVEY_V1_5 } from '@maplepack/survey-content';
import {
  advance,
  createSession,
  currentScreen,
  serializeSnapshot,
  submitAnswer,
  walkAnswer,
  type SessionContext,
  type SessionState,
  type WalkInputRaw,
} from '@maplepack/survey-engine';
import { SURVEY_PROGRESS_KEY } from '../survey-progress';

const lookup = (label: string) => {
  const medication = resolveMedication(label);
  return medication === undefined ? undefined : { ref: medication.ref, label: medication.label };
};

/**
 * Walks `answers` (the `survey walk` shape) from the first screen and stops at the screen `stopAt`
 * names, at the first question without an answer, at an exit screen, or at the submit.
 * @throws Error when an answer does not read: the test itself is wrong.
 */
export function sessionAt(input: WalkInputRaw & { stopAt?: string }, context?: SessionContext): SessionState {
  const fromInput: SessionContext = {
    today: input.today,
    authenticated: input.loggedIn ?? false,
    ...(input.account === undefined ? {} : { account: input.account }),
  };
  let state = createSession(SURVEY_V1_5, context ?? fromInput);
  const times = new Map<string, number>();
  for (let step = 0; step < 1000; step += 1) {
    if (state.outcome !== null || state.cursor.ref === input.stopAt) return state;
    const shown = currentScreen(state);
    if (shown.kind === 'thankyou') return state;
    if (shown.kind !== 'question') {
      const moved = advance(state);
      if (!moved.ok) throw new Error(moved.message);
      state = moved.state;
      continue;
    }
    const raw = input.answers?.[shown.field.ref];
    if (raw === undefined) return state;
    const time = times.get(shown.field.ref) ?? 0;
    times.set(shown.field.ref, time + 1);
    const value = typeof raw === 'object' && !Array.isArray(raw) ? raw.each[time] : raw;
    if (value === undefined) return state;
    const answer = walkAnswer(shown.field, value, lookup);
    if (!answer.ok) throw new Error(answer.message);
    const answered = submitAnswer(state, answer.answer);
    if (!answered.ok) throw new Error(answered.message);
    state = answered.state;
  }
  throw new Error('The walk did not end');
}

/** Saves `session` where the page restores progress from, as a part cover would. */
export function storeProgress(session: SessionState): void {
  window.localStorage.setItem(SURVEY_PROGRESS_KEY, serializeSnapshot(session));
}
