import { style, styleVariants } from '@vanilla-extract/css';
import { MEDIA } from './breakpoints';
import { vars } from './theme.css';

export const container = style({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  '@media': {
    [MEDIA.sm]: { paddingLeft: vars.space.lg, paddingRight: vars.space.lg },
  },
});

export const containerWidth = styleVariants({
  narrow: { maxWidth: '40rem' },
  regular: { maxWidth: '72rem' },
  wide: { maxWidth: '90rem' },
});

export const stack = style({ display: 'flex' });

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row', flexWrap: 'wrap' },
});

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
