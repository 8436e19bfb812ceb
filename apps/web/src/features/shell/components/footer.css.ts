import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

// Dark footer: white text on the primary-hover evergreen is 10:1.
export const footer = style({
  background: vars.color.primaryHover,
  color: vars.color.onPrimary,
  paddingTop: vars.space.xl,
  paddingBottom: vars.space.xl,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [MEDIA.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const heading = style({ fontSize: vars.fontSize.lg, marginTop: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style({
  color: vars.color.onPrimary,
  selectors: { '&:focus-visible': { outlineColor: vars.color.onPrimary } },
});

export const joinButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.onPrimary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const fine = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.sm });
