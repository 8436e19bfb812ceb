import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const helpButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: '999px',
  border: 'none',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
