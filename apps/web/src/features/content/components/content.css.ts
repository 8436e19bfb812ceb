import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, marginTop: 0 });

export const hero = style({
  padding: `${vars.space.lg} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heroHeadline = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  '@media': { [MEDIA.md]: { fontSize: vars.fontSize.display } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0`,
  '@media': { [MEDIA.sm]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

export const cardItem = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardHeading = style({ marginTop: 0, fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const quote = style({
  margin: `${vars.space.lg} 0`,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
  fontStyle: 'italic',
});

export const scrollTarget = style({ scrollMarginTop: vars.space.xxl, outline: 'none' });

/** Generated illustrations (tools/scripts/generate-art.ts): width and height attributes reserve their space. */
export const heroPicture = style({
  display: 'block',
  marginTop: vars.space.lg,
  width: '100%',
  height: 'auto',
  maxHeight: '22rem',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

export const bannerPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const stepPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  marginBottom: vars.space.sm,
});
