import { type SurveyRecommendation } from '@maplepack/api-contract';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import {
  advance,
  canGoBack,
  createSession,
  currentScreen,
  type Answer,
  type SessionContext,
  type SessionState,
  type SurveyDefinition,
} from '@maplepack/survey-engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSurveyShellStore } from './stores/survey-shell-store';
import {
  createSurveySessionMachine,
  SURVEY_SYSTEM_ID,
  type SurveySessionDeps,
} from './machines/survey-session-machine';
import { mailingOptInText, requestMailingFromSurvey } from './mailing-opt-in';
import { clearProgress, loadProgress } from './survey-progress';

/** The e-mail question (CONTRACTS §2): where the mailing-list opt-in is offered. */
const EMAIL_REF = 'email';

/** Where the session stands, as the screens need it. */
export type SessionPhase = 'screen' | 'exit' | 'computing' | 'done' | 'aborted';

export interface Recommended {
  recommendation: SurveyRecommendation;
  session: SessionState;
}

/**
 * A new session past its welcome screen, as pressing its button leaves it: for a person who pressed
 * start on the welcome screen the page drew before the survey had loaded (HealthAssessment).
 */
export function sessionPastWelcome(
  context: SessionContext,
  definition: SurveyDefinition = SURVEY_V1_5,
): SessionState | undefined {
  const session = createSession(definition, context);
  if (currentScreen(session).kind !== 'welcome') return undefined;
  const moved = advance(session);
  return moved.ok ? moved.state : undefined;
}

/**
 * Runs one assessment: the engine's machine with the shop's effects, restored from saved progress
 * when there is some, else past the welcome screen when `pastWelcome` (the person already pressed
 * start). Connects Back and Exit of the survey layout while mounted. Components read what it returns
 * and call its senders; they decide nothing.
 */
export function useSurveySession(
  context: SessionContext,
  deps: Omit<SurveySessionDeps, 'onRecommended'>,
  pastWelcome = false,
  definition: SurveyDefinition = SURVEY_V1_5,
) {
  const [recommended, setRecommended] = useState<Recommended | null>(null);
  // The engine deletes the answers Back undoes (spec §4); the screen still shows them, so the
  // person can change them rather than start over. Presentation memory only: never submitted.
  const [undone, setUndone] = useState<Readonly<Record<string, Answer>>>({});
  // The e-mail step's mailing-list opt-in (CASL): unticked until the person ticks it.
  const [optedIn, setOptedIn] = useState(false);
  const optedInRef = useRef(false);
  const [machine] = useState(() =>
    createSurveySessionMachine({
      ...deps,
      onRecommended: (recommendation, session) => setRecommended({ recommendation, session }),
    }),
  );
  const [restored] = useState(
    () =>
      loadProgress(deps.storage, definition, context) ??
      (pastWelcome ? sessionPastWelcome(context, definition) : undefined),
  );
  const actor = useActorRef(machine, {
    systemId: SURVEY_SYSTEM_ID,
    input: { definition, context, ...(restored === undefined ? {} : { restored }) },
  });
  const session = useSelector(actor, (snapshot) => snapshot.context.session);
  // The engine's failure (code and English message): the screens say it in the page's language.
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const submitError = useSelector(actor, (snapshot) => snapshot.context.submitError);
  const phase = useSelector(actor, (snapshot): SessionPhase => {
    if (snapshot.matches('computing')) return 'computing';
    if (snapshot.matches('done')) return 'done';
    if (snapshot.matches('aborted')) return 'aborted';
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a state of the engine's machine, not text
    if (snapshot.matches('exitScreen')) return 'exit';
    return 'screen';
  });
  // Set when the layout's Exit leaves: the layout navigates home itself.
  const exitedByShell = useRef(false);
  const back = canGoBack(session) && (phase === 'screen' || phase === 'exit');
  const storage = deps.storage;

  useEffect(() => {
    useSurveyShellStore.getState().connect({
      canGoBack: back,
      back: () => {
        const before = actor.getSnapshot().context.session.submission;
        actor.send({ type: 'survey.back' });
        const after = actor.getSnapshot().context.session.submission;
        const removed = Object.entries(before).filter(([ref]) => after[ref] === undefined);
        if (removed.length > 0) setUndone((shown) => ({ ...shown, ...Object.fromEntries(removed) }));
      },
      softReset: () => {
        exitedByShell.current = true;
        clearProgress(storage);
        actor.send({ type: 'survey.exit' });
      },
    });
  }, [actor, back, storage]);

  useEffect(
    () => () =>
      useSurveyShellStore
        .getState()
        .connect({ canGoBack: false, back: () => undefined, softReset: () => undefined }),
    [],
  );

  // Once over (or on an exit screen), saved progress must not bring the assessment back.
  useEffect(() => {
    if (phase === 'done' || phase === 'aborted' || phase === 'exit') clearProgress(storage);
  }, [phase, storage]);

  return {
    session,
    error,
    submitError,
    phase,
    recommended,
    exitedByShell,
    /** The answer to show on `ref`'s screen: the stored one, else the one Back took away. */
    shownAnswer: (ref: string): Answer | undefined => session.submission[ref] ?? undone[ref],
    answer: (answer: unknown, ref: string) => {
      actor.send({ type: 'survey.answer', answer, ref });
      if (ref === EMAIL_REF && optedInRef.current && typeof answer === 'string') {
        const name = actor.getSnapshot().context.session.firstName;
        void requestMailingFromSurvey(deps.api, {
          email: answer,
          ...(name === null ? {} : { name }),
          consentText: mailingOptInText(),
        });
      }
    },
    /**
     * The opt-in shown on the e-mail step; nothing reaches the mailing list without it, and with it
     * only a request the person confirms from their mailbox (double opt-in).
     */
    mailingOptIn: {
      checked: optedIn,
      label: mailingOptInText(),
      onChange: (checked: boolean) => {
        optedInRef.current = checked;
        setOptedIn(checked);
      },
    },
    advance: () => actor.send({ type: 'survey.advance' }),
    retry: () => actor.send({ type: 'survey.retry' }),
  };
}
