/**
 * Raw design-token values. They live in plain TypeScript (not a .css.ts file) so tests can check
 * contrast and other code can read a value without the vanilla-extract compiler; theme.css.ts turns
 * them into CSS variables.
 *
 * The palette is a calm, trustworthy health brand: deep evergreen for actions, a warm off-white page,
 * maple red kept for errors and accents. Every text/background pair used by the components meets
 * WCAG AA (4.5:1, checked in tokens.test.ts).
 */
export const PALETTE = {
  text: '#1c2b24',
  textMuted: '#4a5a52',
  background: '#faf8f3',
  surface: '#ffffff',
  surfaceMuted: '#eef2ee',
  border: '#c9d2cc',
  primary: '#1f5c45',
  primaryHover: '#17493a',
  onPrimary: '#ffffff',
  accent: '#b3261e',
  onAccent: '#ffffff',
  focus: '#1f5c45',
  danger: '#a31c2e',
  onDanger: '#ffffff',
  success: '#1f5c45',
  info: '#4a5f8c',
  overlay: 'rgba(28, 43, 36, 0.55)',
} as const;

/**
 * The nine category colours by route slug. Copied from @maplepack/catalog's CATEGORIES (ui may not
 * import a domain lib); white text on each meets AA. A test in the web app keeps the two in step.
 */
export const CATEGORY_COLORS = {
  essentials: '#2f6f4e',
  vitamin: '#b5522b',
  minerals: '#4a5f8c',
  'nutritional-oils': '#8a6a12',
  herbs: '#4f7a28',
  specialty: '#7a4b8c',
  'kids-foundations': '#b03a5b',
  'wellness-boosters': '#1f7482',
  accessories: '#5c5c5c',
} as const;
export type CategorySlug = keyof typeof CATEGORY_COLORS;

/** Survey part colour line (spec §2: default #ebef81). Light: dark text goes on it, never white. */
export const PART_COLORS = { default: '#ebef81' } as const;

/** Type scale in rem, phone first; headings grow at larger screens through media queries. */
export const FONT_SIZES = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

/** Spacing scale in rem (4 px steps at the default root size). */
export const SPACE = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;
export type SpaceToken = keyof typeof SPACE;

export const RADII = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const SHADOWS = {
  sm: '0 1px 2px rgba(28, 43, 36, 0.12)',
  md: '0 4px 12px rgba(28, 43, 36, 0.14)',
  lg: '0 12px 32px rgba(28, 43, 36, 0.2)',
} as const;

/**
 * The brand faces, self-hosted by the web app (apps/web/src/fonts.css, latin subset): Inter for text,
 * Fraunces for headings. The system stacks behind them show until they load (font-display: swap).
 */
export const FONTS = {
  body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
} as const;

/** Stacking order: header under the sidebar, under modals, under toasts. */
export const Z_INDEX = { header: '10', cookieBar: '20', sidebar: '30', modal: '40', toast: '50' } as const;

/**
 * The site header's bar height (px): the header reserves it, and toasts start below it so they never
 * cover the header's buttons (cart, sign in, menu).
 */
export const HEADER_HEIGHT_PX = 64;

/** Spec §9: toasts stay 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** Page-transition length; reduced-motion users get none. */
export const PAGE_TRANSITION_MS = 200;
