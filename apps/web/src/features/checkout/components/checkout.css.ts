import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [MEDIA.md]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stepHeading = style({
  fontSize: vars.fontSize.xl,
  margin: 0,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const subHeading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const currentStep = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [MEDIA.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [MEDIA.sm]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.info}`,
  background: vars.color.surfaceMuted,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const lineRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: 0,
});
export const totalsTerm = style({ margin: 0 });
export const totalsValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const totalsGrand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const testMode = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.textMuted}`,
  fontWeight: vars.fontWeight.bold,
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xxs}` });

export const radioRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });

export const stripeCard = style({
  minHeight: '44px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
