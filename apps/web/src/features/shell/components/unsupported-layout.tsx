import { type ReactNode } from 'react';
import { BareLayout } from './bare-layout';

/**
 * Spec §2 unsupported-browser layout: no header menus, stores or widgets, only what an old browser
 * can show (Internet Explorer lands here).
 */
export function UnsupportedLayout({ children }: { children: ReactNode }) {
  return <BareLayout plainLinks>{children}</BareLayout>;
}
