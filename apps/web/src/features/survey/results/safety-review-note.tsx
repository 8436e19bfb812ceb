import { type ApiClient } from '@maplepack/api-client';
import { useEffect, useState } from 'react';
import { useLingui } from '../../../lib/i18n/react';
import { RESULTS_MESSAGES as M } from './results-messages';
import * as css from './results.css';

/** The review's day in the page's language, in the shop's time zone ('November 21, 2026' / '21 novembre 2026'). */
export function reviewDayText(iso: string, language: string): string {
  const tag = language === 'fr' ? 'fr-CA' : 'en-CA';
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}

/**
 * "Safety rules last reviewed by our pharmacist on …" under the results, where a person reads what was
 * left out and why (GET /safety-review). Nothing when the rules were never signed off, or when the
 * call fails: it is a reassurance, not something to wait for.
 */
export function SafetyReviewNote({ api }: { api: Pick<ApiClient, 'safetyReview'> }) {
  const { i18n } = useLingui();
  const [reviewedAt, setReviewedAt] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.safetyReview.lastReview().then(
      (answer) => current && setReviewedAt(answer.last_reviewed_at),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  if (reviewedAt === null) return null;
  return <p className={css.muted}>{M.safetyReviewed(reviewDayText(reviewedAt, i18n.locale))}</p>;
}
