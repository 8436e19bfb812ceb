import { style, styleVariants } from '@vanilla-extract/css';
import { MEDIA } from './breakpoints';
import { vars } from './theme.css';
import { HEADER_HEIGHT_PX } from './tokens';

// Top right (spec §5 'Access denied.' toast), just under the header bar so the header's buttons stay
// visible and clickable; on phones it spans the width.
export const region = style({
  position: 'fixed',
  top: `calc(${HEADER_HEIGHT_PX + 1}px + ${vars.space.sm})`,
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
