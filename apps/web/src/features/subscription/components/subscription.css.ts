import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [MEDIA.md]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const subHeading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const steppers = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const stepper = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const stepperValue = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});

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

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: 0,
});
export const totalsTerm = style({ margin: 0 });
export const totalsValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const totalsGrand = style({ fontWeight: vars.fontWeight.bold });

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

export const textArea = style({
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  minHeight: '4rem',
});

export const testMode = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.textMuted}`,
  fontWeight: vars.fontWeight.bold,
});

export const stripeCard = style({
  minHeight: '44px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
