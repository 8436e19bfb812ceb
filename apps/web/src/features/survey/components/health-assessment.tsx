import { WELCOME_SCREENS } from '@maplepack/survey-content';
import { type Screen } from '@maplepack/survey-engine';
import { Loader, VisuallyHidden } from '@maplepack/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { documentTitle } from '../../../components/document-title';
import { useDocumentTitle } from '../../../components/use-document-title';
import { HEALTH_ASSESSMENT_LABEL } from '../../../config/nav-links';
import { type Locale } from '../../../lib/i18n/locale';
import { useLingui } from '../../../lib/i18n/react';
import { useApi } from '../../../lib/use-api';
import { useLocaleStore } from '../../../stores/locale-store';
import { browserProgressStorage, hasSavedProgress } from '../progress-storage';
import { loadFrenchWelcome, loadSurveyWords } from '../survey-language';
import { type SurveyWords } from '../survey-words';
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
/** The session's code and, on a French page, the survey in French (null: English, in the session's chunk). */
type Session = { module: SessionModule; words: SurveyWords | null };
type Loaded = { session: Session } | { error: unknown } | null;

/**
 * The survey's own chunk (its machine, xstate, the survey definition, zod and the cart store), with the
 * French survey beside it on a French page, fetched as soon as the page mounts. A failed load is thrown
 * at render, for the route's error screen.
 */
function useSession(locale: Locale): Session | null {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let current = true;
    Promise.all([import('./assessment-session'), loadSurveyWords(locale)]).then(
      ([module, words]) => current && setLoaded({ session: { module, words } }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (loaded !== null && 'error' in loaded) throw loaded.error;
  return loaded?.session ?? null;
}

type Welcome = { screen: Screen | undefined } | { error: unknown } | null;

/**
 * The opening screen in the page's language: English at once, French from its small chunk (the rest of
 * the French survey loads behind it with the session).
 */
function useWelcome(locale: Locale): { screen: Screen | undefined } | null {
  const [french, setFrench] = useState<Welcome>(null);
  useEffect(() => {
    if (locale !== 'fr') return;
    let current = true;
    loadFrenchWelcome().then(
      ([screen]) => current && setFrench({ screen }),
      (error: unknown) => current && setFrench({ error }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale !== 'fr') return { screen: WELCOME };
  if (french !== null && 'error' in french) throw french.error;
  return french;
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
  const { i18n } = useLingui();
  const locale = useLocaleStore((state) => state.locale);
  const api = useApi();
  const surveyContext = useSurveyContext(api, now);
  const session = useSession(locale);
  const welcome = useWelcome(locale);
  const [pastWelcome, setPastWelcome] = useState(false);
  const [saved] = useState(() => hasSavedProgress(browserProgressStorage()));
  const title = documentTitle(i18n._(HEALTH_ASSESSMENT_LABEL));

  useDocumentTitle(title);

  if (!saved && !pastWelcome) {
    if (welcome === null) return <Loader />;
    if (welcome.screen !== undefined)
      return <FirstScreen screen={welcome.screen} onStart={() => setPastWelcome(true)} />;
  }
  if (api === null || session === null || surveyContext.status === 'loading') return <Loader />;
  return (
    <session.module.AssessmentSession
      key={surveyContext.context.authenticated ? 'signed-in' : 'guest'}
      api={api}
      context={surveyContext.context}
      now={now}
      randomId={randomId}
      pastWelcome={pastWelcome}
      {...(session.words === null ? {} : { words: session.words })}
    />
  );
}

/**
 * The welcome screen as the survey session draws it (SurveySession): focus on its headline, announced,
 * Enter or its button to start.
 */
function FirstScreen({ screen, onStart }: { screen: Screen; onStart: () => void }) {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const headline = region.current?.querySelector<HTMLElement>('h1, h2');
    if (headline === null || headline === undefined) return;
    if (!headline.hasAttribute('tabindex')) headline.setAttribute('tabindex', '-1');
    headline.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || isTyping(event.target)) return;
    event.preventDefault();
    onStart();
  };
  return (
    <div ref={region} onKeyDown={onKeyDown}>
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{screen.title}</VisuallyHidden>
      </div>
      <WelcomeScreen screen={screen} onAdvance={onStart} opening />
    </div>
  );
}
