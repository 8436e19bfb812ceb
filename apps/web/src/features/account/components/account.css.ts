import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

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

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [MEDIA.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [MEDIA.sm]: { gridColumn: '1 / -1' } } });

export const fieldWrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const fieldLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const select = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});
