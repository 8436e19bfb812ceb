import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

export const pageHeading = style({
  fontSize: vars.fontSize.xxl,
  marginTop: vars.space.lg,
  marginBottom: vars.space.md,
  '@media': { [MEDIA.md]: { fontSize: vars.fontSize.display } },
});
