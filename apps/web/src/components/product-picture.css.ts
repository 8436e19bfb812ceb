import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const productPicture = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
});
