import { createVar, style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

/** The tier colour of a tier card, set inline from @maplepack/cart TIERS. */
export const tierColor = createVar();

export const page = style({ display: 'grid', gap: vars.space.lg, padding: `${vars.space.lg} 0` });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '44rem' });

export const tiers = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [MEDIA.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const tierCard = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  textAlign: 'left',
  minHeight: '44px',
  padding: vars.space.md,
  border: `2px solid ${tierColor}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      boxShadow: `inset 0 0 0 2px ${tierColor}`,
      background: vars.color.surfaceMuted,
    },
  },
});

export const tierName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const tierPrice = style({ fontSize: vars.fontSize.md });

export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  // The shop's primary, not the tier colour: white on every tier colour does not reach 4.5:1 at this size.
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const sectionHeading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const product = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const productName = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const productPicture = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const productPictureMark = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
