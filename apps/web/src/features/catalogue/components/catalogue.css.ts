import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  '@media': { [MEDIA.md]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const tab = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '2px solid',
  color: vars.color.text,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.onPrimary } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0`,
  '@media': {
    [MEDIA.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [MEDIA.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const chip = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const price = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pushDown = style({ marginTop: 'auto' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
});

export const factTerm = style({ fontWeight: vars.fontWeight.bold });
export const factValue = style({ margin: 0 });

export const notice = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

/** The list's pictures fill the card's width (up to their 240 px) above the name. */
export const cardPicture = style({ alignSelf: 'center', width: '100%', maxWidth: '240px' });

export const detailsPicture = style({ marginBottom: vars.space.md });

/** The category's generated header (tools/scripts/generate-art.ts), in its colour; decorative. */
export const categoryHeader = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '10rem',
  objectFit: 'cover',
  objectPosition: 'right center',
  borderRadius: vars.radius.lg,
  marginBottom: vars.space.sm,
});
