import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '24rem',
  textAlign: 'left',
});

export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
