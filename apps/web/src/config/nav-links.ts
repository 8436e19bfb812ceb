/** Main menu (spec §2): Products, Our Team, About Us, and Blog, which is external. */
export const MAIN_NAV = [
  { label: 'Products', to: '/products' },
  { label: 'Our Team', to: '/team' },
  { label: 'About Us', to: '/about' },
] as const;

/** Footer "explore" links before and after the external Blog link (spec §2 "Header and footer"). */
export const FOOTER_EXPLORE_BEFORE_BLOG = [
  { label: 'Health Assessment', to: '/health-assessment' },
  { label: 'Products', to: '/products' },
  { label: 'Our Team', to: '/team' },
  { label: 'About Us', to: '/about' },
] as const;

export const FOOTER_EXPLORE_AFTER_BLOG = [
  { label: 'FAQ', to: '/faq' },
  { label: 'My Account', to: '/login' },
] as const;

export const FOOTER_INFORMATION = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-and-conditions' },
] as const;

/** The my-account pages, in the order of the account sub-menu. */
export const ACCOUNT_NAV = [
  { label: 'My Subscription', to: '/subscription' },
  { label: 'My Orders', to: '/orders' },
  { label: 'Addresses', to: '/addresses' },
  { label: 'Account Details', to: '/account-details' },
] as const;

export const HEALTH_ASSESSMENT_LABEL = 'Health Assessment';
export const SIGN_IN_LABEL = 'Sign In';
export const JOIN_MAILING_LIST_LABEL = 'Join our Mailing List';
