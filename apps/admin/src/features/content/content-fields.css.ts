import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const items = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const itemButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The form's outer legend: the page heading already says what the fields are, screen readers hear it. */
export const visuallyHiddenLegend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
