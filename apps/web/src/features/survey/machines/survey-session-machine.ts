import { shopDay } from '@maplepack/calendar';
import { type ApiClient, isApiError } from '@maplepack/api-client';
import { type SurveyRecommendation } from '@maplepack/api-contract';
import {
  SURVEY_VERSION,
  surveyMachine,
  type SessionState,
  type SubmitSurveyInput,
  type SubmitSurveyOutput,
} from '@maplepack/survey-engine';
import { fromPromise, type AnyActorRef } from 'xstate';
import { type StoreApi } from 'zustand';
import { type CartStoreState } from '../../../stores/cart-store';
import { walkAnswersOf } from '../survey-answers';
import { saveProgress, type ProgressStorage } from '../survey-progress';

/** The server's answer to an id already taken (api survey-service). */
const SURVEY_CONFLICT_CODE = 'survey.conflict';

/** The session actor's system id: the submit actor reads the whole session (history included) from it. */
export const SURVEY_SYSTEM_ID = 'survey-session';

/** What the session needs from the outside world; the app passes the real ones, tests their own. */
export interface SurveySessionDeps {
  /** `mailingList` is for the e-mail step's opt-in (use-survey-session.ts); the machine posts the survey. */
  api: Pick<ApiClient, 'survey' | 'mailingList'>;
  cart: StoreApi<CartStoreState>;
  storage: ProgressStorage | null;
  now: () => Date;
  /** A fresh UUID for the submission (crypto.randomUUID in the browser). */
  randomId: () => string;
  /** Told the recommendation once the cart is filled (signed-in people may then replace their plan). */
  onRecommended?: (recommendation: SurveyRecommendation, session: SessionState) => void;
}

function sessionOf(system: { get: (id: string) => AnyActorRef | undefined }): SessionState {
  const root = system.get(SURVEY_SYSTEM_ID);
  const context: unknown = root?.getSnapshot().context;
  if (typeof context !== 'object' || context === null || !('session' in context)) {
    throw new Error(`The survey session must run with systemId '${SURVEY_SYSTEM_ID}'`);
  }
  return context.session as SessionState;
}

/**
 * The engine's survey machine with the shop's effects: `submitSurvey` posts the answers (POST
 * /api/v1/survey, a UUID kept across retries so a retry cannot create a second survey, unless the
 * server refused that id) and keeps the assessment profile for the cart; `saveProgress` stores the
 * session after each part cover, answer and Back. The server marks the survey completed on the
 * mailing list for a person who opted in (it
 * holds the answers, and the browser may tag nobody), so no mailing-list call and no analytics
 * event carries the health answers.
 */
export function createSurveySessionMachine(deps: SurveySessionDeps) {
  let pendingId: string | null = null;
  return surveyMachine.provide({
    actors: {
      submitSurvey: fromPromise<SubmitSurveyOutput, SubmitSurveyInput>(async ({ system }) => {
        const session = sessionOf(system);
        // The assessment resolves medications against the 1,819-entry list, which would otherwise weigh
        // on the survey's first screen (150 KB budget): it loads here, at submit, before the answers are
        // sent, so a failed load can be tried again without a half-done submission.
        const { assessWalk } = await import('../after-submit');
        const id = pendingId ?? deps.randomId();
        pendingId = id;
        const answers = walkAnswersOf(session);
        let recommendation: SurveyRecommendation;
        try {
          ({ recommendation } = await deps.api.survey.submit({
            id,
            value: JSON.stringify(answers),
            version: SURVEY_VERSION,
          }));
        } catch (error) {
          // The server refuses an id this browser cannot prove it made (its answer, with the cookie
          // that binds the survey to this browser, was lost): the next try uses a fresh id.
          if (isApiError(error) && error.code === SURVEY_CONFLICT_CODE) pendingId = null;
          throw error;
        }
        pendingId = null;
        const now = deps.now();
        const today = shopDay(now);
        const assessed = assessWalk(session.definition, {
          today,
          loggedIn: session.context.authenticated,
          ...(session.context.account === undefined ? {} : { account: session.context.account }),
          answers,
        });
        // The cart is filled from the results page, with the tier the person picks there; the profile
        // is kept now (in memory only) for the cart's safety check.
        deps.cart.getState().setAssessmentProfile(assessed.ok ? assessed.assessment.profile : null);
        deps.onRecommended?.(recommendation, session);
        return { surveyId: id, date: today, recommendedTier: recommendation.selected };
      }),
    },
    actions: {
      saveProgress: ({ context }) => saveProgress(deps.storage, context.session),
    },
  });
}
