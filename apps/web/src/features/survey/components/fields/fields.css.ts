import { createVar, style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@maplepack/ui';

/** Question frame: phone first, a readable measure; the wide layout (titles of 35+ characters) widens it. */
export const frame = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '36rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const wide = style({ maxWidth: '52rem' });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [MEDIA.sm]: { fontSize: vars.fontSize.xxl } },
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const description = style({ color: vars.color.textMuted, display: 'grid', gap: vars.space.xs });

export const error = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium, margin: 0 });

export const choiceRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choiceColumn = style({ display: 'grid', gap: vars.space.sm });

export const pillChoice = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  '@media': { [MEDIA.reducedMotion]: { transition: 'none' } },
});

export const choiceImage = style({ width: '6rem', height: '6rem', objectFit: 'contain' });

export const disclaimer = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '16rem',
});

/** Number of multi-select columns, set inline from multiSelectColumns(field). */
export const columns = createVar();

export const checkboxGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const checkboxTile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceMuted },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.75 },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const checkboxInput = style({
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.primary,
  flexShrink: 0,
});

export const textInput = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const dateRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const dateBox = style([textInput, { width: '3.5rem', textAlign: 'center' }]);

export const yearBox = style([textInput, { width: '5rem', textAlign: 'center' }]);

export const separator = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const partLine = style({
  height: '6px',
  width: '4rem',
  borderRadius: vars.radius.pill,
  border: 'none',
  margin: 0,
});

export const partLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold, letterSpacing: '0.1em' });

export const partCover = style({
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const resultButton = style({
  width: '100%',
  minHeight: '44px',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const medication = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const medicationHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const medicationName = style({ margin: 0, fontSize: vars.fontSize.md });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const finding = style({ margin: 0, fontSize: vars.fontSize.sm });

export const findingExclude = style({ color: vars.color.danger });

export const choiceLabel = style({ display: 'block' });
