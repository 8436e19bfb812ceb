import { type SeedPage } from './seed-page';

export const PRIVACY_PAGE: SeedPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  acf: {
    title: 'Privacy Policy',
    last_updated: '2026-11-01',
    sections: [
      {
        heading: 'What we collect',
        text: 'Your name, e-mail, shipping and billing addresses, your assessment answers, and your order history. Card numbers are handled by our payment processor and never reach our servers.',
      },
      {
        heading: 'Why we collect it',
        text: 'To make your recommendations, fulfil and ship your orders, manage your subscription and, with your consent, send you our newsletter.',
      },
      {
        heading: 'Health information',
        text: 'Your assessment answers are encrypted at rest, are never written to logs, and are seen only by the systems that compute your recommendations. We do not sell or share them for marketing.',
      },
      {
        heading: 'Consent and e-mail',
        text: 'We send marketing e-mail only with your consent, as Canada’s Anti-Spam Legislation (CASL) requires, and record when and how you gave it. Every message has an unsubscribe link.',
      },
      {
        heading: 'Your rights',
        text: 'Under PIPEDA you may ask to see, correct or delete your personal information. Write to privacy@maplepack.ca; we answer within 30 days.',
      },
      {
        heading: 'Where data is kept',
        text: 'Our database is hosted in Canada. Some service providers (payments, e-mail) may process data in the United States under contract.',
      },
    ],
  },
};
