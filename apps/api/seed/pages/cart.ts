import { type SeedPage } from './seed-page';

export const CART_PAGE: SeedPage = {
  slug: 'cart',
  title: 'Cart',
  acf: {
    title: 'Your pack',
    tier_intro:
      'We grouped your recommendations into three tiers. Each tier includes everything in the one before it.',
    tiers: [
      { tier: 1, name: 'The Essentials', text: 'The products most likely to fill gaps in your diet.' },
      { tier: 2, name: 'Advanced Health', text: 'Adds support for the concerns you told us about.' },
      { tier: 3, name: 'Complete Support', text: 'Everything we would suggest for your goals.' },
    ],
    returning_user_note:
      'Accepting these recommendations will overwrite your existing subscription. If you are not the person signed in, please log out first.',
    empty_cart: 'Your pack is empty. Take the health assessment or browse our products to start one.',
    coupon_label: 'Coupon code',
  },
};
