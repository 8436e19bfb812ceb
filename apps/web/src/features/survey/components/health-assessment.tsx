import { Loader } from '@maplepack/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type ApiClient } from '@maplepack/api-client';
import { useApi } from '../../../lib/use-api';
import { cartStore } from '../../../stores/cart-store';
import { type SurveySessionDeps } from '../machines/survey-session-machine';
import { browserProgressStorage } from '../survey-progress';
import { useAuthStore } from '../../../stores/auth-store';
import { useSurveyContext } from '../use-survey-context';
import { SurveySession } from './survey-session';

const realNow = () => new Date();

// Only signed-in people see it, after the survey: the plan editor and the subscription schemas it
// brings stay off the survey's first screen.
const ReplaceSubscription = lazy(() =>
  import('./replace-subscription').then((module) => ({ default: module.ReplaceSubscription })),
);

export interface HealthAssessmentProps {
  /** The clock (tests pass a fixed one); default the browser's. */
  now?: () => Date;
  /** A fresh submission id; default crypto.randomUUID. */
  randomId?: () => string;
}

/**
 * /health-assessment: waits for the api client and to know who is answering, then runs the session.
 * The client comes from the start-up chunk (useApi): a static import would put ky, the contract
 * schemas and zod on the survey's first screen (150 KB budget).
 */
export function HealthAssessment(props: HealthAssessmentProps) {
  const api = useApi();
  return api === null ? <Loader /> : <AssessmentWithApi {...props} api={api} />;
}

function AssessmentWithApi({
  api,
  now = realNow,
  randomId = () => crypto.randomUUID(),
}: HealthAssessmentProps & { api: ApiClient }) {
  const surveyContext = useSurveyContext(api, now);
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

  useEffect(() => {
    document.title = 'Health Assessment | Maplepack';
  }, []);

  if (surveyContext.status === 'loading') return <Loader />;
  return (
    <SurveySession
      key={surveyContext.context.authenticated ? 'signed-in' : 'guest'}
      context={surveyContext.context}
      deps={deps}
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
