import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from './breakpoints';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': {
    [MEDIA.sm]: { alignItems: 'center', padding: vars.space.lg },
    [MEDIA.reducedMotion]: { animation: 'none' },
  },
});

// Phone first: a bottom sheet the full width of the screen; a centred card from sm up.
export const dialog = style({
  position: 'relative',
  width: '100%',
  maxHeight: '90vh',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  '@media': { [MEDIA.sm]: { maxWidth: '32rem', borderRadius: vars.radius.lg } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
