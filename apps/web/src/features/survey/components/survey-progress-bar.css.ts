import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const fillWidth = createVar();

export const progress = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});

export const caption = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const parts = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xxs,
});

const segment = { height: '6px', borderRadius: vars.radius.pill } as const;

export const partDone = style({ ...segment, background: vars.color.primary });

export const partTodo = style({ ...segment, background: vars.color.border });

export const track = style({
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  width: fillWidth,
  background: vars.color.primary,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'width 250ms ease-out' } },
});
