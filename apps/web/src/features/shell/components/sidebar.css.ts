import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sidebar,
  background: vars.color.overlay,
});

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.sidebar,
  width: 'min(20rem, 85vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const closeRow = style({ display: 'flex', justifyContent: 'flex-end' });
