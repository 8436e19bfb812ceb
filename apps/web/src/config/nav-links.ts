import { msg } from '@lingui/core/macro';
import { type MessageDescriptor } from '@lingui/core';

/** A site link and its label, read from the catalogue in the page's language when it renders. */
export interface NavLinkItem {
  label: MessageDescriptor;
  to: string;
}

/** Main menu (spec §2): Products, Our Team, About Us, and Blog, which is external. */
export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: msg`Products`, to: '/products' },
  { label: msg`Our Team`, to: '/team' },
  { label: msg`About Us`, to: '/about' },
];

export const HEALTH_ASSESSMENT_LABEL = msg`Health Assessment`;
export const SIGN_IN_LABEL = msg`Sign In`;
