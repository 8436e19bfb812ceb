import { type HTMLAttributes } from 'react';
import {
  align as alignClass,
  direction as directionClass,
  gap as gapClass,
  justify as justifyClass,
  stack,
} from './layout.css';
import { type SpaceToken } from './tokens';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  direction?: 'column' | 'row';
  gap?: SpaceToken;
  align?: 'stretch' | 'start' | 'center' | 'end';
  justify?: 'start' | 'center' | 'end' | 'between';
}

/** Lays children out in a column (default) or a wrapping row with a theme gap between them. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align = 'stretch',
  justify = 'start',
  className,
  ...rest
}: StackProps) {
  const classes = [
    stack,
    directionClass[direction],
    gapClass[gap],
    alignClass[align],
    justifyClass[justify],
    className,
  ];
  return <div className={classes.filter(Boolean).join(' ')} {...rest} />;
}
