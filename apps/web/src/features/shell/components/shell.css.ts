import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA, PAGE_TRANSITION_MS, vars } from '@maplepack/ui';

// The room at the bottom keeps the footer's last line clear of the help button when scrolled to the end.
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  paddingBottom: '4.5rem',
});

// At least a screen tall: the footer starts below the first screen, so a page whose content arrives
// after the first paint grows into space already there instead of pushing a visible footer down
// (Lighthouse measured a 0.19 layout shift on the home page).
export const main = style({ flex: 1, minHeight: '100vh', outline: 'none', paddingBottom: vars.space.xl });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: vars.zIndex.toast,
  padding: vars.space.xs,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.md } },
});

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const transition = style({
  animation: `${fadeIn} ${PAGE_TRANSITION_MS}ms ease-out`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
});

export const centered = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
});
