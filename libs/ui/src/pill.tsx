import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { pill } from './pill.css';

export interface PillProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> {
  pressed: boolean;
  /** Called with the new pressed state when the person toggles the pill. */
  onPressedChange: (pressed: boolean) => void;
}

/** A toggle button (aria-pressed) shaped as a pill: survey single choices, filters. Controlled. */
export const Pill = forwardRef<HTMLButtonElement, PillProps>(function Pill(
  { pressed, onPressedChange, className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={pressed}
      className={[pill, className].filter(Boolean).join(' ')}
      onClick={() => onPressedChange(!pressed)}
      {...rest}
    >
      {children}
    </button>
  );
});
