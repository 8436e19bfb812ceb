import { type ApiClient } from '@maplepack/api-client';
import { type SessionContext } from '@maplepack/survey-engine';
import { Loader } from '@maplepack/ui';
import { Suspense, useState } from 'react';
import { cartStore } from '../../../stores/cart-store';
import { useAuthStore } from '../../../stores/auth-store';
import { type SurveySessionDeps } from '../machines/survey-session-machine';
import { browserProgressStorage } from '../survey-progress';
import { type SurveyWords } from '../survey-words';
import { SurveySession } from './survey-session';
import { preloadable } from '../../../lib/preloadable';

// Only signed-in people see it, after the survey: the plan editor and the subscription schemas it
// brings stay off the survey's chunk.
const ReplaceSubscription = preloadable('assessment-session/ReplaceSubscription', () =>
  import('./replace-subscription').then((module) => ({ default: module.ReplaceSubscription })),
);

export interface AssessmentSessionProps {
  api: ApiClient;
  context: SessionContext;
  now: () => Date;
  randomId: () => string;
  /** The person already pressed start on the welcome screen HealthAssessment drew. */
  pastWelcome: boolean;
  /** The survey in the page's language; English (the session's own) when absent. */
  words?: SurveyWords;
}

/**
 * The assessment once its machine has loaded: the session's effects (api, cart, saved progress) and,
 * for a signed-in person, the plan confirmation after the survey. Loaded by HealthAssessment while its
 * welcome screen shows: xstate, the survey definition, the contract schemas (zod) and the cart store
 * are not on the first screen.
 */
export function AssessmentSession({
  api,
  context,
  now,
  randomId,
  pastWelcome,
  words,
}: AssessmentSessionProps) {
  const customerId = useAuthStore((state) =>
    state.status === 'signed-in' ? (state.user?.id ?? null) : null,
  );
  const [deps] = useState(
    () =>
      ({ api, cart: cartStore, storage: browserProgressStorage(), now, randomId }) satisfies Omit<
        SurveySessionDeps,
        'onRecommended'
      >,
  );

  return (
    <SurveySession
      context={context}
      deps={deps}
      pastWelcome={pastWelcome}
      {...(words === undefined ? {} : { words })}
      {...(customerId === null
        ? {}
        : {
            renderDone: (recommended) =>
              recommended === null ? null : (
                <Suspense fallback={<Loader />}>
                  <ReplaceSubscription
                    api={api}
                    customerId={customerId}
                    recommendation={recommended.recommendation}
                  />
                </Suspense>
              ),
          })}
    />
  );
}
