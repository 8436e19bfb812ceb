import { useLingui } from '@lingui/react/macro';
import { COMPUTING_DELAY_MS } from '@maplepack/survey-engine';
import { Button } from '@maplepack/ui';
import { useEffect, useState } from 'react';
import * as css from './survey-screens.css';

const TICK_MS = 250;

export interface ComputingScreenProps {
  /** Why the submit failed, or null while it is pending or done. */
  submitError: string | null;
  onRetry: () => void;
}

/**
 * After submit: the machine waits COMPUTING_DELAY_MS (8 s) and the answers' POST, then the cart. The
 * bar only shows the wait passing; the live region tells screen readers what is happening. A failed
 * submit (the spec shows nothing; we keep the answers and offer a retry) says so and offers the retry.
 */
export function ComputingScreen({ submitError, onRetry }: ComputingScreenProps) {
  const { t } = useLingui();
  const computingTitle = t`Computing your recommendations…`;
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setElapsedMs((ms) => Math.min(COMPUTING_DELAY_MS, ms + TICK_MS)), TICK_MS);
    return () => clearInterval(id);
  }, []);
  const percent = Math.round((elapsedMs / COMPUTING_DELAY_MS) * 100);
  const failed = submitError !== null;
  return (
    <section className={css.screen} aria-labelledby="survey-heading" aria-busy={!failed}>
      <h1 id="survey-heading" className={css.heading} tabIndex={-1}>
        {failed ? t`We could not get your recommendations` : computingTitle}
      </h1>
      <div role="status" aria-live="polite">
        <p className={failed ? css.errorText : css.text}>
          {failed
            ? t`Your answers are kept. Check your connection, then try again.`
            : t`Our rules are matching your answers with the products that fit you. This takes a few seconds.`}
        </p>
      </div>
      {!failed && (
        <div
          className={css.progressTrack}
          role="progressbar"
          aria-label={computingTitle}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={css.progressFill} style={{ width: `${percent}%` }} />
        </div>
      )}
      {failed && (
        <div className={css.actions}>
          <Button onClick={onRetry}>{t`Try again`}</Button>
        </div>
      )}
    </section>
  );
}
