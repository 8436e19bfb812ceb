import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { buttonStyles, fullWidth } from './button.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button's class names, for a link that must look like a button (<a className={buttonClass()}>). */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}): string {
  return [buttonStyles.base, buttonStyles.variant[variant], buttonStyles.size[size], block ? fullWidth : '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Busy: the button is disabled, marked aria-busy and shows a spinner beside its label. */
  loading?: boolean;
  /** Announced while loading (default 'Please wait...'). */
  loadingLabel?: string;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    loading = false,
    loadingLabel,
    disabled,
    type = 'button',
    className,
    children,
    ...rest
  },
  ref,
) {
  const classes = [buttonClass({ variant, size, block }), className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner label={loadingLabel} />}
      {children}
    </button>
  );
});
