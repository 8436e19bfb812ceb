import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@maplepack/ui';

/** Spec §8: what a page shows when its data (products, content) could not be loaded. */
export const NO_VALID_DATA_MESSAGE = msg`No valid data retrieved`;

/** The failed-load notice, with a retry when trying again can help. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { i18n, t } = useLingui();
  return (
    <div role="alert">
      <p>{i18n._(NO_VALID_DATA_MESSAGE)}</p>
      {onRetry !== undefined && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t`Try again`}
        </Button>
      )}
    </div>
  );
}
