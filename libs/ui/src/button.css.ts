import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
  },
});

// 44 px minimum touch target (WCAG 2.5.5) on the default size.
const size = styleVariants({
  sm: { minHeight: '36px', padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: { minHeight: '44px', padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
});

export const buttonStyles = { base, variant, size };

export const fullWidth = style({ width: '100%' });
