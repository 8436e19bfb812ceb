import { Suspense } from 'react';
import { type IconName } from './icon-set';
import { preloadable } from '../lib/preloadable';

// Icons sit in the header and the toasts, on every page's first load and so in the home route's 90 KB
// budget: lucide's icon component costs about 1.3 KB gzip there. The set comes in a chunk of its own,
// fetched right after the first render.
const IconSet = preloadable('icon/IconSet', () => import('./icon-set'));

export interface IconProps {
  name: IconName;
  /** Square size in CSS pixels. */
  sizePx?: number;
}

/**
 * A decorative icon (the control around it carries the words). Until its chunk arrives, an empty box of
 * the same size stands in, so nothing moves.
 */
export function Icon({ name, sizePx = 24 }: IconProps) {
  const placeholder = (
    <span aria-hidden="true" style={{ display: 'inline-block', width: sizePx, height: sizePx }} />
  );
  return (
    <Suspense fallback={placeholder}>
      <IconSet name={name} sizePx={sizePx} />
    </Suspense>
  );
}
