import { Loader } from '@maplepack/ui';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { cartStore } from '../../../stores/cart-store';
import { type SurveySessionDeps } from '../machines/survey-session-machine';
import { browserProgressStorage } from '../survey-progress';
import { useAuthStore } from '../../../stores/auth-store';
import { useSurveyContext } from '../use-survey-context';
import { ReplaceSubscription } from './replace-subscription';
import { SurveySession } from './survey-session';

const realNow = () => new Date();

export interface HealthAssessmentProps {
  /** The clock (tests pass a fixed one); default the browser's. */
  now?: () => Date;
  /** A fresh submission id; default crypto.randomUUID. */
  randomId?: () => string;
}

/** /health-assessment: waits to know who is answering, then runs the session. */
export function HealthAssessment({
  now = realNow,
  randomId = () => crypto.randomUUID(),
}: HealthAssessmentProps) {
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
                <ReplaceSubscription
                  api={api}
                  customerId={customerId}
                  recommendation={recommended.recommendation}
                />
              ),
          })}
    />
  );
}
