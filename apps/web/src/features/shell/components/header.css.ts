import { style } from '@vanilla-extract/css';
import { HEADER_HEIGHT_PX, MEDIA, vars } from '@maplepack/ui';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: `${HEADER_HEIGHT_PX}px`,
});

export const nav = style({
  display: 'none',
  '@media': { [MEDIA.md]: { display: 'flex', gap: vars.space.lg, alignItems: 'center' } },
});

export const navLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  padding: `${vars.space.xs} 0`,
  selectors: {
    '&:hover, &[aria-current="page"]': { color: vars.color.primary, textDecoration: 'underline' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const desktopOnly = style({
  display: 'none',
  '@media': { [MEDIA.md]: { display: 'inline-flex' } },
});

export const mobileOnly = style({
  '@media': { [MEDIA.md]: { display: 'none' } },
});

export const cart = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: '44px',
  minHeight: '44px',
  justifyContent: 'center',
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
});

export const cartBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
});

export const menuButton = style({
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
});
