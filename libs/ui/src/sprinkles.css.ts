import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { MEDIA } from './breakpoints';
import { vars } from './theme.css';

const layout = defineProperties({
  conditions: {
    xs: {},
    sm: { '@media': MEDIA.sm },
    md: { '@media': MEDIA.md },
    lg: { '@media': MEDIA.lg },
  },
  defaultCondition: 'xs',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
  },
});

/** Atomic, responsive utility classes from the theme (`sprinkles({ display: { xs: 'none', md: 'flex' } })`). */
export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
