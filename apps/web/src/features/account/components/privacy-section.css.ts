import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

/** The deletion section stands apart: a rule above it and a danger-coloured frame. */
export const dangerZone = style({
  marginBlockStart: vars.space.xl,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
