import { vars } from '@maplepack/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The back office's shared looks: the shell, alerts, tables, forms. Print rules hide the shell. */

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  minHeight: '100vh',
  '@media': { print: { display: 'block' }, 'screen and (max-width: 48rem)': { gridTemplateColumns: '1fr' } },
});

export const sidebar = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { print: { display: 'none' } },
});

export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, margin: 0 });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const navLink = style({
  color: vars.color.onPrimary,
  textDecoration: 'none',
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&[aria-current="page"]': { background: vars.color.primaryHover, fontWeight: vars.fontWeight.bold },
  },
});

export const who = style({
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space.xs,
});

export const main = style({
  padding: vars.space.xl,
  maxWidth: '72rem',
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const centred = style({
  maxWidth: '26rem',
  margin: '10vh auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stack = style({ display: 'grid', gap: vars.space.md });

export const alert = style({
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({
  border: `2px solid ${vars.color.info}`,
  background: vars.color.surface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  justifySelf: 'start',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { background: vars.color.surfaceMuted });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  marginBottom: vars.space.lg,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.lg,
});

export const nativeField = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${nativeField} select, ${nativeField} input, ${nativeField} textarea`, {
  font: 'inherit',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted });

/** Shown on screen only (buttons, filters): the printed page keeps the content. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const pre = style({
  whiteSpace: 'pre-wrap',
  margin: 0,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.xs,
});

/** Out of sight until a keyboard user tabs to it: the first stop on every page, past the nav. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-4rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.primary,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.sm } },
});
