import { currentScreen, surveyProgress, type SessionContext } from '@maplepack/survey-engine';
import { VisuallyHidden } from '@maplepack/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SurveySessionDeps } from '../machines/survey-session-machine';
import { isLastQuestion, offersSplitPack, screenHeadline, screenKey } from '../question-facts';
import { useSplitPackPrice } from '../use-split-pack-price';
import { useSurveySession, type Recommended } from '../use-survey-session';
import { RESULTS_PATH } from '../results/results-path';
import { SurveyWordsContext, type SurveyWords } from '../survey-words';
import { ENGLISH_SURVEY_WORDS } from '../survey-words-en';
import { ComputingScreen } from './computing-screen';
import { ExitScreen } from './exit-screen';
import { SurveyProgressBar } from './survey-progress-bar';
import { FieldView } from './fields/field-view';
import { isTyping } from './key-targets';
import { WelcomeScreen } from './welcome-screen';

export interface SurveySessionProps {
  context: SessionContext;
  deps: Omit<SurveySessionDeps, 'onRecommended'> & {
    api: SurveySessionDeps['api'] & Parameters<typeof useSplitPackPrice>[0];
  };
  /**
   * After a successful submit: where the person goes next. Default: the results page. Signed-in
   * people with a plan get a confirmation first (see HealthAssessment).
   */
  renderDone?: (recommended: Recommended | null) => ReactNode;
  /** The person already pressed start on the welcome screen drawn before the survey loaded. */
  pastWelcome?: boolean;
  /** The survey and its words in the page's language (default English). */
  words?: SurveyWords;
}

/** The assessment on screen: the machine's current screen, focus on its heading, announced. */
export function SurveySession({
  context,
  deps,
  renderDone,
  pastWelcome = false,
  words = ENGLISH_SURVEY_WORDS,
}: SurveySessionProps) {
  const navigate = useNavigate();
  const survey = useSurveySession(context, deps, pastWelcome, words.definition);
  const { session, phase } = survey;
  const shown = currentScreen(session);
  const key = screenKey(session);
  const region = useRef<HTMLDivElement>(null);
  const exitRoute = useRef('/');
  const splitPackPriceCents = useSplitPackPrice(
    deps.api,
    shown.kind === 'question' && offersSplitPack(shown.field),
  );

  // Spec §2 keyboard and screen-reader rules: each new screen takes focus on its headline.
  useEffect(() => {
    const headline = region.current?.querySelector<HTMLElement>('h1, h2');
    if (headline === null || headline === undefined) return;
    if (!headline.hasAttribute('tabindex')) headline.setAttribute('tabindex', '-1');
    headline.focus();
  }, [key, phase]);

  useEffect(() => {
    if (phase === 'aborted' && !survey.exitedByShell.current) void navigate(exitRoute.current);
    if (phase === 'done' && renderDone === undefined) void navigate(RESULTS_PATH);
  }, [phase, navigate, renderDone, survey.exitedByShell]);

  const leave = (route: string) => {
    exitRoute.current = route;
    survey.advance();
  };

  if (phase === 'done') return renderDone?.(survey.recommended) ?? null;
  if (phase === 'aborted') return null;

  // Enter moves on from screens that only have a button (the fields handle their own Enter).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || isTyping(event.target)) return;
    if (
      shown.kind === 'welcome' ||
      (shown.kind === 'statement' && shown.field.properties.button_route === undefined)
    ) {
      event.preventDefault();
      survey.advance();
    }
  };

  return (
    <SurveyWordsContext.Provider value={words}>
      <div ref={region} onKeyDown={onKeyDown}>
        <div aria-live="polite" aria-atomic="true">
          <VisuallyHidden>
            {phase === 'screen' || phase === 'exit' ? screenHeadline(session) : ''}
          </VisuallyHidden>
        </div>
        {phase === 'screen' && shown.kind !== 'welcome' && (
          <SurveyProgressBar progress={surveyProgress(session)} />
        )}
        {phase === 'computing' ? (
          <ComputingScreen submitError={survey.submitError} onRetry={survey.retry} />
        ) : shown.kind === 'welcome' ? (
          <WelcomeScreen key={key} screen={shown.screen} onAdvance={survey.advance} />
        ) : shown.kind === 'thankyou' ? (
          <ExitScreen key={key} screen={shown.screen} onLeave={leave} />
        ) : (
          <FieldView
            key={key}
            field={shown.field}
            authenticated={session.context.authenticated}
            answer={survey.shownAnswer(shown.field.ref)}
            visited={session.visited[shown.field.ref] ?? []}
            isLastQuestion={isLastQuestion(session.definition, shown.field)}
            greetingName={session.firstName}
            error={survey.error === null ? null : words.validation(survey.error)}
            splitPackPriceCents={splitPackPriceCents}
            onAnswer={(answer) => survey.answer(answer, shown.field.ref)}
            onAdvance={survey.advance}
            {...(shown.field.type === 'email' ? { mailingOptIn: survey.mailingOptIn } : {})}
          />
        )}
      </div>
    </SurveyWordsContext.Provider>
  );
}
