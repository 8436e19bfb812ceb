import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from './breakpoints';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const circle = style({
  width: '1.25em',
  height: '1.25em',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [MEDIA.reducedMotion]: { animationDuration: '2.4s' } },
});

export const page = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  color: vars.color.primary,
  fontSize: vars.fontSize.lg,
});
