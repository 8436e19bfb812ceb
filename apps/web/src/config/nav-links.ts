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

/** Footer "explore" links before and after the external Blog link (spec §2 "Header and footer"). */
export const FOOTER_EXPLORE_BEFORE_BLOG: readonly NavLinkItem[] = [
  { label: msg`Health Assessment`, to: '/health-assessment' },
  { label: msg`Products`, to: '/products' },
  { label: msg`Our Team`, to: '/team' },
  { label: msg`About Us`, to: '/about' },
];

export const FOOTER_EXPLORE_AFTER_BLOG: readonly NavLinkItem[] = [
  { label: msg`FAQ`, to: '/faq' },
  { label: msg`My Account`, to: '/login' },
];

export const FOOTER_INFORMATION: readonly NavLinkItem[] = [
  { label: msg`Privacy Policy`, to: '/privacy-policy' },
  { label: msg`Terms & Conditions`, to: '/terms-and-conditions' },
];

/** The my-account pages, in the order of the account sub-menu. */
export const ACCOUNT_NAV: readonly NavLinkItem[] = [
  { label: msg`My Subscription`, to: '/subscription' },
  { label: msg`My Orders`, to: '/orders' },
  { label: msg`Addresses`, to: '/addresses' },
  { label: msg`Account Details`, to: '/account-details' },
];

export const HEALTH_ASSESSMENT_LABEL = msg`Health Assessment`;
export const SIGN_IN_LABEL = msg`Sign In`;
export const JOIN_MAILING_LIST_LABEL = msg`Join our Mailing List`;
