import { useLingui } from '@lingui/react/macro';
import { shopMonth } from '@maplepack/calendar';
import { type ApiClient } from '@maplepack/api-client';
import { Loader } from '@maplepack/ui';
import { useEffect, useState } from 'react';
import { loadApi } from '../lib/load-api';
import { useAuthStore } from '../stores/auth-store';
import { loadStripeOnce } from '../features/checkout/stripe-loader';
import { Page } from '../components/page';
import { useUiStore } from '../stores/ui-store';
import { SubscriptionPage } from '../features/subscription/components/subscription-page';

function thisMonth(): { year: number; month: number } {
  return shopMonth(Date.now());
}

/** /subscription: the signed-in person's plan (the guard has waited for the session). */
export function Component() {
  const { t } = useLingui();
  const user = useAuthStore((state) => state.user);
  const showToast = useUiStore((state) => state.showToast);
  const [api, setApi] = useState<ApiClient | null>(null);
  const [today] = useState(thisMonth);
  useEffect(() => {
    let current = true;
    void loadApi().then((client) => current && setApi(client));
    return () => {
      current = false;
    };
  }, []);
  return (
    <Page title={t`My Subscription`}>
      {api === null ? (
        <Loader label={t`Please wait...`} />
      ) : (
        <SubscriptionPage
          key={user?.id ?? 0}
          api={api}
          user={user}
          showToast={showToast}
          loadStripe={loadStripeOnce}
          today={today}
        />
      )}
    </Page>
  );
}
