import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
});
