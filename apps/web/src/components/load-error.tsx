import { Button } from '@maplepack/ui';

/** Spec §8: what a page shows when its data (products, content) could not be loaded. */
export const NO_VALID_DATA_MESSAGE = 'No valid data retrieved';

/** The failed-load notice, with a retry when trying again can help. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert">
      <p>{NO_VALID_DATA_MESSAGE}</p>
      {onRetry !== undefined && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
