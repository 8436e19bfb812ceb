import { type SeedPage } from './seed-page';

export const TERMS_PAGE: SeedPage = {
  slug: 'terms',
  title: 'Terms & Conditions',
  acf: {
    title: 'Terms & Conditions',
    last_updated: '2026-11-01',
    sections: [
      {
        heading: 'Who we are',
        text: 'Maplepack Health Inc. ("Maplepack", "we") operates maplepack.ca from Ottawa, Ontario. These terms govern your use of the site and your purchases.',
      },
      {
        heading: 'Not medical advice',
        text: 'The health assessment and our recommendations are for general information and are not medical advice. Always consult a qualified health care practitioner about your health.',
      },
      {
        heading: 'Eligibility',
        text: 'You must be 19 or older and live in Canada to buy from us. The assessment is designed for adults aged 19 to 65.',
      },
      {
        heading: 'Subscriptions and billing',
        text: 'A subscription renews monthly and is charged to the card on file on each renewal date, with applicable GST/HST and provincial taxes. You may change or cancel before a renewal date.',
      },
      {
        heading: 'Returns',
        text: 'For safety reasons we cannot accept returns of opened packs. If a pack arrives damaged or incorrect, contact us within 30 days and we will replace it or refund you.',
      },
      {
        heading: 'Governing law',
        text: 'These terms are governed by the laws of Ontario and the federal laws of Canada that apply there.',
      },
    ],
  },
};
