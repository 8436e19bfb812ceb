import { useLingui } from '@lingui/react/macro';
import { type ApiClient, type VersionedSubscription } from '@maplepack/api-client';
import { type SurveyRecommendation } from '@maplepack/api-contract';
import { Button, Loader } from '@maplepack/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProductNames } from '../product-names';
import { RESULTS_PATH } from '../results/results-path';
import { recommendedProducts, refusalOf, replacementBody } from '../survey-subscription';
import * as css from './survey-screens.css';

type Step =
  | { kind: 'loading' }
  | {
      kind: 'asking';
      plan: VersionedSubscription;
      busy: boolean;
      refusal: { message: string; reasons: string[] } | null;
    };

export interface ReplaceSubscriptionProps {
  api: Pick<ApiClient, 'subscriptions'>;
  customerId: number;
  recommendation: SurveyRecommendation;
}

/**
 * After a signed-in person's assessment: accepting the recommendation replaces their plan's products
 * (spec §1), so we ask first. Without a plan, or when it cannot be read, the results page opens as for
 * anyone; after replacing, their plan.
 */
export function ReplaceSubscription({ api, customerId, recommendation }: ReplaceSubscriptionProps) {
  const { t } = useLingui();
  const productName = useProductNames();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const products = recommendedProducts(recommendation);

  useEffect(() => {
    let current = true;
    api.subscriptions
      .list()
      .then((plans) => {
        const own = plans.find((plan) => plan.customer_id === customerId);
        return own === undefined ? null : api.subscriptions.get(own.id);
      })
      .catch(() => null)
      .then((plan) => {
        if (!current) return;
        if (plan === null) void navigate(RESULTS_PATH);
        else setStep({ kind: 'asking', plan, busy: false, refusal: null });
      });
    return () => {
      current = false;
    };
  }, [api, customerId, navigate]);

  if (step.kind === 'loading' || productName === null) return <Loader />;

  const replace = () => {
    const { plan } = step;
    setStep({ ...step, busy: true, refusal: null });
    api.subscriptions
      .update(
        plan.subscription.id,
        replacementBody(plan.subscription, products),
        plan.version === null ? {} : { ifMatch: plan.version },
      )
      .then(() => navigate('/subscription'))
      .catch((error: unknown) => setStep({ ...step, busy: false, refusal: refusalOf(error) }));
  };

  return (
    <section className={css.screen} aria-labelledby="survey-heading">
      <h1 id="survey-heading" className={css.heading} tabIndex={-1}>
        {t`Replace the products in your subscription?`}
      </h1>
      <p className={css.text}>
        {t`Accepting your recommendations replaces the products in your current subscription with these:`}
      </p>
      <ul className={css.productList}>
        {products.map((product) => {
          const name = productName(product.id, product.name);
          const { am, pm } = product;
          return <li key={product.id}>{t`${name} (${am} morning, ${pm} evening)`}</li>;
        })}
      </ul>
      {step.refusal !== null && (
        <div role="alert">
          <p className={css.errorText}>{step.refusal.message}</p>
          {step.refusal.reasons.length > 0 && (
            <ul className={css.productList}>
              {step.refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={css.actions}>
        <Button onClick={replace} loading={step.busy}>
          {t`Yes, replace my products`}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(RESULTS_PATH)}>
          {t`Not now, show my results`}
        </Button>
      </div>
    </section>
  );
}
