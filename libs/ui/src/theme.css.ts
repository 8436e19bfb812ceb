import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import {
  CATEGORY_COLORS,
  FONT_SIZES,
  FONTS,
  PALETTE,
  PART_COLORS,
  RADII,
  SHADOWS,
  SPACE,
  Z_INDEX,
} from './tokens';

/** The one theme: CSS variables on :root, read through `vars` in every style. */
export const vars = createGlobalTheme(':root', {
  color: PALETTE,
  category: CATEGORY_COLORS,
  part: PART_COLORS,
  font: FONTS,
  fontSize: FONT_SIZES,
  lineHeight: { tight: '1.2', body: '1.5' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  space: SPACE,
  radius: RADII,
  shadow: SHADOWS,
  zIndex: Z_INDEX,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});

globalStyle('a', { color: vars.color.primary });

// A visible focus ring for keyboard users everywhere, not only in our components.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
