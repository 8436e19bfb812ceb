import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '32rem',
  textAlign: 'left',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
  textAlign: 'left',
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const formStatus = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const amount = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  maxWidth: '24rem',
});
