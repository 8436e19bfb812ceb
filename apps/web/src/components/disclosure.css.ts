import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

const buttonBase = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'left',
  cursor: 'pointer',
});

/** A page's accordion has room; a dialog's list is narrow. */
export const button = styleVariants({
  page: [buttonBase, { padding: vars.space.md }],
  compact: [buttonBase, { padding: `${vars.space.sm} 0` }],
});

export const panel = styleVariants({
  page: { padding: `0 ${vars.space.md}` },
  compact: { padding: `${vars.space.xs} 0 ${vars.space.sm}` },
});
