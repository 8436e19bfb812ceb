import { type SeedPage } from './seed-page';

export const HOME_PAGE: SeedPage = {
  slug: 'home',
  title: 'Home',
  acf: {
    hero: {
      headline: 'Vitamins made for you, packed by the day.',
      subheadline:
        'Take our five-minute health assessment and get a monthly supply of morning and evening packs, chosen from Health Canada–licensed products and shipped free across Canada on orders over $60.',
      primary_button: { label: 'Take the Health Assessment', route: '/health-assessment' },
      secondary_button: { label: 'Build My Pack', route: '/products' },
    },
    how_it_works: {
      title: 'How it works',
      steps: [
        {
          title: 'Tell us about you',
          text: 'Answer questions about your diet, lifestyle and health goals. It takes about five minutes.',
        },
        {
          title: 'Get your recommendations',
          text: 'Choose from three tiers of products, each with the reason it was picked for you.',
        },
        {
          title: 'Receive your packs',
          text: 'Your pills arrive sorted into daily morning and evening packs. Change or pause any time.',
        },
      ],
    },
    promises: [
      {
        title: 'Licensed in Canada',
        text: 'Every product we sell carries a Natural Product Number (NPN) from Health Canada.',
      },
      {
        title: 'Checked for interactions',
        text: 'Our assessment screens for common medication interactions, pregnancy and allergies.',
      },
      {
        title: 'No lock-in',
        text: 'Your subscription renews monthly. Skip, edit or cancel from your account.',
      },
    ],
    testimonial: {
      quote:
        'I used to have eight bottles on my counter. Now I grab one pack in the morning and one at night.',
      author: 'Marie-Ève, Sherbrooke QC',
    },
    newsletter: {
      title: 'Get 10% off your first pack',
      text: 'Join our mailing list for tips, new products and a welcome discount.',
    },
  },
};
