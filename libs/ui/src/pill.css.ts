import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const pill = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
