import { vars } from '@maplepack/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The packing list on screen and on paper: black on white, one pack never split across pages. */

export const packs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });

export const pack = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  '@media': {
    print: {
      breakInside: 'avoid',
      border: '1px solid #000',
      borderRadius: 0,
      background: '#fff',
      color: '#000',
    },
  },
});

export const packHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });
globalStyle(`${packHeader} h2`, { margin: 0, fontSize: vars.fontSize.lg });

export const pillTable = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${pillTable} th, ${pillTable} td`, {
  textAlign: 'left',
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${pillTable} td:not(:first-child), ${pillTable} th:not(:first-child)`, { textAlign: 'right' });

// On paper: no colours to waste ink on, links without their colour, a margin the printer can hold.
globalStyle('body', { '@media': { print: { background: '#fff', color: '#000' } } });
globalStyle(`${pillTable} th, ${pillTable} td`, { '@media': { print: { borderBottom: '1px solid #000' } } });
