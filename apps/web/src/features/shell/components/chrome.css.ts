import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const menu = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const menuName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const menuToggle = style({
  minWidth: '36px',
  minHeight: '36px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});

export const menuList = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  minWidth: '12rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const subNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const subNavLink = style({
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold } },
});

export const surveyHeader = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  minHeight: '64px',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const surveyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, textAlign: 'center' });

export const surveyEnd = style({ justifySelf: 'end' });

export const bareHeader = style({ paddingTop: vars.space.md, paddingBottom: vars.space.md });
