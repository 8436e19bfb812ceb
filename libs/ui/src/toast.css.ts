import { style, styleVariants } from '@vanilla-extract/css';
import { MEDIA } from './breakpoints';
import { vars } from './theme.css';

// Top right (spec §5 'Access denied.' toast); on phones it spans the top edge.
export const region = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  left: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': { [MEDIA.sm]: { left: 'auto', width: '22rem' } },
});

const toastBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  color: vars.color.onPrimary,
});

export const toast = styleVariants({
  info: [toastBase, { background: vars.color.info }],
  success: [toastBase, { background: vars.color.success }],
  error: [toastBase, { background: vars.color.danger }],
});

export const title = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const dismiss = style({
  flexShrink: 0,
  minWidth: '32px',
  minHeight: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
});
