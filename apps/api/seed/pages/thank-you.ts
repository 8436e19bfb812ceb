import { type SeedPage } from './seed-page';

export const THANK_YOU_PAGE: SeedPage = {
  slug: 'thank-you',
  title: 'Thank You',
  acf: {
    title: 'Thank you for your order!',
    text: 'We have sent a confirmation to your e-mail. Your packs are sorted and shipped within two business days; Canada Post usually delivers in two to seven business days.',
    next_steps: [
      'Sign in to see your order and your next payment date.',
      'Download the welcome booklet for tips on taking your packs.',
    ],
    button: { label: 'Go to my subscription', route: '/subscription' },
  },
};
