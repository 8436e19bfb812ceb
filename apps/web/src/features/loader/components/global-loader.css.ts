import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xs,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});
