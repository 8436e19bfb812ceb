import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The welcome screen, which opens the page: it is there at the first paint (the server renders it), so it
 * does not fade in; a fade from transparent would also hold back the page's largest text.
 */
export const openingScreen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [MEDIA.sm]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

/** One screen of the survey after the first; it fades in unless the person asked for less motion. */
export const screen = style([
  openingScreen,
  { '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 250ms ease-out` } } },
]);

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A part cover fills the screen with the part's colour and background image. */
export const cover = style({
  minHeight: '60vh',
  justifyContent: 'center',
  borderRadius: vars.radius.lg,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  color: vars.color.text,
});

export const coverLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
});

/** The part line: one segment per part reached, in the part's colour. */
export const partLine = style({
  display: 'flex',
  gap: vars.space.xxs,
  height: '6px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const partSegment = style({ flex: 1, borderRadius: vars.radius.pill });

export const progressTrack = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.primary,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'width 250ms linear' } },
});

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const productList = style({ margin: 0, paddingLeft: vars.space.lg });

/** The page name above the welcome headline. */
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});
