import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const results = style({ listStyle: 'none', margin: 0, padding: 0 });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const textarea = style({
  width: '100%',
  minHeight: '120px',
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
});

export const fieldLabel = style({ display: 'block', fontWeight: 600, marginBottom: vars.space.xxs });

export const fieldError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.xxs} 0 0`,
});
