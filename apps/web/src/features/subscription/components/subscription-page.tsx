import { t } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
import { type AuthUser } from '@maplepack/access';
import { SUBSCRIPTION_ACCESS_DENIED_TOAST } from '@maplepack/api-contract';
import { Button, Loader } from '@maplepack/ui';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Link } from '../../../components/router-link';
import { createSubscriptionStore, type SubscriptionPageApi } from '../stores/subscription-store';
import { type CardApi } from './card-text';
import { LinkedText } from './linked-text';
import { PlanEditor } from './plan-editor';
import { SelfService } from './self-service';
import * as css from './subscription.css';

/** What the page says to a person without a plan. */
export const noPlanText = (): string => t`You have no subscription yet.`;

export interface SubscriptionPageProps {
  api: SubscriptionPageApi & CardApi;
  user: AuthUser | null;
  /** Spec §5's red toast (the app's toast store). */
  showToast: (toast: {
    id: string;
    tone: 'error';
    title: string;
    message: string;
    durationMs: number;
  }) => void;
  loadStripe: (publishableKey: string) => Promise<unknown>;
  today: { year: number; month: number };
}

/** /subscription: the plan editor and the self-service beside it, on one store per visit. */
export function SubscriptionPage({ api, user, showToast, loadStripe, today }: SubscriptionPageProps) {
  useLingui();
  const [store] = useState(() =>
    createSubscriptionStore({
      api,
      actor: user === null ? null : { id: user.id, status: user.status },
      onAccessDenied: () =>
        showToast({
          id: 'subscription-access-denied',
          tone: 'error',
          title: t`Access denied.`,
          message: t`Invalid subscription. Please contact administrator.`,
          durationMs: SUBSCRIPTION_ACCESS_DENIED_TOAST.durationMs,
        }),
    }),
  );
  const load = useStore(store, (state) => state.load);
  const error = useStore(store, (state) => state.error);

  useEffect(() => {
    void store.getState().start();
  }, [store]);

  if (load === 'loading') return <Loader label={t`Please wait...`} />;
  if (load === 'none')
    return (
      <div className={css.card}>
        <p style={{ margin: 0 }}>{noPlanText()}</p>
        <p style={{ margin: 0 }}>
          <LinkedText
            message={t`[Take the assessment] or [build your pack].`}
            links={[
              (text) => <Link to="/health-assessment">{text}</Link>,
              (text) => <Link to="/products">{text}</Link>,
            ]}
          />
        </p>
      </div>
    );
  if (load === 'failed')
    return (
      <div className={css.card}>
        <p role="alert" className={css.alert}>
          {error}
        </p>
        <div>
          <Button onClick={() => void store.getState().start()}>{t`Try again`}</Button>
        </div>
      </div>
    );
  return (
    <div className={css.layout}>
      <PlanEditor store={store} api={api} />
      <SelfService store={store} api={api} loadStripe={loadStripe} today={today} />
    </div>
  );
}
