import { type SeedPage } from './seed-page';

export const CHECKOUT_PAGE: SeedPage = {
  slug: 'checkout',
  title: 'Checkout',
  acf: {
    title: 'Checkout',
    account_note: 'We will create your account with this e-mail so you can manage your subscription.',
    shipping_note:
      'We ship by Canada Post to every province and territory. Free shipping on orders over $60.',
    subscription_note:
      'Your order starts a monthly subscription. You will be charged the same amount, plus taxes and any changes you make, every month until you cancel.',
    practitioner_label: 'Practitioner name (optional)',
    consent_label: 'I agree to the Terms & Conditions and the Privacy Policy.',
    trial_program: {
      title: 'Trial program',
      text: 'Your first trial pack ships free. Enter the e-mail you registered with to continue.',
    },
  },
};
