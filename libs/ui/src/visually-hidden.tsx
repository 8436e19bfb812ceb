import { type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.css';

/** Text for screen readers only (a label for an icon button, a heading the design does not show). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
