import { circle, page, root } from './spinner.css';
import { visuallyHidden } from './visually-hidden.css';

/** Spec §8: the loader's default message. */
export const DEFAULT_LOADING_LABEL = 'Please wait...';

export interface SpinnerProps {
  /** Read by screen readers; shown only when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

/** An inline busy indicator announced politely (role status). */
export function Spinner({ label = DEFAULT_LOADING_LABEL, showLabel = false }: SpinnerProps) {
  return (
    <span role="status" className={root}>
      <span className={circle} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}

/** A full-area loader with a visible message, for pages and lazy routes. */
export function Loader({ label = DEFAULT_LOADING_LABEL }: { label?: string }) {
  return (
    <div className={page}>
      <Spinner label={label} showLabel />
    </div>
  );
}
