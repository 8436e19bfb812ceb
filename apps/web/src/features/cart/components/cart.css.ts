import { createVar, style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

/** The tier colour of a tier button, set inline from @maplepack/cart TIERS. */
export const tierColor = createVar();

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [MEDIA.md]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } },
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionHeading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const tiers = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const tierButton = style({
  flex: '1 1 0',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${tierColor}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: tierColor, color: vars.color.onPrimary } },
});

// Phone first: the short tier names, the full names from the sm breakpoint up.
export const wideOnly = style({ display: 'none', '@media': { [MEDIA.sm]: { display: 'inline' } } });
export const narrowOnly = style({ display: 'inline', '@media': { [MEDIA.sm]: { display: 'none' } } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const lineDeleted = style({ background: vars.color.surfaceMuted, color: vars.color.textMuted });

export const lineHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const lineName = style({ fontSize: vars.fontSize.md, margin: 0, flex: 1 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const doses = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'center' });

export const warning = style({
  margin: 0,
  padding: vars.space.xs,
  borderLeft: `4px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: 0,
});

export const totalsTerm = style({ margin: 0 });
export const totalsValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const totalsGrand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const couponRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'end', flexWrap: 'wrap' });

export const feedbackOk = style({ color: vars.color.success, margin: 0 });
export const feedbackError = style({ color: vars.color.danger, margin: 0 });

export const estimate = style({
  display: 'grid',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const estimateHeading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const selectLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const select = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});
