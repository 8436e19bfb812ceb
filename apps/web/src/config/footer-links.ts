import { msg } from '@lingui/core/macro';
import { type NavLinkItem } from './nav-links';

// The footer's and the my-account menu's links: apart from the header's (nav-links.ts), so their words
// are in the part of the catalogue that loads with those lazy parts, not before the first render.

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

export const JOIN_MAILING_LIST_LABEL = msg`Join our Mailing List`;
