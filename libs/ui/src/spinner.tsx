import { circle, page, root } from './spinner.css';
import { useUiText } from './ui-text';
import { visuallyHidden } from './visually-hidden.css';

export interface SpinnerProps {
  /** Read by screen readers; shown only when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

/** An inline busy indicator announced politely (role status). */
export function Spinner({ label, showLabel = false }: SpinnerProps) {
  const text = useUiText();
  return (
    <span role="status" className={root}>
      <span className={circle} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label ?? text.loading}</span>
    </span>
  );
}

/** A full-area loader with a visible message, for pages and lazy routes. */
export function Loader({ label }: { label?: string }) {
  return (
    <div className={page}>
      <Spinner label={label} showLabel />
    </div>
  );
}
