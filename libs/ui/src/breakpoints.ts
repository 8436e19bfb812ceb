/**
 * Spec §9 screen sizes: xs under 768 px, sm under 992, md under 1200, else lg; a small mobile is
 * 400 px wide or less. Widths are CSS pixels.
 */
export const BREAKPOINTS = { sm: 768, md: 992, lg: 1200 } as const;
export const SMALL_MOBILE_MAX_WIDTH = 400;

export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg';

/** Media queries for styles, phone first: each applies from its breakpoint up. */
export const MEDIA = {
  sm: `screen and (min-width: ${BREAKPOINTS.sm}px)`,
  md: `screen and (min-width: ${BREAKPOINTS.md}px)`,
  lg: `screen and (min-width: ${BREAKPOINTS.lg}px)`,
  smallMobile: `screen and (max-width: ${SMALL_MOBILE_MAX_WIDTH}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The screen size of a viewport `width` in CSS pixels. */
export function screenSizeOf(width: number): ScreenSize {
  if (width < BREAKPOINTS.sm) return 'xs';
  if (width < BREAKPOINTS.md) return 'sm';
  if (width < BREAKPOINTS.lg) return 'md';
  return 'lg';
}

/** True for a small mobile: `width` (CSS pixels) of 400 or less. */
export function isSmallMobile(width: number): boolean {
  return width <= SMALL_MOBILE_MAX_WIDTH;
}
