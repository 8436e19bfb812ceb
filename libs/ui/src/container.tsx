import { type HTMLAttributes } from 'react';
import { container, containerWidth } from './layout.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: 'narrow' | 'regular' | 'wide';
}

/** Centres content with the page gutters; `width` caps the line length. */
export function Container({ width = 'regular', className, ...rest }: ContainerProps) {
  return (
    <div className={[container, containerWidth[width], className].filter(Boolean).join(' ')} {...rest} />
  );
}
