import { WELCOME_SCREENS } from '@maplepack/survey-content';
import { Loader, VisuallyHidden } from '@maplepack/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../lib/use-api';
import { browserProgressStorage, hasSavedProgress } from '../progress-storage';
import { useSurveyContext } from '../use-survey-context';
import { type AssessmentSession } from './assessment-session';
import { isTyping } from './key-targets';
import { WelcomeScreen } from './welcome-screen';

const realNow = () => new Date();

const [WELCOME] = WELCOME_SCREENS;

export interface HealthAssessmentProps {
  /** The clock (tests pass a fixed one); default the browser's. */
  now?: () => Date;
  /** A fresh submission id; default crypto.randomUUID. */
  randomId?: () => string;
}

/** The survey's chunk (a type-only import above: the code comes through `import()`). */
type SessionModule = { AssessmentSession: typeof AssessmentSession };
type Loaded = { module: SessionModule } | { error: unknown } | null;

/**
 * The survey's own chunk (its machine, xstate, the survey definition, zod and the cart store), fetched
 * as soon as the page mounts. A failed load is thrown at render, for the route's error screen.
 */
function useSessionModule(): SessionModule | null {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let current = true;
    import('./assessment-session').then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (loaded !== null && 'error' in loaded) throw loaded.error;
  return loaded?.module ?? null;
}

/**
 * /health-assessment. The welcome screen is drawn at once from this small chunk while the survey's
 * chunk, the api client and who is answering load behind it (issue 17: the first screen within 150 KB
 * of JS); pressing start then opens the intro without a wait. Saved progress skips the welcome (a
 * reload returns to the question the person was on): the page then waits for the survey, as before.
 */
export function HealthAssessment({
  now = realNow,
  randomId = () => crypto.randomUUID(),
}: HealthAssessmentProps) {
  const api = useApi();
  const surveyContext = useSurveyContext(api, now);
  const session = useSessionModule();
  const [pastWelcome, setPastWelcome] = useState(false);
  const [saved] = useState(() => hasSavedProgress(browserProgressStorage()));

  useEffect(() => {
    document.title = 'Health Assessment | Maplepack';
  }, []);

  if (!saved && !pastWelcome && WELCOME !== undefined)
    return <FirstScreen onStart={() => setPastWelcome(true)} />;
  if (api === null || session === null || surveyContext.status === 'loading') return <Loader />;
  return (
    <session.AssessmentSession
      key={surveyContext.context.authenticated ? 'signed-in' : 'guest'}
      api={api}
      context={surveyContext.context}
      now={now}
      randomId={randomId}
      pastWelcome={pastWelcome}
    />
  );
}

/**
 * The welcome screen as the survey session draws it (SurveySession): focus on its headline, announced,
 * Enter or its button to start.
 */
function FirstScreen({ onStart }: { onStart: () => void }) {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const headline = region.current?.querySelector<HTMLElement>('h1, h2');
    if (headline === null || headline === undefined) return;
    if (!headline.hasAttribute('tabindex')) headline.setAttribute('tabindex', '-1');
    headline.focus();
  }, []);

  if (WELCOME === undefined) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || isTyping(event.target)) return;
    event.preventDefault();
    onStart();
  };
  return (
    <div ref={region} onKeyDown={onKeyDown}>
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{WELCOME.title}</VisuallyHidden>
      </div>
      <WelcomeScreen screen={WELCOME} onAdvance={onStart} />
    </div>
  );
}
