import { type ApiClient, isApiError } from '@maplepack/api-client';
import { type SurveyResultsResponse } from '@maplepack/api-contract';
import { type PurchaseMode, type TierNumber } from '@maplepack/cart';
import { Button, buttonClass, Container, Loader } from '@maplepack/ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type StoreApi } from 'zustand';
import { Link } from '../../../components/router-link';
import { documentTitle } from '../../../components/document-title';
import { moneyText } from '../../../lib/i18n/money';
import { useLingui } from '../../../lib/i18n/react';
import { type CartStoreState } from '../../../stores/cart-store';
import { useProductNames } from '../product-names';
import { fillCartFromResults } from '../survey-cart';
import { ProductPicture } from './product-picture';
import { RESULTS_MESSAGES as M } from './results-messages';
import { resultsTiers } from './results-view';
import { SafetyReviewNote } from './safety-review-note';
import * as css from './results.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'ready'; results: SurveyResultsResponse };

export interface ResultsPageProps {
  api: Pick<ApiClient, 'survey'>;
  cart: StoreApi<CartStoreState>;
  /** The purchase mode once the tier is in the cart (signed in or not). */
  mode: PurchaseMode;
  /** Epoch ms (tests pass a fixed clock). */
  now: () => number;
  /** Reads the date of the pharmacist's last review of the safety rules; without it, no such line. */
  review?: Pick<ApiClient, 'safetyReview'>;
}

/**
 * /health-assessment/results: the person's latest assessment, read from the API (so it survives a
 * reload and opens from the e-mailed link in the same browser): the tiers with their prices a month,
 * the recommended one marked with a visible badge, the chosen tier's products with doses and reasons,
 * what was left out and why, and one action that puts the chosen tier in the cart.
 */
export function ResultsPage({ api, cart, mode, now, review }: ResultsPageProps) {
  const { i18n } = useLingui();
  const productName = useProductNames();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [chosen, setChosen] = useState<TierNumber | null>(null);

  const fetchResults = useCallback(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    api.survey
      .results()
      .then((results) => current && setLoad({ kind: 'ready', results }))
      .catch((error: unknown) => {
        if (!current) return;
        // 401: the session ended (a stale cookie racing the start-up restore); this visitor has no results here.
        const none = isApiError(error) && (error.status === 404 || error.status === 401);
        setLoad(none ? { kind: 'none' } : { kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [api]);

  useEffect(() => fetchResults(), [fetchResults]);

  const title = documentTitle(M.documentTitle());
  useEffect(() => {
    document.title = title;
  }, [title]);

  const locale = i18n.locale;
  const tiers = useMemo(() => {
    // The tier names are read in `locale` (the message reader): a switch names them again.
    void locale;
    return load.kind === 'ready' ? resultsTiers(load.results.recommendation) : [];
  }, [load, locale]);

  // A French page waits for the products' French names (a chunk of its own) with its results.
  if (load.kind === 'loading' || productName === null) return <Loader />;
  if (load.kind === 'none' || load.kind === 'failed') {
    const none = load.kind === 'none';
    return (
      <Container>
        <section className={css.page} aria-labelledby="results-heading">
          <h1 id="results-heading">{none ? M.noneHeading() : M.failedHeading()}</h1>
          <p className={css.intro}>{none ? M.noneText() : M.failedText()}</p>
          <div className={css.actions}>
            {none ? (
              <>
                <Link to="/health-assessment" className={buttonClass()}>
                  {M.noneAction()}
                </Link>
                <Link to="/login" className={buttonClass({ variant: 'secondary' })}>
                  {M.signIn()}
                </Link>
              </>
            ) : (
              <Button onClick={fetchResults}>{M.tryAgain()}</Button>
            )}
          </div>
        </section>
      </Container>
    );
  }

  const { results } = load;
  const selected =
    tiers.find((tier) => tier.tier === (chosen ?? results.recommendation.selected)) ?? tiers[0];
  const addToCart = () => {
    if (selected === undefined) return;
    fillCartFromResults(cart, {
      recommendation: results.recommendation,
      firstName: results.first_name,
      splitPack: results.split_pack,
      tier: selected.tier,
      mode,
      nowMs: now(),
    });
    void navigate('/cart');
  };

  return (
    <Container>
      <div className={css.page}>
        <h1 id="results-heading">{M.heading(results.first_name)}</h1>
        <p className={css.intro}>{M.intro()}</p>

        <section aria-labelledby="results-tiers" className={css.page}>
          <h2 id="results-tiers" className={css.sectionHeading}>
            {M.tiersLabel()}
          </h2>
          <div role="group" aria-labelledby="results-tiers" className={css.tiers}>
            {tiers.map((tier) => (
              <button
                key={tier.tier}
                type="button"
                className={css.tierCard}
                aria-pressed={tier.tier === selected?.tier}
                style={assignInlineVars({ [css.tierColor]: tier.color })}
                onClick={() => setChosen(tier.tier)}
              >
                {tier.recommended && <span className={css.badge}>{M.recommendedBadge()}</span>}
                <span className={css.tierName}>{tier.name}</span>
                <span className={css.tierPrice}>{M.perMonth(moneyText(tier.monthlyCents))}</span>
              </button>
            ))}
          </div>
        </section>

        {selected !== undefined && (
          <section aria-labelledby="results-products" className={css.page}>
            <h2 id="results-products" className={css.sectionHeading}>
              {M.productsHeading(selected.name)}
            </h2>
            <ul className={css.list}>
              {selected.products.map((product) => (
                <li key={product.id} className={css.product}>
                  <ProductPicture name={productName(product.id, product.name)} />
                  <div>
                    <h3 className={css.productName}>{productName(product.id, product.name)}</h3>
                    <p className={css.muted}>{M.doses(product.am, product.pm)}</p>
                    <p>
                      <strong>{M.whyLabel()}</strong> {product.reason}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {results.split_pack && <p className={css.muted}>{M.splitPackNote()}</p>}
          </section>
        )}

        {results.recommendation.excluded.length > 0 && (
          <section aria-labelledby="results-excluded" className={css.page}>
            <h2 id="results-excluded" className={css.sectionHeading}>
              {M.excludedHeading()}
            </h2>
            <ul className={css.list}>
              {results.recommendation.excluded.map((item) => (
                <li key={item.id} className={css.product}>
                  <ProductPicture name={productName(item.id, item.name)} />
                  <div>
                    <h3 className={css.productName}>{productName(item.id, item.name)}</h3>
                    <p className={css.muted}>{item.why}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {selected !== undefined && (
          <div className={css.actions}>
            <Button onClick={addToCart}>{M.addToCart(selected.name)}</Button>
            <Link to="/health-assessment">{M.retake()}</Link>
          </div>
        )}
        {review !== undefined && <SafetyReviewNote api={review} />}
      </div>
    </Container>
  );
}
