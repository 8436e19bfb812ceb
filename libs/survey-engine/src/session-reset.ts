import { createSession, initialProgress, type SessionState } from './session';

/**
 * Soft reset (the Exit button, and the end of computing): back to the first screen with no answers,
 * history, tags or visited concerns. Kept: the survey taken and its date, the survey cart flag,
 * the recommended tier and the first name, which the cart page still shows after the survey.
 */
export function softReset(state: SessionState): SessionState {
  return { ...state, ...initialProgress(state.definition) };
}

/** Hard reset (logout): everything cleared, the survey taken included. */
export function hardReset(state: SessionState): SessionState {
  return createSession(state.definition, state.context);
}

export interface SubmitOutcome {
  /** Id the server gave the survey. */
  surveyId: string;
  /** YYYY-MM-DD of the submit, passed in. */
  date: string;
  recommendedTier: number;
}

/**
 * After a successful submit (spec §4 "Submit"): the survey is taken, the survey cart exists and the
 * recommended tier is set; then the soft reset, so the next visit starts afresh.
 */
export function completeSubmit(state: SessionState, outcome: SubmitOutcome): SessionState {
  return softReset({
    ...state,
    surveyTaken: outcome.surveyId,
    surveyDate: outcome.date,
    surveyCart: true,
    recommendedTier: outcome.recommendedTier,
  });
}
