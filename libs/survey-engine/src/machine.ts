import { assign, fromPromise, setup } from 'xstate';
import { type Submission } from './answers';
import { type SurveyDefinition } from './definition';
import { advance, submitAnswer } from './navigation';
import { canGoBack, goBack } from './navigation-back';
import { currentScreen, currentTimeout, isExitScreen, sessionStatus } from './navigation-screen';
import { shouldSaveAfter } from './persistence';
import { COMPUTING_DELAY_MS } from './presentation';
import { createSession, type SessionContext, type SessionState } from './session';
import { completeSubmit, softReset, type SubmitOutcome } from './session-reset';

export interface SurveyMachineInput {
  definition: SurveyDefinition;
  context: SessionContext;
  /** A session restored from local storage (restoreSnapshot); otherwise a new one. */
  restored?: SessionState;
}

/** What the `submitSurvey` actor receives: the answers and tags to post (spec §7 POST /api/v1/survey). */
export interface SubmitSurveyInput {
  surveyId: string;
  version: string;
  submission: Submission;
  tags: string[];
}

/** What it resolves with: the saved survey's id, the submit day and the recommended tier. */
export type SubmitSurveyOutput = SubmitOutcome;

export interface SurveyMachineContext {
  session: SessionState;
  /** The last answer the engine refused (shown by the question), cleared by the next good step. */
  error: { code: string; message: string } | null;
  /** Why the last submit failed; the answers are kept and `survey.retry` posts them again. */
  submitError: string | null;
}

export type SurveyMachineEvent =
  | { type: 'survey.answer'; answer: unknown; ref?: string }
  | { type: 'survey.advance' }
  | { type: 'survey.back' }
  | { type: 'survey.exit' }
  | { type: 'survey.retry' };

const step = (session: SessionState, result: ReturnType<typeof advance>): Partial<SurveyMachineContext> =>
  result.ok
    ? { session: result.state, error: null }
    : { session, error: { code: result.code, message: result.message } };

/**
 * A survey session as an xstate machine around the pure engine: welcome → intro (its timeout) →
 * questions and screens (timed screens move on after their timeout) → computing (the `submitSurvey`
 * actor and COMPUTING_DELAY_MS, both must finish) → done; exit → aborted, with a soft reset.
 * The app provides `submitSurvey` (and may provide `saveProgress`, called after each part cover,
 * each answer and each Back) with `.provide()`.
 */
export const surveyMachine = setup({
  types: {
    context: {} as SurveyMachineContext,
    events: {} as SurveyMachineEvent,
    input: {} as SurveyMachineInput,
  },
  actors: {
    submitSurvey: fromPromise<SubmitSurveyOutput, SubmitSurveyInput>(() =>
      Promise.reject(new Error('submitSurvey is not provided: pass it with surveyMachine.provide()')),
    ),
  },
  actions: {
    answer: assign(({ context, event }) =>
      event.type === 'survey.answer'
        ? step(context.session, submitAnswer(context.session, event.answer, event.ref))
        : {},
    ),
    advance: assign(({ context }) => step(context.session, advance(context.session))),
    back: assign(({ context }) => ({ session: goBack(context.session), error: null })),
    softReset: assign(({ context }) => ({ session: softReset(context.session), error: null })),
    // The app stores serializeSnapshot(context.session); the machine only says when.
    saveProgress: () => undefined,
  },
  guards: {
    canGoBack: ({ context }) => canGoBack(context.session),
    isComputing: ({ context }) => sessionStatus(context.session) === 'computing',
    isAborted: ({ context }) => sessionStatus(context.session) === 'aborted',
    isExitScreen: ({ context }) => isExitScreen(context.session.definition, context.session.cursor),
    isWelcome: ({ context }) => currentScreen(context.session).kind === 'welcome',
    isQuestion: ({ context }) => currentScreen(context.session).kind === 'question',
    isTimed: ({ context }) => currentTimeout(context.session) !== null,
    afterPartCover: ({ context }) => shouldSaveAfter(context.session.definition, context.session.cursor),
  },
  delays: {
    screenTimeout: ({ context }) => currentTimeout(context.session) ?? 0,
    computingDelay: COMPUTING_DELAY_MS,
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({
    session: input.restored ?? createSession(input.definition, input.context),
    error: null,
    submitError: null,
  }),
  initial: 'routing',
  on: {
    'survey.back': { guard: 'canGoBack', actions: ['back', 'saveProgress'], target: '.routing' },
    'survey.exit': { actions: 'softReset', target: '.aborted' },
  },
  states: {
    // Picks the state of the screen at the cursor; every move comes back through here.
    routing: {
      always: [
        { guard: 'isComputing', target: 'computing' },
        { guard: 'isAborted', target: 'aborted' },
        { guard: 'isExitScreen', target: 'exitScreen' },
        { guard: 'isQuestion', target: 'question' },
        { guard: 'isWelcome', target: 'welcome' },
        { target: 'statement' },
      ],
    },
    welcome: {
      initial: 'routing',
      states: {
        routing: { always: [{ guard: 'isTimed', target: 'timed' }, { target: 'waiting' }] },
        waiting: {},
        timed: { after: { screenTimeout: { actions: 'advance', target: '#survey.routing' } } },
      },
      on: { 'survey.advance': { actions: 'advance', target: 'routing', reenter: true } },
    },
    question: {
      // Saved after every answer too (issue 17, beyond spec §4's part covers): a reload returns to the
      // question the person was on. A refused answer leaves the session as it was, so saving is harmless.
      on: { 'survey.answer': { actions: ['answer', 'saveProgress'], target: 'routing' } },
    },
    statement: {
      initial: 'routing',
      states: {
        routing: { always: [{ guard: 'isTimed', target: 'timed' }, { target: 'waiting' }] },
        waiting: {},
        timed: {
          after: {
            screenTimeout: [
              { guard: 'afterPartCover', actions: ['advance', 'saveProgress'], target: '#survey.routing' },
              { actions: 'advance', target: '#survey.routing' },
            ],
          },
        },
      },
      on: {
        'survey.advance': [
          { guard: 'afterPartCover', actions: ['advance', 'saveProgress'], target: 'routing' },
          { actions: 'advance', target: 'routing' },
        ],
      },
    },
    exitScreen: {
      on: { 'survey.advance': { actions: 'softReset', target: 'aborted' } },
    },
    computing: {
      type: 'parallel',
      states: {
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                src: 'submitSurvey',
                input: ({ context }) => ({
                  surveyId: context.session.definition.id,
                  version: context.session.definition.version,
                  submission: context.session.submission,
                  tags: [...new Set(Object.values(context.session.tags).flat())],
                }),
                onDone: {
                  target: 'succeeded',
                  actions: assign(({ context, event }) => ({
                    session: {
                      ...context.session,
                      surveyTaken: event.output.surveyId,
                      surveyDate: event.output.date,
                      recommendedTier: event.output.recommendedTier,
                    },
                    submitError: null,
                  })),
                },
                onError: {
                  target: 'failed',
                  actions: assign(({ event }) => ({
                    submitError: event.error instanceof Error ? event.error.message : String(event.error),
                  })),
                },
              },
            },
            failed: { on: { 'survey.retry': 'pending' } },
            succeeded: { type: 'final' },
          },
        },
        timer: {
          initial: 'running',
          states: {
            running: { after: { computingDelay: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
      // Back and exit do nothing while the answers are being posted.
      on: { 'survey.back': {}, 'survey.exit': {} },
      onDone: {
        target: 'done',
        actions: assign(({ context }) => ({
          session: completeSubmit(context.session, {
            surveyId: context.session.surveyTaken ?? '',
            date: context.session.surveyDate ?? '',
            recommendedTier: context.session.recommendedTier ?? 1,
          }),
        })),
      },
    },
    done: { type: 'final' },
    aborted: { type: 'final' },
  },
});
