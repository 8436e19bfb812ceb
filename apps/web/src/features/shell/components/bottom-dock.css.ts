import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

/**
 * What stays at the bottom of the screen: the help button, and under it the cookie bar while it
 * shows, so neither ever covers the other. The dock lets clicks through where it is empty.
 */
export const bottomDock = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.cookieBar,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  pointerEvents: 'none',
});

export const helpSlot = style({
  pointerEvents: 'auto',
  margin: vars.space.md,
});

export const cookieBar = style({
  alignSelf: 'stretch',
  pointerEvents: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  paddingTop: vars.space.md,
  paddingBottom: vars.space.md,
});

export const cookieRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  '@media': { [MEDIA.sm]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
